/**
 * Words the layout analysis cut between two lines. On a line that ends near a square code or a logo, tesseract may
 * end one line inside a long word and start another with the rest, on the very same rows ("Website
 * http://www.brightwatersy" and "'stems.example"); the engine then sees a web address cut short and a stray host.
 * Such a pair of lines is one line, and the two pieces one word. Pure functions, unit-tested without OCR.
 */
import { boxAround } from '../../core/capture/boxes';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';

/** Gap between the pieces, in heights of the smaller, below which they are one word. */
const TOUCHING = 0.15;
/** Share of the smaller piece's rows the two must share to lie on one line. */
const SAME_ROWS = 0.7;

const height = (b: BBox): number => b.y1 - b.y0;

function sameRows(a: BBox, b: BBox): boolean {
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return shared >= SAME_ROWS * Math.min(height(a), height(b));
}

/** Whether `b` goes on where `a` stops: the same rows, no gap between them, a letter or digit each side. */
function continues(a: RecognisedWord, b: RecognisedWord): boolean {
  const h = Math.min(height(a.bbox), height(b.bbox));
  return (
    h > 0 &&
    Math.abs(b.bbox.x0 - a.bbox.x1) <= TOUCHING * h &&
    sameRows(a.bbox, b.bbox) &&
    /[\p{L}\d]$/u.test(a.text) &&
    /^['’`,]?[\p{L}\d]/u.test(b.text)
  );
}

const byX = (ws: readonly RecognisedWord[]): RecognisedWord[] =>
  [...ws].sort((p, q) => p.bbox.x0 - q.bbox.x0);

/**
 * The lines with each line that goes on a word of another line joined to it: the first word of the later line
 * starts where a word of the earlier one stops, on the same rows, and every word of the later line lies to the
 * right of that word. The two pieces become one word (a quote mark read at the cut is dropped), and a word of the
 * earlier line lying inside the second piece's box is ink of that piece read twice.
 */
export function joinWordsCutAcrossLines(lines: readonly TextLine[]): TextLine[] {
  const out: (TextLine | null)[] = [...lines];
  for (let j = 0; j < out.length; j++) {
    const later = out[j];
    const laterWords = byX(later?.words ?? []);
    const head = laterWords[0];
    if (!later || !head) continue;
    for (let i = 0; i < out.length; i++) {
      const earlier = out[i];
      if (i === j || !earlier?.words?.length) continue;
      const words = byX(earlier.words);
      const cut = words.find((w) => continues(w, head));
      if (!cut || laterWords.some((w) => w.bbox.x0 < cut.bbox.x1 - TOUCHING * height(cut.bbox))) continue;
      const joined: RecognisedWord = {
        text: cut.text + head.text.replace(/^['’`,]/u, ''),
        confidence: Math.min(cut.confidence, head.confidence),
        bbox: boxAround([cut, head]),
      };
      const inside = (w: RecognisedWord): boolean =>
        w !== cut && w.bbox.x0 >= head.bbox.x0 && w.bbox.x1 <= head.bbox.x1 && sameRows(w.bbox, head.bbox);
      const merged = byX([...words.filter((w) => w !== cut && !inside(w)), joined, ...laterWords.slice(1)]);
      out[i] = {
        text: merged.map((w) => w.text).join(' '),
        confidence: Math.min(earlier.confidence ?? 0, later.confidence ?? 0),
        words: merged,
      };
      out[j] = null;
      break;
    }
  }
  return out.filter((l): l is TextLine => l !== null);
}
