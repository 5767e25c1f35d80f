/**
 * Perspective correction of a photographed card.
 *
 * A card photographed from a little to one side is a quadrilateral, not a rectangle: its text lines converge, so
 * one deskew angle cannot level them all. `cardQuad` fits a straight line to each side of the card mask that
 * `findCard` makes (least squares on the mask's outline, dropping outliers such as a corner lost in shadow) and
 * intersects them; `warpToRectangle` maps that quadrilateral back onto an upright rectangle with a projective
 * transform (bilinear sampling). A mask whose sides are not straight, or that the quadrilateral does not cover
 * well, gives no quad, and the caller keeps the plain crop.
 */
import type { CardRegion, GreyImage } from './card-image';
import type { RowBand } from './page-rows';

export interface Point {
  x: number;
  y: number;
}

/** Corners in image pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** A line `u = a·v + b` (for the top and bottom sides u = y, v = x; for the left and right u = x, v = y). */
interface FittedLine {
  a: number;
  b: number;
  rms: number;
}

function fitLine(points: readonly (readonly [number, number])[]): FittedLine | null {
  let pts = points;
  let line: FittedLine | null = null;
  // two rounds: the second without the points the first fit explains worst (a corner cut by a shadow)
  for (let round = 0; round < 2; round++) {
    if (pts.length < 8) return null;
    let sv = 0;
    let su = 0;
    let svv = 0;
    let svu = 0;
    for (const [v, u] of pts) {
      sv += v;
      su += u;
      svv += v * v;
      svu += v * u;
    }
    const n = pts.length;
    const den = n * svv - sv * sv;
    if (Math.abs(den) < 1e-9) return null;
    const a = (n * svu - sv * su) / den;
    const b = (su - a * sv) / n;
    const res = pts.map(([v, u]) => Math.abs(u - (a * v + b)));
    line = { a, b, rms: Math.sqrt(res.reduce((s, r) => s + r * r, 0) / n) };
    const limit = Math.max(1.5, 2 * line.rms);
    pts = pts.filter((_, i) => res[i]! <= limit);
  }
  return line;
}

/** Where a top/bottom line (y = a·x + b) meets a left/right line (x = c·y + d). */
function meet(h: FittedLine, v: FittedLine): Point {
  const x = (v.a * h.b + v.b) / (1 - v.a * h.a);
  return { x, y: h.a * x + h.b };
}

export function quadArea(q: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const p = q[i]!;
    const r = q[(i + 1) % 4]!;
    s += p.x * r.y - r.x * p.y;
  }
  return Math.abs(s) / 2;
}

export function isConvex(q: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const c = q[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** Distance between two points, in pixels. */
export const dist = (p: Point, r: Point): number => Math.hypot(p.x - r.x, p.y - r.y);

/**
 * The first and last of `0 … n-1` at which `pixels[start + i * step]` is `value` (a row's extent in a mask: step 1;
 * a column's: step width), or null. Called for every row and column of every flood: no callback per pixel.
 */
export function spanOf(
  pixels: ArrayLike<number>,
  start: number,
  step: number,
  n: number,
  value: number,
): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let i = 0, at = start; i < n; i++, at += step) {
    if (pixels[at] !== value) continue;
    if (first < 0) first = i;
    last = i;
  }
  return first < 0 ? null : [first, last];
}

/**
 * The card's corners in the mask's (thumbnail) pixels, or null when the mask is not a clean quadrilateral.
 * Mask pixel edges count as the boundary: the top side lies on the upper edge of the first mask pixel of a column,
 * the bottom side on the lower edge of the last one (likewise left and right).
 */
export function cardQuad(region: CardRegion): Quad | null {
  if (!region.found) return null;
  const { mask, width: w, height: h, bbox } = region;
  const top: [number, number][] = [];
  const bottom: [number, number][] = [];
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  // the middle of each side: the corners are rounded, blurred or shadowed
  const spanX = bbox.x1 - bbox.x0;
  const spanY = bbox.y1 - bbox.y0;
  for (let x = Math.ceil(bbox.x0 + 0.2 * spanX); x <= bbox.x1 - 0.2 * spanX; x++) {
    const span = spanOf(mask, x, w, h, 1);
    if (!span) continue;
    top.push([x + 0.5, span[0]]);
    bottom.push([x + 0.5, span[1] + 1]);
  }
  for (let y = Math.ceil(bbox.y0 + 0.2 * spanY); y <= bbox.y1 - 0.2 * spanY; y++) {
    const span = spanOf(mask, y * w, 1, w, 1);
    if (!span) continue;
    left.push([y + 0.5, span[0]]);
    right.push([y + 0.5, span[1] + 1]);
  }
  const lines = [fitLine(top), fitLine(right), fitLine(bottom), fitLine(left)];
  if (lines.some((l) => !l || l.rms > 1.2)) return null;
  const [t, r, b, l] = lines as FittedLine[];
  const quad: Quad = [meet(t!, l!), meet(t!, r!), meet(b!, r!), meet(b!, l!)];
  if (!isConvex(quad)) return null;
  if (quad.some((p) => p.x < -3 || p.y < -3 || p.x > w + 3 || p.y > h + 3)) return null;
  let area = 0;
  for (let i = 0; i < mask.length; i++) area += mask[i]!;
  const ratio = quadArea(quad) / Math.max(1, area);
  return ratio > 0.95 && ratio < 1.05 ? quad : null;
}

/** Solves the 8×8 system of a homography that sends the unit-free rectangle corners `from` onto `to`. */
function homography(from: Quad, to: Quad): number[] {
  const m: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    m.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    m.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (Math.abs(p) < 1e-12) throw new Error('degenerate quadrilateral');
    for (let k = c; k < 9; k++) m[c]![k]! /= p;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = m[r]![c]!;
      if (f === 0) continue;
      for (let k = c; k < 9; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return [...m.map((row) => row[8]!), 1];
}

/** A projective map from an upright rectangle of `width` × `height` pixels onto a quadrilateral of a page. */
export interface RectangleWarp {
  width: number;
  height: number;
  /** The homography's first eight coefficients (the ninth is 1). */
  coefficients: number[];
}

/**
 * The map of `quad` (in page pixels) from an upright rectangle as wide as its longer horizontal side and as tall as
 * its longer vertical side, times `scale`.
 */
export function rectangleWarp(quad: Quad, scale = 1): RectangleWarp {
  const [tl, tr, br, bl] = quad;
  const width = Math.max(1, Math.round(scale * Math.max(dist(tl, tr), dist(bl, br))));
  const height = Math.max(1, Math.round(scale * Math.max(dist(tl, bl), dist(tr, br))));
  const rect: Quad = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  return { width, height, coefficients: homography(rect, quad).slice(0, 8) };
}

/**
 * Rows [`rows.from`, `rows.to`) of the rectangle `warp` maps onto `src`, resampled (bilinear) into `out` (a
 * `warp.width`-wide page). Pixels that fall outside `src` are white.
 */
export function warpRows(src: GreyImage, warp: RectangleWarp, out: Uint8Array, rows: RowBand): void {
  const [a, b, c, d, e, f, g, h] = warp.coefficients as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const { width } = warp;
  const { data, width: sw, height: sh } = src;
  for (let y = rows.from; y < rows.to; y++) {
    const cy = y + 0.5;
    for (let x = 0; x < width; x++) {
      const cx = x + 0.5;
      const z = g * cx + h * cy + 1;
      const sx = (a * cx + b * cy + c) / z - 0.5;
      const sy = (d * cx + e * cy + f) / z - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * sw + x0;
      const top = data[i]! + (data[i + 1]! - data[i]!) * fx;
      const bot = data[i + sw]! + (data[i + sw + 1]! - data[i + sw]!) * fx;
      out[y * width + x] = Math.round(top + (bot - top) * fy);
    }
  }
}

/**
 * The quadrilateral `quad` (in `src` pixels) resampled onto an upright rectangle (see `rectangleWarp`). Pixels that
 * fall outside `src` are white.
 */
export function warpToRectangle(src: GreyImage, quad: Quad, scale = 1): GreyImage {
  const warp = rectangleWarp(quad, scale);
  const out = new Uint8Array(warp.width * warp.height);
  warpRows(src, warp, out, { from: 0, to: warp.height });
  return { data: out, width: warp.width, height: warp.height };
}
