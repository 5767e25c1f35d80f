/**
 * Word boxes that leave a false gap. Tesseract's word boxes come from where its line recogniser placed each
 * letter, and on bold, condensed type it can place the last letters of a word well short of their ink, and the
 * next word's first letters well past theirs ("Falkenried" boxed 100–232 although its ink runs to 275, then
 * "Medizintechnik" from 337 though its ink starts at 288). The gap between the two boxes then looks like the wide
 * gap between two columns of a card, and the engine cuts the company name in two. A real gap between words or
 * columns is blank on the page; a gap that is mostly ink is moved to the blank columns inside it.
 */
import type { TextLine } from '../../core/capture/types';
import { inkedColumns, type GreyImage } from './card-image';

/** Share of a gap's columns holding ink beyond which the gap is not one. */
const MOSTLY_INK = 0.6;

/** The lines with every false gap between neighbouring words moved onto the blank columns inside it. */
export function closeFalseGaps(lines: readonly TextLine[], clean: GreyImage): TextLine[] {
  return lines.map((line) => {
    const words = line.words;
    if (!words || words.length < 2) return line;
    let changed = false;
    const out = words.map((w) => ({ ...w, bbox: { ...w.bbox } }));
    for (let k = 0; k + 1 < out.length; k++) {
      const a = out[k]!.bbox;
      const b = out[k + 1]!.bbox;
      const height = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      const x0 = Math.max(0, Math.ceil(a.x1));
      const x1 = Math.min(clean.width, Math.floor(b.x0));
      // only gaps wide enough to pass for the gap between two columns
      if (height <= 0 || x1 - x0 < height) continue;
      const y0 = Math.max(0, Math.ceil(Math.max(a.y0, b.y0)));
      const y1 = Math.min(clean.height, Math.floor(Math.min(a.y1, b.y1)));
      if (y1 - y0 < 2) continue;
      const inked = inkedColumns(clean, x0, x1, y0, y1);
      if (inked.filter(Boolean).length <= MOSTLY_INK * inked.length) continue;
      // the widest run of blank columns inside is the gap between the two words
      let best: [number, number] | null = null;
      for (let i = 0; i < inked.length;) {
        if (inked[i]) {
          i++;
          continue;
        }
        let j = i;
        while (j < inked.length && !inked[j]) j++;
        if (!best || j - i > best[1] - best[0]) best = [i, j];
        i = j;
      }
      if (!best) continue;
      a.x1 = x0 + best[0];
      b.x0 = x0 + best[1];
      changed = true;
    }
    return changed ? { ...line, words: out } : line;
  });
}
