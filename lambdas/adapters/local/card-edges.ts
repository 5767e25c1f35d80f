/**
 * Finding a card by its straight edges, for photos the background flood cannot read (see `findCard`).
 *
 * A white card on a white desk, or a dark card on a dark table, has sides that fade to nothing for part of their
 * length: the flood leaks in there and leaves no card-shaped region. A side is still a long straight run of weak
 * edge pixels that all face the same way, which random grain never is. So the edge pixels vote for the straight
 * lines through them (a Hough transform, each pixel voting only near its own edge direction), the strongest
 * near-horizontal and near-vertical lines are paired into quadrilaterals of a card's shape, and the quadrilateral
 * whose four sides the edges support best over the longest perimeter is the card.
 */
import type { CardRegion } from './card-image';
import { dist, isConvex, quadArea, type Point, type Quad } from './card-perspective';

/**
 * The Sobel taps of one channel `c` of an RGB image at pixel `i` (not on the frame's outermost pixels), written
 * to `out` as [gx, gy].
 */
export function sobelAt(rgb: Uint8Array, w: number, i: number, c: number, out: Int32Array): void {
  const ne = rgb[(i + 1 - w) * 3 + c]!;
  const e = rgb[(i + 1) * 3 + c]!;
  const se = rgb[(i + 1 + w) * 3 + c]!;
  const nw = rgb[(i - 1 - w) * 3 + c]!;
  const west = rgb[(i - 1) * 3 + c]!;
  const sw = rgb[(i - 1 + w) * 3 + c]!;
  const n = rgb[(i - w) * 3 + c]!;
  const s = rgb[(i + w) * 3 + c]!;
  out[0] = ne + 2 * e + se - nw - 2 * west - sw;
  out[1] = sw + 2 * s + se - nw - 2 * n - ne;
}

interface EdgeMap {
  w: number;
  h: number;
  /** Sobel magnitude of pixel i (zero within `BORDER` of the frame). */
  magnitude(i: number): number;
  /** Direction of the strongest channel's gradient at pixel i, radians. */
  direction(i: number): number;
}

/**
 * Sobel magnitude and direction per pixel of an RGB image, from whichever channel changes most there, worked out
 * when first asked for (a check of a region's sides looks at a few thousand pixels of a large image). The
 * outermost `BORDER` pixels are left at zero: resizing and blurring leave edges along the frame that are no card's.
 */
function edgeMap(rgb: Uint8Array, w: number, h: number): EdgeMap {
  const magnitudes = new Float32Array(w * h).fill(-1);
  const directions = new Float32Array(w * h);
  const taps = new Int32Array(2);
  const compute = (i: number): number => {
    const x = i % w;
    const y = (i - x) / w;
    if (x < BORDER || y < BORDER || x >= w - BORDER || y >= h - BORDER) {
      magnitudes[i] = 0;
      return 0;
    }
    let best = 0;
    let bx = 0;
    let by = 0;
    for (let c = 0; c < 3; c++) {
      sobelAt(rgb, w, i, c, taps);
      const m = taps[0]! * taps[0]! + taps[1]! * taps[1]!;
      if (m > best) {
        best = m;
        bx = taps[0]!;
        by = taps[1]!;
      }
    }
    const magnitude = Math.sqrt(best) / 4;
    magnitudes[i] = magnitude;
    directions[i] = Math.atan2(by, bx);
    return magnitude;
  };
  return {
    w,
    h,
    magnitude: (i) => {
      const m = magnitudes[i]!;
      return m >= 0 ? m : compute(i);
    },
    direction: (i) => {
      if (magnitudes[i]! < 0) compute(i);
      return directions[i]!;
    },
  };
}

/** A line `x·cos θ + y·sin θ = ρ` (θ the direction of its normal) and the votes it got. */
interface HoughLine {
  theta: number;
  rho: number;
  votes: number;
}

/** Pixels along the frame whose edges are not counted (see `edgeMap`). */
const BORDER = 3;
const DEG = Math.PI / 180;
/** Fewest votes a line needs to be a side (a dozen edge pixels in a row; a card's side has a hundred or more). */
const MIN_VOTES = 12;
/** How far from its own gradient direction an edge pixel votes, in degrees. */
const VOTE_SPREAD = 2;

function houghLines(edges: EdgeMap, minMagnitude: number): HoughLine[] {
  const { w, h, magnitude, direction } = edges;
  const diag = Math.ceil(Math.hypot(w, h));
  const rhos = 2 * diag + 1;
  const acc = new Float32Array(180 * rhos);
  const cos = Float64Array.from({ length: 180 }, (_, t) => Math.cos(t * DEG));
  const sin = Float64Array.from({ length: 180 }, (_, t) => Math.sin(t * DEG));
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (magnitude(i) < minMagnitude) continue;
      const t0 = Math.round(direction(i) / DEG);
      for (let d = -VOTE_SPREAD; d <= VOTE_SPREAD; d++) {
        const t = (((t0 + d) % 180) + 180) % 180;
        const rho = Math.round(x * cos[t]! + y * sin[t]!);
        acc[t * rhos + rho + diag]! += 1;
      }
    }
  }
  const peaks: HoughLine[] = [];
  for (let t = 0; t < 180; t++) {
    for (let r = 1; r < rhos - 1; r++) {
      const v = acc[t * rhos + r]!;
      if (v < MIN_VOTES) continue;
      let isPeak = true;
      for (let dt = -2; dt <= 2 && isPeak; dt++) {
        const tt = (t + dt + 180) % 180;
        // across θ = 0/180 the same line has the opposite ρ
        const flip = t + dt < 0 || t + dt >= 180;
        for (let dr = -2; dr <= 2; dr++) {
          const rr = flip ? rhos - 1 - (r + dr) : r + dr;
          if (rr < 0 || rr >= rhos || (dt === 0 && dr === 0)) continue;
          const o = acc[tt * rhos + rr]!;
          if (o > v || (o === v && (dt < 0 || (dt === 0 && dr < 0)))) {
            isPeak = false;
            break;
          }
        }
      }
      if (isPeak) peaks.push({ theta: t * DEG, rho: r - diag, votes: v });
    }
  }
  return peaks.sort((a, b) => b.votes - a.votes);
}

function meet(a: HoughLine, b: HoughLine): Point | null {
  const det = Math.cos(a.theta) * Math.sin(b.theta) - Math.sin(a.theta) * Math.cos(b.theta);
  if (Math.abs(det) < 1e-6) return null;
  return {
    x: (a.rho * Math.sin(b.theta) - b.rho * Math.sin(a.theta)) / det,
    y: (b.rho * Math.cos(a.theta) - a.rho * Math.cos(b.theta)) / det,
  };
}

/**
 * Share of a side's middle (its ends are rounded, blurred or shadowed) that has an edge pixel facing across it,
 * within a pixel of the line.
 */
function sideSupport(edges: EdgeMap, from: Point, to: Point, minMagnitude: number): number {
  const { w, h, magnitude, direction } = edges;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const nx = -(to.y - from.y) / len;
  const ny = (to.x - from.x) / len;
  const facing = Math.cos(25 * DEG);
  let samples = 0;
  let hits = 0;
  for (let s = 0.1 * len; s <= 0.9 * len; s += 1) {
    const px = from.x + ((to.x - from.x) * s) / len;
    const py = from.y + ((to.y - from.y) * s) / len;
    samples++;
    for (const off of [0, -1, 1]) {
      const x = Math.round(px + off * nx);
      const y = Math.round(py + off * ny);
      if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) continue;
      const i = y * w + x;
      if (magnitude(i) < minMagnitude) continue;
      const d = direction(i);
      if (Math.abs(Math.cos(d) * nx + Math.sin(d) * ny) >= facing) {
        hits++;
        break;
      }
    }
  }
  return samples ? hits / samples : 0;
}

/** Business cards run from about 1.4:1 to 2:1; perspective and rounding widen that a little. */
const MIN_ASPECT = 1.25;
const MAX_ASPECT = 2.3;
/** Each side must be supported along at least this share of its middle, and the four on average this much. */
const MIN_SIDE_SUPPORT = 0.3;
const MIN_MEAN_SUPPORT = 0.55;
/** Gradient of print (text strokes reach 20–60 on the thumbnail and on the larger copy; a blurred table rarely 10). */
const PRINT_EDGE = 10;
/** Most of a side's length that may have print beyond it (a card's own print stops short of its edge). */
const MAX_PRINT_BEYOND = 0.2;
/** Lines tried per orientation (the strongest by votes). */
const CANDIDATES = 10;

export interface EdgeQuad {
  quad: Quad;
  /** Support of the top, right, bottom and left sides in [0,1]. */
  support: [number, number, number, number];
}

/**
 * The card's quadrilateral in the image's pixels (top-left, top-right, bottom-right, bottom-left), or null.
 * `minMagnitude` is the weakest gradient counted as an edge (a little above the background's grain).
 */
export function quadFromEdges(rgb: Uint8Array, w: number, h: number, minMagnitude: number): EdgeQuad | null {
  const edges = edgeMap(rgb, w, h);
  const lines = houghLines(edges, minMagnitude);
  // normals within 35° of vertical make the top and bottom sides, within 35° of horizontal the left and right
  const across = lines.filter((l) => Math.abs(Math.cos(l.theta)) < Math.sin(35 * DEG)).slice(0, CANDIDATES);
  const down = lines.filter((l) => Math.abs(Math.sin(l.theta)) < Math.sin(35 * DEG)).slice(0, CANDIDATES);
  let best: (EdgeQuad & { score: number }) | null = null;
  for (let a = 0; a < across.length; a++) {
    for (let b = a + 1; b < across.length; b++) {
      for (let c = 0; c < down.length; c++) {
        for (let d = c + 1; d < down.length; d++) {
          const q = quadOf(across[a]!, across[b]!, down[c]!, down[d]!, w, h);
          if (!q) continue;
          const support = [0, 1, 2, 3].map((k) =>
            sideSupport(edges, q[k]!, q[(k + 1) % 4]!, minMagnitude),
          ) as [number, number, number, number];
          const mean = support.reduce((s, v) => s + v, 0) / 4;
          if (Math.min(...support) < MIN_SIDE_SUPPORT || mean < MIN_MEAN_SUPPORT) continue;
          // the supported length of the outline: the card's outer edge beats a panel or logo box inside it
          const score = support.reduce((s, v, k) => s + v * dist(q[k]!, q[(k + 1) % 4]!), 0);
          if (best && score <= best.score) continue;
          if ([0, 1, 2, 3].some((k) => printBeyond(edges, q[k]!, q[(k + 1) % 4]!) > MAX_PRINT_BEYOND))
            continue;
          best = { quad: q, support, score };
        }
      }
    }
  }
  return best && { quad: best.quad, support: best.support };
}

/**
 * Share of a side's middle along which print lies just beyond it (3 to 10 pixels out): strokes
 * running across the side, of print strength. Beyond a card's real side lies the table; beyond a line that only
 * looks like one (a row of text's baseline, a rule, where the real side is invisible) lies more of the card's
 * print. The stripes of blinds or a table's grain run along the side, not across it.
 */
function printBeyond(edges: EdgeMap, from: Point, to: Point, near = 3, far = 10): number {
  const { w, h, magnitude, direction } = edges;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const nx = (to.y - from.y) / len;
  const ny = -(to.x - from.x) / len;
  const across = Math.cos(45 * DEG);
  let positions = 0;
  let printed = 0;
  for (let s = 0.1 * len; s <= 0.9 * len; s += 1) {
    positions++;
    let strokes = 0;
    for (let off = near; off <= far; off++) {
      const x = Math.round(from.x + ((to.x - from.x) * s) / len + off * nx);
      const y = Math.round(from.y + ((to.y - from.y) * s) / len + off * ny);
      if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) continue;
      const i = y * w + x;
      const d = direction(i);
      if (magnitude(i) >= PRINT_EDGE && Math.abs(Math.cos(d) * nx + Math.sin(d) * ny) < across) strokes++;
    }
    if (strokes >= 2) printed++;
  }
  return positions ? printed / positions : 0;
}

/**
 * A measure of the print along card regions' sides, on an image of the regions' own scale: the share of the side
 * `from`→`to` with print just to its left (beyond it, for a region's corners taken clockwise; within it, for the
 * side walked the other way). The image's edges are worked out once for all the sides measured, and only where
 * they look.
 */
export function printBesideSides(
  rgb: Uint8Array,
  w: number,
  h: number,
): (from: Point, to: Point, near?: number, far?: number) => number {
  // (made on the first measure: most cards have no region to measure)
  let edges: EdgeMap | null = null;
  return (from, to, near, far) => {
    edges ??= edgeMap(rgb, w, h);
    return printBeyond(edges, from, to, near, far);
  };
}

/** The quadrilateral two across-lines and two down-lines make, when it has a card's shape and lies in the image. */
function quadOf(a: HoughLine, b: HoughLine, c: HoughLine, d: HoughLine, w: number, h: number): Quad | null {
  const yAt = (l: HoughLine): number => (l.rho - (w / 2) * Math.cos(l.theta)) / Math.sin(l.theta);
  const xAt = (l: HoughLine): number => (l.rho - (h / 2) * Math.sin(l.theta)) / Math.cos(l.theta);
  const [top, bottom] = yAt(a) < yAt(b) ? [a, b] : [b, a];
  const [left, right] = xAt(c) < xAt(d) ? [c, d] : [d, c];
  const corners = [meet(top, left), meet(top, right), meet(bottom, right), meet(bottom, left)];
  if (corners.some((p) => !p)) return null;
  const q = corners as Quad;
  if (q.some((p) => p.x < -2 || p.y < -2 || p.x > w + 2 || p.y > h + 2)) return null;
  if (!isConvex(q)) return null;
  const [tl, tr, br, bl] = q;
  const across = (dist(tl, tr) + dist(bl, br)) / 2;
  const down = (dist(tl, bl) + dist(tr, br)) / 2;
  // opposite sides of a card seen at an angle stay within a third of each other
  if (Math.min(dist(tl, tr), dist(bl, br)) < 0.66 * Math.max(dist(tl, tr), dist(bl, br))) return null;
  if (Math.min(dist(tl, bl), dist(tr, br)) < 0.66 * Math.max(dist(tl, bl), dist(tr, br))) return null;
  const aspect = Math.max(across, down) / Math.max(1, Math.min(across, down));
  if (aspect < MIN_ASPECT || aspect > MAX_ASPECT) return null;
  const share = quadArea(q) / (w * h);
  return share > 0.1 && share < 0.95 ? q : null;
}

/** The region a quadrilateral covers, as `findCard` gives it (pixels whose centres lie inside). */
export function regionOfQuad(quad: Quad, w: number, h: number): CardRegion {
  const mask = new Uint8Array(w * h);
  const bbox = { x0: w, y0: h, x1: 0, y1: 0 };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let inside = true;
      for (let k = 0; k < 4 && inside; k++) {
        const a = quad[k]!;
        const b = quad[(k + 1) % 4]!;
        // corners run clockwise on screen (y down): inside is to the right of each side
        inside = (b.x - a.x) * (y + 0.5 - a.y) - (b.y - a.y) * (x + 0.5 - a.x) >= 0;
      }
      if (!inside) continue;
      mask[y * w + x] = 1;
      bbox.x0 = Math.min(bbox.x0, x);
      bbox.y0 = Math.min(bbox.y0, y);
      bbox.x1 = Math.max(bbox.x1, x);
      bbox.y1 = Math.max(bbox.y1, y);
    }
  }
  return { width: w, height: h, mask, bbox, found: bbox.x1 > bbox.x0 };
}
