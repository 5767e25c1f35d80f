/**
 * An underscore read as a gap. In an address like "noor_kamp@…" the recogniser often finds the thin low stroke
 * of the underscore no letter and reads a space where it stands ("noor kamp@…"); the engine would then take the
 * gap for a lost dot. The page says which it was: an underscore is a thin bar at or below the line's foot under
 * the gap between the two words, where a space leaves blank page and a dot is a round speck.
 */
import { boxAround } from '../../core/capture/boxes';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { CLEAN_BLANK, type GreyImage } from './card-image';

/** A word of an address's local part, and the word after it that goes on to the "@". */
const LOCAL_PIECE = /^[\p{L}\d][\p{L}\d._-]*$/u;
const LOCAL_TO_AT = /^[\p{L}\d][\p{L}\d._-]*@/u;

function isInk(page: GreyImage, x: number, y: number): boolean {
  return (
    x >= 0 && y >= 0 && x < page.width && y < page.height && page.data[y * page.width + x]! < CLEAN_BLANK
  );
}

/** The islands of ink (4-connected) inside `box`, as boxes, with whether each touches the box's border. */
function islands(page: GreyImage, box: BBox): { bbox: BBox; cut: boolean }[] {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const seen = new Uint8Array(w * (y1 - y0));
  const out: { bbox: BBox; cut: boolean }[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (seen[(y - y0) * w + x - x0] || !isInk(page, x, y)) continue;
      const b = { x0: x, y0: y, x1: x, y1: y };
      let cut = false;
      const stack = [[x, y] as const];
      seen[(y - y0) * w + x - x0] = 1;
      while (stack.length) {
        const [px, py] = stack.pop()!;
        b.x0 = Math.min(b.x0, px);
        b.x1 = Math.max(b.x1, px);
        b.y0 = Math.min(b.y0, py);
        b.y1 = Math.max(b.y1, py);
        if (px === x0 || py === y0 || px === x1 - 1 || py === y1 - 1) cut = true;
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          if (nx < x0 || ny < y0 || nx >= x1 || ny >= y1) continue;
          const k = (ny - y0) * w + nx - x0;
          if (seen[k] || !isInk(page, nx, ny)) continue;
          seen[k] = 1;
          stack.push([nx, ny]);
        }
      }
      out.push({ bbox: b, cut });
    }
  }
  return out;
}

/**
 * Whether an underscore stands between the words boxed `a` and `b`: an island of ink at least four times as wide
 * as it is thin, thin beside the line, in the bottom quarter of the line or below it, under columns left blank
 * from the line's top down to it (the gap between the two words).
 */
export function underscoreBetween(page: GreyImage, a: BBox, b: BBox): boolean {
  const top = Math.round(Math.min(a.y0, b.y0));
  const height = Math.round(a.y1 - a.y0);
  if (height < 6) return false;
  const window = {
    x0: Math.max(0, Math.round(Math.min(a.x1, b.x0) - 1.5 * height)),
    y0: Math.max(0, top),
    x1: Math.min(page.width, Math.round(Math.max(a.x1, b.x0) + 1.5 * height)),
    y1: Math.min(page.height, Math.round(Math.max(a.y1, b.y1) + 0.6 * height)),
  };
  return islands(page, window).some(({ bbox, cut }) => {
    const thick = bbox.y1 - bbox.y0 + 1;
    const wide = bbox.x1 - bbox.x0 + 1;
    if (cut || thick > Math.max(3, 0.15 * height) || wide < 4 * thick || wide < 0.25 * height) return false;
    if (bbox.y0 < top + 0.75 * height) return false;
    // a column above it blank up to the line's top: it stands in the gap
    for (let x = bbox.x0; x <= bbox.x1; x++) {
      let blank = true;
      for (let y = top; y < bbox.y0 - 1 && blank; y++) blank = !isInk(page, x, y);
      if (blank) return true;
    }
    return false;
  });
}

/** The lines with each underscore read as a gap inside an address's local part put back (see the module comment). */
export function restoreUnderscores(lines: readonly TextLine[], page: GreyImage): TextLine[] {
  return lines.map((line) => {
    const words = line.words;
    if (!words || words.length < 2 || !line.text.includes('@')) return line;
    const out: RecognisedWord[] = [];
    let changed = false;
    for (const w of words) {
      const before = out[out.length - 1];
      if (
        before &&
        LOCAL_PIECE.test(before.text) &&
        LOCAL_TO_AT.test(w.text) &&
        underscoreBetween(page, before.bbox, w.bbox)
      ) {
        out[out.length - 1] = {
          text: `${before.text}_${w.text}`,
          confidence: Math.min(before.confidence, w.confidence),
          bbox: boxAround([before, w]),
        };
        changed = true;
      } else out.push(w);
    }
    return changed ? { ...line, text: out.map((w) => w.text).join(' '), words: out } : line;
  });
}
