/**
 * Specks on the cleaned page of a grainy photo. A photographed card's grain and JPEG noise leave thousands of
 * islands of ink of a few pixels after cleaning (a grainy photo of a dark card: over 8,000). Tesseract's layout
 * analysis treats each as a component to place: words run together ("JoostdeWit") and whole lines are dropped. No
 * letter or mark of a card's type is that small at the prepared page's scale (~1800 px across a card): the
 * smallest dot inside the addresses of the 60 dev cards covers 13 pixels. So on a page with thousands of them
 * they are erased (see `eraseGrain`).
 */

/** Largest island of ink, in pixels, taken for a speck. */
export const MAX_SPECK_AREA = 8;

/**
 * Largest island taken for coarse grain, on a page that had thousands of specks: a very grainy photo of a dark card
 * leaves thousands of islands of 9 to 24 pixels beside them, while no page of the 618 stored photos has 2,000
 * islands of 24 pixels or less.
 */
export const MAX_COARSE_GRAIN_AREA = 24;

/**
 * Fewest specks for which a page's are erased. A page with a few hundred reads as well with them (tesseract skips
 * them), and erasing them only perturbs its layout analysis; in the thousands, they break it. Measured on the
 * photos of eight stand-in seeds: erasing from 2,000 specks up took the wrong fields from 84 to 64 (23 mended, 3
 * broken); from 1,000, 84 → 65 (26 mended, 7 broken); on every grainy page (noise 4 or more), 84 → 65 (27, 8).
 */
export const MIN_SPECKS = 2000;

/**
 * Counts the islands of ink (8-connected pixels darker than white) of at most `maxArea` pixels, and erases them in
 * place when there are at least `minSpecks`; returns how many there are.
 */
export function eraseSpecks(
  px: Uint8Array,
  w: number,
  h: number,
  { maxArea = MAX_SPECK_AREA, minSpecks = 0 } = {},
): number {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  // the pixels of every speck found, one after another
  const specks: number[] = [];
  let count = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || px[start] === 255) continue;
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    let area = 0;
    const first = specks.length;
    while (top > 0) {
      const j = stack[--top]!;
      // (only a speck's pixels are kept: an island larger than one stays whole)
      if (area < maxArea) specks.push(j);
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
    if (area <= maxArea) count++;
    else specks.length = first;
  }
  if (count >= minSpecks) for (const j of specks) px[j] = 255;
  return count;
}

/**
 * Erases a grainy page's specks, when it has thousands of them, and then its coarse grain, when it has thousands of
 * islands of up to `MAX_COARSE_GRAIN_AREA` pixels left too (a very grainy photo of a dark card).
 */
export function eraseGrain(px: Uint8Array, w: number, h: number): void {
  if (eraseSpecks(px, w, h, { minSpecks: MIN_SPECKS }) >= MIN_SPECKS)
    eraseSpecks(px, w, h, { maxArea: MAX_COARSE_GRAIN_AREA, minSpecks: MIN_SPECKS });
}
