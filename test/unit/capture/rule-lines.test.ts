import { describe, expect, it } from 'vitest';
import { eraseRuleLines } from '../../../lambdas/adapters/local/rule-lines';

/** A white page with ink painted in rectangles [x0, y0, x1, y1) (end exclusive). */
function page(w: number, h: number, boxes: [number, number, number, number][]): Uint8Array {
  const px = new Uint8Array(w * h).fill(255);
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) px[y * w + x] = 0;
  return px;
}
const inkAt = (px: Uint8Array, w: number, x: number, y: number): boolean => px[y * w + x]! < 255;

describe('rule lines before the page is read', () => {
  it('erases a long thin horizontal rule but not the letter standing on it', () => {
    const w = 400;
    // a rule 3 px thick across the page, and a letter stem 40 px tall whose foot touches it
    const px = page(w, 100, [
      [10, 60, 390, 63],
      [100, 20, 106, 60],
    ]);
    eraseRuleLines(px, w, 100);
    expect(inkAt(px, w, 50, 61)).toBe(false);
    expect(inkAt(px, w, 300, 61)).toBe(false);
    expect(inkAt(px, w, 103, 30)).toBe(true);
    expect(inkAt(px, w, 103, 59)).toBe(true);
  });

  it('erases a tall divider, and keeps hyphens, underscores, letter bars and thick blocks', () => {
    const w = 400;
    const px = page(w, 300, [
      [200, 10, 203, 290], // divider
      [20, 50, 32, 53], // hyphen
      [40, 80, 90, 83], // underscore-like bar, 50 px
      [20, 120, 80, 180], // a solid logo block
      [250, 100, 256, 150], // a tall letter stem, 50 px
    ]);
    eraseRuleLines(px, w, 300);
    expect(inkAt(px, w, 201, 150)).toBe(false);
    expect(inkAt(px, w, 25, 51)).toBe(true);
    expect(inkAt(px, w, 60, 81)).toBe(true);
    expect(inkAt(px, w, 50, 150)).toBe(true);
    expect(inkAt(px, w, 253, 120)).toBe(true);
  });
});
