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
  markRules(px, w, h, erase, { lines: h, length: w, first: w, step: 1, across: [0, 1], min: MIN_HORIZONTAL });
  markRules(px, w, h, erase, { lines: w, length: h, first: 1, step: w, across: [1, 0], min: MIN_VERTICAL });
  let n = 0;
  for (let i = 0; i < w * h; i++) {
    if (erase[i]) {
      px[i] = 255;
      n++;
    }
  }
  return n;
}

/**
 * Marks, line by line (rows or columns), the thin pixels of every run of ink at least `min` long. Pixel i of line
 * `line` is at `line * first + i * step` (this scan visits every pixel twice: it walks the indices itself).
 */
function markRules(
  px: Uint8Array,
  w: number,
  h: number,
  erase: Uint8Array,
  dir: { lines: number; length: number; first: number; step: number; across: [number, number]; min: number },
): void {
  const [dx, dy] = dir.across;
  const { length, step, min } = dir;
  for (let line = 0; line < dir.lines; line++) {
    const base = line * dir.first;
    let i = 0;
    while (i < length) {
      if (!isInk(px[base + i * step]!)) {
        i++;
        continue;
      }
      const start = i;
      while (i < length && isInk(px[base + i * step]!)) i++;
      if (i - start < min) continue;
      markThinRun(
        erase,
        i - start,
        (k) => base + (start + k) * step,
        (k) => {
          const j = base + (start + k) * step;
          return thicknessAt(px, w, h, j % w, Math.floor(j / w), dx, dy);
        },
      );
    }
  }
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
