/**
 * Rules and edges in a cleaned card page: the thin horizontal and vertical strokes that are no text (a divider
 * beside a column, the edge of a colour band, the shaded edge of a photographed card left inside the crop).
 * Tesseract's layout analysis takes a long rule for a column border or a picture and may then drop the text block
 * beside it whole, so they are erased before the page is read.
 *
 * Only the rule's own pixels go: a run of ink much longer than any letter stroke, and thin across. A letter that
 * touches a rule keeps its pixels, because across the rule at that point the ink is thick.
 */

/** Shortest horizontal rule, in pixels of the prepared page (~1800 px wide): longer than a capital's bar. */
const MIN_HORIZONTAL = 64;
/** Shortest vertical rule: taller than the stems of a large name. */
const MIN_VERTICAL = 160;
/** Thickest stroke taken for a rule. */
const MAX_THICKNESS = 7;

const isInk = (v: number): boolean => v < 255;

/** Erases, in place, the long thin horizontal and vertical runs of ink; returns how many pixels were erased. */
export function eraseRuleLines(px: Uint8Array, w: number, h: number): number {
  const erase = new Uint8Array(w * h);
  // rows: runs along x, thin across in y; columns: runs along y, thin across in x
  markRowRules(px, w, h, erase);
  markColumnRules(px, w, h, erase);
  let n = 0;
  for (let i = 0; i < w * h; i++) {
    if (erase[i]) {
      px[i] = 255;
      n++;
    }
  }
  return n;
}

/** Marks the thin pixels of every horizontal run of ink at least `MIN_HORIZONTAL` long. */
function markRowRules(px: Uint8Array, w: number, h: number, erase: Uint8Array): void {
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      if (!isInk(px[row + x]!)) {
        x++;
        continue;
      }
      const start = x;
      while (x < w && isInk(px[row + x]!)) x++;
      if (x - start < MIN_HORIZONTAL) continue;
      markThinRun(
        erase,
        x - start,
        (k) => row + start + k,
        (k) => thicknessAt(px, w, h, start + k, y, 0, 1),
      );
    }
  }
}

/**
 * Marks the thin pixels of every vertical run of ink at least `MIN_VERTICAL` long. The page is walked row by row
 * (each column's open run kept), not column by column, so the walk visits memory in order.
 */
function markColumnRules(px: Uint8Array, w: number, h: number, erase: Uint8Array): void {
  const runStart = new Int32Array(w).fill(-1);
  const close = (x: number, end: number): void => {
    const start = runStart[x]!;
    runStart[x] = -1;
    if (end - start < MIN_VERTICAL) return;
    markThinRun(
      erase,
      end - start,
      (k) => (start + k) * w + x,
      (k) => thicknessAt(px, w, h, x, start + k, 1, 0),
    );
  };
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (isInk(px[row + x]!)) {
        if (runStart[x]! < 0) runStart[x] = y;
      } else if (runStart[x]! >= 0) close(x, y);
    }
  }
  for (let x = 0; x < w; x++) if (runStart[x]! >= 0) close(x, h);
}

/** Share of a run's pixels that must be thin across for the run to be a rule (not a row of touching letters). */
const THIN_SHARE = 0.85;

/** Marks the thin pixels of a long run, when nearly all of it is thin: a rule, not the foot of a word in bold. */
function markThinRun(
  erase: Uint8Array,
  length: number,
  index: (i: number) => number,
  thickness: (i: number) => number,
): void {
  const thin = Array.from({ length }, (_, i) => thickness(i) <= MAX_THICKNESS);
  if (thin.filter(Boolean).length < THIN_SHARE * length) return;
  thin.forEach((t, i) => {
    if (t) erase[index(i)] = 1;
  });
}

/** Length of the run of ink through (x, y) along the direction (dx, dy), capped just past the thickest rule. */
function thicknessAt(
  px: Uint8Array,
  w: number,
  h: number,
  x: number,
  y: number,
  dx: number,
  dy: number,
): number {
  let n = 1;
  for (const s of [-1, 1]) {
    let cx = x + s * dx;
    let cy = y + s * dy;
    while (cx >= 0 && cy >= 0 && cx < w && cy < h && isInk(px[cy * w + cx]!) && n <= MAX_THICKNESS) {
      n++;
      cx += s * dx;
      cy += s * dy;
    }
  }
  return n;
}
