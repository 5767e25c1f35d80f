/**
 * Polarity-aware Sauvola cleaning of a grey card page (step 2 of card-image.ts): dark regions (dark cards, colour
 * bands) are inverted so text is always dark on light; a pixel is ink only when it is below the local threshold
 * *and* darker than its surroundings by more than the page's noise allows (photo grain and JPEG noise on the
 * card's flat areas stay white).
 *
 * Everything here works on a band of rows and only reads the page, so two bands of one page can be cleaned side by
 * side (see page-rows.ts). No sharp here: the page helper's thread loads this module.
 */
import type { RowBand } from './page-rows';

/** Side of the square cells on which the dark-background map is made. */
export const DARK_CELL = 8;
/** Radius, in cells, of the neighbourhood a cell is judged by. */
const DARK_RADIUS = 4;

/** Length of the dark-background map of a `w` × `h` page: one value per cell, row by row. */
export function darkMapLength(w: number, h: number): number {
  return Math.ceil(w / DARK_CELL) * Math.ceil(h / DARK_CELL);
}

/**
 * Rows [`cellRows.from`, `cellRows.to`) of cells of the dark-background map, written into `map`: which parts of the
 * page have a dark background (light text). On an 8-pixel grid, a cell is dark when the mean of its neighbourhood
 * lies nearer the neighbourhood's darkest value than its lightest (most pixels are dark).
 */
export function darkBackgroundRows(
  src: Uint8Array,
  w: number,
  h: number,
  map: Uint8Array,
  cellRows: RowBand,
): void {
  const cell = DARK_CELL;
  const cols = Math.ceil(w / cell);
  const rows = Math.ceil(h / cell);
  // the cells' means, for the band and the neighbourhood rows around it (indices relative to `first`)
  const first = Math.max(0, cellRows.from - DARK_RADIUS);
  const last = Math.min(rows, cellRows.to + DARK_RADIUS);
  const avg = new Float32Array(cols * (last - first));
  for (let cy = first; cy < last; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let sum = 0;
      let n = 0;
      for (let y = cy * cell; y < Math.min(h, cy * cell + cell); y++) {
        for (let x = cx * cell; x < Math.min(w, cx * cell + cell); x++) {
          sum += src[y * w + x]!;
          n++;
        }
      }
      avg[(cy - first) * cols + cx] = sum / n;
    }
  }
  const R = DARK_RADIUS;
  for (let cy = cellRows.from; cy < cellRows.to; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let lo = 255;
      let hi = 0;
      let sum = 0;
      let n = 0;
      for (let y = Math.max(0, cy - R); y <= Math.min(rows - 1, cy + R); y++) {
        for (let x = Math.max(0, cx - R); x <= Math.min(cols - 1, cx + R); x++) {
          const v = avg[(y - first) * cols + x]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
          sum += v;
          n++;
        }
      }
      const mean = sum / n;
      map[cy * cols + cx] = hi - lo > 24 && mean - lo < hi - mean ? 1 : 0;
    }
  }
}

/**
 * The pixels of a page that may hold ink (the card, a little in from its edge), as data rather than a callback so
 * that the page helper's thread can test them too:
 * - `inset`: a card mapped onto the whole page; the pixels at least `inset` in from every side;
 * - `mask`: a card cropped from a photo; a pixel holds ink when it and the points `probes` away from it (in mask
 *   pixels) all lie on the card's mask, which is `scale` times coarser than the page and whose pixel (0, 0) lies at
 *   page pixel (-left, -top) (the crop's offset).
 */
export type InkArea =
  | { kind: 'inset'; inset: number }
  | {
      kind: 'mask';
      mask: Uint8Array;
      maskWidth: number;
      maskHeight: number;
      left: number;
      top: number;
      scale: number;
      probes: readonly (readonly [number, number])[];
    };

/** Whether page pixel (x, y) of a `w` × `h` page lies in `area`. */
export function holdsInk(area: InkArea, x: number, y: number, w: number, h: number): boolean {
  if (area.kind === 'inset') {
    const { inset } = area;
    return x >= inset && y >= inset && x < w - inset && y < h - inset;
  }
  const tx = Math.floor((area.left + x) / area.scale);
  const ty = Math.floor((area.top + y) / area.scale);
  for (const [dx, dy] of area.probes) {
    const xx = tx + dx;
    const yy = ty + dy;
    if (
      xx < 0 ||
      yy < 0 ||
      xx >= area.maskWidth ||
      yy >= area.maskHeight ||
      !area.mask[yy * area.maskWidth + xx]
    )
      return false;
  }
  return true;
}

export interface CleanedPage {
  out: Uint8Array;
  /** The ink found outside the ink area, alone on a white page (only when an area was given). */
  margin?: Uint8Array;
  /** Where ink was found (every 4th column of every 2nd row): what the skew is measured on. */
  textX: Int32Array;
  textY: Int32Array;
}

/** What cleaning a page needs beyond its pixels (see `cleanPageRows`). */
export interface CleaningOptions {
  k: number;
  minContrast: number;
  inkArea?: InkArea;
}

/**
 * Rows [`rows.from`, `rows.to`) of the cleaned page (see the module comment) written into `into.out`, with the rows
 * of the dark-background map they lie in: a band must start on a cell's first row, so that two bands' cells do not
 * overlap. `minContrast` is how much darker than its surroundings a pixel must be to count as ink; pixels under the
 * threshold keep their (stretched) grey value and everything else becomes white. `inkArea`, when given, marks the
 * pixels that may hold ink (the card); the ink outside it goes to `into.margin`. Returns the band's ink samples.
 */
export function cleanPageRows(
  src: Uint8Array,
  w: number,
  h: number,
  { k, minContrast, inkArea }: CleaningOptions,
  into: { dark: Uint8Array; out: Uint8Array; margin?: Uint8Array },
  rows: RowBand,
): { textX: Int32Array; textY: Int32Array } {
  const { dark, out, margin } = into;
  const darkCols = Math.ceil(w / DARK_CELL);
  darkBackgroundRows(src, w, h, dark, {
    from: Math.floor(rows.from / DARK_CELL),
    to: Math.ceil(rows.to / DARK_CELL),
  });
  out.fill(255, rows.from * w, rows.to * w);
  margin?.fill(255, rows.from * w, rows.to * w);
  const r = Math.max(8, Math.round(w * 0.02));
  const xs: number[] = [];
  const ys: number[] = [];
  // the window's columns and dark-map column of each x, worked out once (this loop visits every pixel)
  const left = new Int32Array(w);
  const right = new Int32Array(w);
  const darkCol = new Int32Array(w);
  for (let x = 0; x < w; x++) {
    left[x] = x - r < 0 ? 0 : x - r;
    right[x] = x + r + 1 > w ? w : x + r + 1;
    darkCol[x] = (x / DARK_CELL) | 0;
  }
  // The window's sums come from running sums rather than integral images of the page (two arrays of doubles the
  // page's size, which cost more to fill and collect than the sums do): each column's sum over the window's rows,
  // moved down a row at a time, and their prefix sums along the row. Every sum is an exact integer.
  const columnSum = new Int32Array(w);
  const columnSquares = new Int32Array(w);
  const prefix = new Float64Array(w + 1);
  const prefixSquares = new Float64Array(w + 1);
  let windowTop = Math.max(0, rows.from - r);
  let windowBottom = windowTop;
  for (let y = rows.from; y < rows.to; y++) {
    const y0 = y - r < 0 ? 0 : y - r;
    const y1 = y + r + 1 > h ? h : y + r + 1;
    for (; windowBottom < y1; windowBottom++) {
      const row = windowBottom * w;
      for (let x = 0; x < w; x++) {
        const v = src[row + x]!;
        columnSum[x] = columnSum[x]! + v;
        columnSquares[x] = columnSquares[x]! + v * v;
      }
    }
    for (; windowTop < y0; windowTop++) {
      const row = windowTop * w;
      for (let x = 0; x < w; x++) {
        const v = src[row + x]!;
        columnSum[x] = columnSum[x]! - v;
        columnSquares[x] = columnSquares[x]! - v * v;
      }
    }
    for (let x = 0; x < w; x++) {
      prefix[x + 1] = prefix[x]! + columnSum[x]!;
      prefixSquares[x + 1] = prefixSquares[x]! + columnSquares[x]!;
    }
    const windowRows = y1 - y0;
    const darkRow = ((y / DARK_CELL) | 0) * darkCols;
    for (let x = 0; x < w; x++) {
      const x0 = left[x]!;
      const x1 = right[x]!;
      const n = (x1 - x0) * windowRows;
      const mean = (prefix[x1]! - prefix[x0]!) / n;
      let m = mean;
      let p = src[y * w + x]!;
      if (dark[darkRow + darkCol[x]!]) {
        p = 255 - p;
        m = 255 - m;
      }
      // the threshold never exceeds the mean (sd < 128), so a pixel without the contrast is no ink whatever its
      // window's spread: most of a page is settled here, before the square root
      if (!(m - p > minContrast)) continue;
      const squares = prefixSquares[x1]! - prefixSquares[x0]!;
      const sd = Math.sqrt(Math.max(0, squares / n - mean * mean));
      const t = m * (1 + k * (sd / 128 - 1));
      if (p < t) {
        const ink = Math.round((153 * p) / Math.max(t, 1));
        if (inkArea && !holdsInk(inkArea, x, y, w, h)) {
          margin![y * w + x] = ink;
          continue;
        }
        out[y * w + x] = ink;
        if ((x & 3) === 0 && (y & 1) === 0) {
          xs.push(x);
          ys.push(y);
        }
      }
    }
  }
  return { textX: Int32Array.from(xs), textY: Int32Array.from(ys) };
}
