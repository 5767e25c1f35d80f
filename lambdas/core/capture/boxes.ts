import type { BBox } from './types';

/** The box around a non-empty run of recognised words (or anything with a box). */
export function boxAround(items: readonly { bbox: BBox }[]): BBox {
  return {
    x0: Math.min(...items.map((w) => w.bbox.x0)),
    y0: Math.min(...items.map((w) => w.bbox.y0)),
    x1: Math.max(...items.map((w) => w.bbox.x1)),
    y1: Math.max(...items.map((w) => w.bbox.y1)),
  };
}

/** Whether the middle of `inner` lies within `outer` (edges included). */
export function centreWithin(inner: BBox, outer: BBox): boolean {
  const cx = (inner.x0 + inner.x1) / 2;
  const cy = (inner.y0 + inner.y1) / 2;
  return cx >= outer.x0 && cx <= outer.x1 && cy >= outer.y0 && cy <= outer.y1;
}

/** The middle of some measures (the upper one of an even count); 0 for none. */
export function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
