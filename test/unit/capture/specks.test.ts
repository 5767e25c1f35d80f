import { describe, expect, it } from 'vitest';
import {
  eraseGrain,
  eraseSpecks,
  MAX_COARSE_GRAIN_AREA,
  MIN_SPECKS,
} from '../../../lambdas/adapters/local/specks';

/** A white page with ink (grey 40) at the given points. */
function page(w: number, h: number, ink: [number, number][]): Uint8Array {
  const px = new Uint8Array(w * h).fill(255);
  for (const [x, y] of ink) px[y * w + x] = 40;
  return px;
}

describe('eraseSpecks', () => {
  it('erases islands of ink of up to eight pixels and keeps larger ones whole', () => {
    // grain left as two pixels, and as a clump of eight
    const speck: [number, number][] = [
      [1, 1],
      [2, 1],
    ];
    const clump: [number, number][] = [15, 16, 17, 18].flatMap((x) =>
      [15, 16].map((y): [number, number] => [x, y]),
    );
    // a full stop of small print: 3 × 3 pixels
    const stop: [number, number][] = [10, 11, 12].flatMap((x) =>
      [10, 11, 12].map((y): [number, number] => [x, y]),
    );
    const px = page(20, 20, [...speck, ...clump, ...stop]);
    expect(eraseSpecks(px, 20, 20)).toBe(2);
    expect([...speck, ...clump].every(([x, y]) => px[y * 20 + x] === 255)).toBe(true);
    expect(stop.every(([x, y]) => px[y * 20 + x] === 40)).toBe(true);
  });

  it('erases specks only on a page that holds at least the fewest asked for, and counts them either way', () => {
    const specks: [number, number][] = [
      [1, 1],
      [5, 5],
      [9, 9],
    ];
    const few = page(12, 12, specks);
    expect(eraseSpecks(few, 12, 12, { minSpecks: 4 })).toBe(3);
    expect(specks.every(([x, y]) => few[y * 12 + x] === 40)).toBe(true);
    const enough = page(12, 12, specks);
    expect(eraseSpecks(enough, 12, 12, { minSpecks: 3 })).toBe(3);
    expect([...enough].every((v) => v === 255)).toBe(true);
  });

  it('counts pixels touching at a corner as one island', () => {
    // a thin slanted stroke of nine pixels is no speck, though no two of its pixels share a side
    const stroke: [number, number][] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k): [number, number] => [
      k + 1,
      k + 1,
    ]);
    const px = page(12, 12, stroke);
    expect(eraseSpecks(px, 12, 12)).toBe(0);
    expect(stroke.every(([x, y]) => px[y * 12 + x] === 40)).toBe(true);
  });

  it('takes any pixel darker than white for ink, to the edges of the page', () => {
    const px = page(6, 4, []);
    px[0] = 254;
    px[6 * 4 - 1] = 200;
    expect(eraseSpecks(px, 6, 4)).toBe(2);
    expect([...px].every((v) => v === 255)).toBe(true);
  });
});

describe('eraseGrain', () => {
  /**
   * A page of cells 10 pixels square, each holding a 2 × 2 speck and, when asked, a 4 × 4 island of coarser grain
   * apart from it, with a letter of small print (6 × 8 pixels) below them.
   */
  function grainy(cells: number, coarse: boolean): { px: Uint8Array; w: number; letter: [number, number][] } {
    const w = 10 * 100;
    const h = 10 * Math.ceil(cells / 100) + 16;
    const ink: [number, number][] = [];
    const square = (x: number, y: number, size: number): void => {
      for (let dx = 0; dx < size; dx++) for (let dy = 0; dy < size; dy++) ink.push([x + dx, y + dy]);
    };
    for (let k = 0; k < cells; k++) {
      const x = (k % 100) * 10;
      const y = Math.floor(k / 100) * 10;
      square(x, y, 2);
      if (coarse) square(x + 4, y + 4, 4);
    }
    const letter: [number, number][] = [0, 1, 2, 3, 4, 5].flatMap((x) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((y): [number, number] => [x + 10, h - 9 + y]),
    );
    return { px: page(w, h, [...ink, ...letter]), w, letter };
  }
  const inkLeft = (px: Uint8Array): number => px.filter((v) => v < 255).length;

  it('erases the coarse grain too of a page that had thousands of specks, and keeps its print', () => {
    expect(16).toBeLessThanOrEqual(MAX_COARSE_GRAIN_AREA);
    const { px, w, letter } = grainy(MIN_SPECKS, true);
    eraseGrain(px, w, px.length / w);
    expect(inkLeft(px)).toBe(letter.length);
    expect(letter.every(([x, y]) => px[y * w + x] === 40)).toBe(true);
  });

  it('leaves islands larger than specks on a page with fewer specks than that', () => {
    const { px, w } = grainy(MIN_SPECKS - 1, true);
    const before = inkLeft(px);
    eraseGrain(px, w, px.length / w);
    expect(inkLeft(px)).toBe(before);
  });
});
