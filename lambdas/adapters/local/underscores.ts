/**
 * An underscore or a hyphen read as a gap. In an address like "noor_kamp@…" the recogniser often finds the thin
 * low stroke of the underscore no letter and reads a space where it stands ("noor kamp@…"), and so with the short
 * bar of a hyphen ("jasper llewellyn@…"); the engine would then take the gap for a lost dot. The page says which it
 * was: an underscore is a thin bar at or below the line's foot under the gap between the two words (where a serif
 * font's feet may touch it), a hyphen a short thin bar at mid-height in it, where a space leaves blank page and a
 * dot is a round speck.
 */
import { boxAround } from '../../core/capture/boxes';
import { ALL_LABELS } from '../../core/capture/dictionaries';
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

/** An island of ink: its box, and whether it touches the border of the box it was looked for in. */
export interface Island {
  bbox: BBox;
  cut: boolean;
}

/** The islands of ink (4-connected) inside `box`, as boxes, with whether each touches the box's border. */
export function islands(page: GreyImage, box: BBox): Island[] {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  if (w <= 0 || y1 <= y0) return [];
  const seen = new Uint8Array(w * (y1 - y0));
  const out: Island[] = [];
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
 * The page round the gap between the words boxed `a` and `b`: `side` pixels either side of it, from the line's top
 * down to `bottom`.
 */
function gapWindow(page: GreyImage, a: BBox, b: BBox, side: number, bottom: number): BBox {
  return {
    x0: Math.max(0, Math.round(Math.min(a.x1, b.x0) - side)),
    y0: Math.max(0, Math.round(Math.min(a.y0, b.y0))),
    x1: Math.min(page.width, Math.round(Math.max(a.x1, b.x0) + side)),
    y1: Math.min(page.height, Math.round(bottom)),
  };
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
  const window = gapWindow(page, a, b, 1.5 * height, Math.max(a.y1, b.y1) + 0.6 * height);
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

/**
 * Whether an underscore touched by the letters beside it stands under the gap between the words boxed `a` and `b`:
 * a run of columns blank from the line's top down to its foot, each with one thin stroke of ink there, as long as
 * an underscore (a dot's columns are too few). The run may reach into either box: the recogniser gives the bar to
 * one of the words.
 */
export function underscoreUnderGap(page: GreyImage, a: BBox, b: BBox, reach = 2): boolean {
  const top = Math.round(Math.min(a.y0, b.y0));
  const height = Math.round(a.y1 - a.y0);
  if (height < 6) return false;
  const footTop = Math.round(top + 0.7 * height);
  // (an underscore may sit well below the letters' foot, as low as a descender's end)
  const footBottom = Math.min(page.height - 1, Math.round(top + 1.5 * height));
  const thin = Math.max(3, 0.2 * height);
  let run = 0;
  let longest = 0;
  for (let x = Math.round(a.x1 - 0.5 * height); x <= Math.round(b.x0 + reach * height); x++) {
    let blank = true;
    for (let y = top; y < footTop && blank; y++) blank = !isInk(page, x, y);
    let first = -1;
    let last = -1;
    let strokes = 0;
    for (let y = footTop; blank && y <= footBottom; y++) {
      if (!isInk(page, x, y)) continue;
      if (last !== y - 1) strokes++;
      if (first < 0) first = y;
      last = y;
    }
    // (ending inside the band: the tops of the next line's letters, cut by the band's end, are no bar)
    const bar = blank && strokes === 1 && last - first + 1 <= thin && last < footBottom - 1;
    run = bar ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest >= Math.max(5, 0.45 * height);
}

/**
 * Whether a hyphen stands between the words boxed `a` and `b`: an island of ink thin beside the line, twice as wide
 * as it is thin, at the middle of the line's height, with blank page above and below it, in a gap no wider than it
 * and a little room (a dash set apart by spaces is punctuation between words).
 */
export function hyphenBetween(page: GreyImage, a: BBox, b: BBox): boolean {
  const top = Math.round(Math.min(a.y0, b.y0));
  const height = Math.round(a.y1 - a.y0);
  if (height < 6) return false;
  // (not to the box's foot: a photo's boxes may reach into the next line)
  const window = gapWindow(page, a, b, 0.3 * height, top + 0.85 * height);
  return islands(page, window).some(({ bbox, cut }) => {
    const thick = bbox.y1 - bbox.y0 + 1;
    const wide = bbox.x1 - bbox.x0 + 1;
    const middle = (bbox.y0 + bbox.y1) / 2;
    if (cut || thick > Math.max(3, 0.12 * height) || wide < 1.8 * thick || wide > 0.8 * height) return false;
    // (the gap no wider than the bar and a little room either side)
    if (b.x0 - a.x1 - wide > 0.5 * height) return false;
    if (middle < top + 0.3 * height || middle > top + 0.75 * height) return false;
    for (let x = bbox.x0; x <= bbox.x1; x++)
      for (let y = window.y0; y < window.y1; y++)
        if ((y < bbox.y0 - 1 || y > bbox.y1 + 1) && isInk(page, x, y)) return false;
    return true;
  });
}

/**
 * What stands in the gap between two words of an address's local part, as the page shows it (or null: a gap).
 * `reach` is how far into the second word's box, in line heights, an underscore may be looked for. With the
 * greyscale page, an underscore too faint for the clean page is looked for there too (`withFaintInk`).
 */
export function separatorBetween(
  page: GreyImage,
  a: BBox,
  b: BBox,
  reach = 2,
  grey?: GreyImage,
): '_' | '-' | null {
  if (underscoreBetween(page, a, b) || underscoreUnderGap(page, a, b, reach)) return '_';
  if (hyphenBetween(page, a, b)) return '-';
  if (!grey || grey.width !== page.width || grey.height !== page.height) return null;
  const height = a.y1 - a.y0;
  const top = Math.min(a.y0, b.y0);
  const window = {
    x0: Math.max(0, Math.floor(a.x1 - height)),
    y0: Math.max(0, Math.floor(top)),
    x1: Math.min(page.width, Math.ceil(b.x0 + (reach + 0.5) * height)),
    y1: Math.min(page.height, Math.ceil(top + 1.6 * height)),
  };
  return underscoreUnderGap(withFaintInk(grey, page, window), a, b, reach) ? '_' : null;
}

/**
 * The clean page with one window of it binarised again from the greyscale page at a lighter level: a photo's thin
 * underscore is a light grey the clean page's threshold takes for blank page ("hector olvera@…"). The window's ink
 * and blank greys are those of the pixels the clean page calls ink and blank (so a light print on a dark card is
 * read the right way round); a pixel is ink when its grey lies under `level` of the way from ink to blank.
 */
export function withFaintInk(grey: GreyImage, clean: GreyImage, window: BBox, level = FAINT_INK): GreyImage {
  let inkSum = 0;
  let inkCount = 0;
  let blankSum = 0;
  let blankCount = 0;
  for (let y = window.y0; y < window.y1; y++)
    for (let x = window.x0; x < window.x1; x++) {
      const k = y * clean.width + x;
      if (clean.data[k]! < CLEAN_BLANK) {
        inkSum += grey.data[k]!;
        inkCount++;
      } else {
        blankSum += grey.data[k]!;
        blankCount++;
      }
    }
  const data = Uint8Array.from(clean.data);
  if (!inkCount || !blankCount) return { ...clean, data };
  const ink = inkSum / inkCount;
  const blank = blankSum / blankCount;
  if (Math.abs(blank - ink) < 1) return { ...clean, data };
  for (let y = window.y0; y < window.y1; y++)
    for (let x = window.x0; x < window.x1; x++) {
      const k = y * clean.width + x;
      data[k] = (grey.data[k]! - ink) / (blank - ink) < level ? 0 : 255;
    }
  return { ...clean, data };
}

/** Share of the way from the ink's grey to the blank page's under which a pixel counts as faint ink. */
const FAINT_INK = 0.65;

/**
 * The words' boxes with a box far taller than its line's print (a strip's second reading may give an address a box
 * reaching into the lines above and below) set to the rows of the nearest other word of ordinary height: the
 * underscore is looked for under the print, below columns blank from its top. (The nearest: a line may join the
 * address with a column of other print beside it, "Director of Marketing © whitney larkin@…", on other rows.)
 */
export function onPrintRows(words: readonly RecognisedWord[]): BBox[] {
  const height = (b: BBox): number => b.y1 - b.y0;
  const printed = words.filter((w) => /[\p{L}\d]/u.test(w.text) && height(w.bbox) >= 6);
  if (!printed.length) return words.map((w) => w.bbox);
  const least = Math.min(...printed.map((w) => height(w.bbox)));
  const normal = printed.filter((w) => height(w.bbox) <= TALLER * least);
  const apart = (a: BBox, b: BBox): number => Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
  return words.map((w) => {
    if (height(w.bbox) <= TALLER * least) return w.bbox;
    const nearest = normal.reduce((a, b) => (apart(b.bbox, w.bbox) < apart(a.bbox, w.bbox) ? b : a));
    return { ...w.bbox, y0: nearest.bbox.y0, y1: nearest.bbox.y1 };
  });
}

/** How much taller than the line's least word a word's box is before it is taken for a box beyond its print. */
const TALLER = 1.6;

/**
 * The lines with each underscore or hyphen read as a gap inside an address's local part put back (see the module
 * comment).
 */
export function restoreUnderscores(
  lines: readonly TextLine[],
  page: GreyImage,
  grey?: GreyImage,
): TextLine[] {
  return lines.map((line) => {
    const words = line.words;
    if (!words || words.length < 2 || !line.text.includes('@')) return line;
    const out: RecognisedWord[] = [];
    const printRows = onPrintRows(words);
    const rows = new Map(words.map((w, k) => [w, printRows[k]!]));
    const boxOf = (w: RecognisedWord): BBox => rows.get(w) ?? w.bbox;
    let changed = false;
    for (const w of words) {
      const before = out[out.length - 1];
      const separator =
        before &&
        LOCAL_PIECE.test(before.text) &&
        LOCAL_TO_AT.test(w.text) &&
        !ALL_LABELS.has(before.text.toLowerCase().replace(/[.:]+$/, ''))
          ? // (the recogniser's boxes may give the first word's last letters to the second, so the underscore is
            // looked for well into it; not so far where the second word has an underscore of its own)
            separatorBetween(page, boxOf(before), boxOf(w), w.text.includes('_') ? 1 : 2, grey)
          : null;
      if (before && separator) {
        out[out.length - 1] = {
          text: `${before.text}${separator}${w.text}`,
          confidence: Math.min(before.confidence, w.confidence),
          bbox: boxAround([before, w]),
        };
        changed = true;
      } else out.push(w);
    }
    return changed ? { ...line, text: out.map((w) => w.text).join(' '), words: out } : line;
  });
}
