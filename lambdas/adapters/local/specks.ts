/**
 * Specks on the cleaned page of a grainy photo. A photographed card's grain and JPEG noise leave thousands of
 * islands of ink of a few pixels after cleaning (a grainy photo of a dark card: over 2,000). Tesseract's layout
 * analysis treats each as a component to place: words run together ("JoostdeWit") and whole lines are dropped. No
 * letter or mark of a card's type is that small at the prepared page's scale (~1800 px across a card): the
 * smallest dot inside the addresses of the 60 dev cards covers 13 pixels. So on a grainy page they are erased
 * (see `prepareCard`); on a page with little grain there are few, and erasing them only perturbs the reading.
 */

/** Largest island of ink, in pixels, taken for a speck. */
export const MAX_SPECK_AREA = 8;

/**
 * Erases, in place, each island of ink (8-connected pixels darker than white) of at most `maxArea` pixels; returns
 * how many islands were erased.
 */
export function eraseSpecks(px: Uint8Array, w: number, h: number, maxArea = MAX_SPECK_AREA): number {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const island = new Int32Array(maxArea + 1);
  let erased = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || px[start] === 255) continue;
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    let area = 0;
    while (top > 0) {
      const j = stack[--top]!;
      // (only the first pixels are kept: an island larger than a speck stays whole)
      if (area <= maxArea) island[area] = j;
      area++;
      const x = j % w;
      const y = (j - x) / w;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) {
          const k = yy * w + xx;
          if (seen[k] || px[k] === 255) continue;
          seen[k] = 1;
          stack[top++] = k;
        }
      }
    }
    if (area <= maxArea) {
      for (let i = 0; i < area; i++) px[island[i]!] = 255;
      erased++;
    }
  }
  return erased;
}
