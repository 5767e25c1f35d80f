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
