import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gaussianTaps, unsharpMaskInPlace } from '../../../lambdas/adapters/local/unsharp-mask';

/** A grey page with dark strokes of several widths and greys on a mottled light ground, like a photographed card. */
function photoLikePage(width: number, height: number): Uint8Array {
  const page = new Uint8Array(width * height);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31) * 16 - 8;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const stroke = (x % 23 < 2 + (y % 3) && y % 40 > 8) || (y % 40 === 20 && x % 97 < 60);
      const ink = 40 + ((x * 3) % 50);
      page[y * width + x] = Math.max(0, Math.min(255, Math.round((stroke ? ink : 215) + noise())));
    }
  }
  return page;
}

async function libvipsSharpen(page: Uint8Array, width: number, height: number, sigma: number) {
  return sharp(Buffer.from(page), { raw: { width, height, channels: 1 } })
    .sharpen({ sigma })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

describe('unsharp mask of photographed cards', () => {
  it('gives the page libvips sharpen gives, within one grey level', async () => {
    const [width, height] = [311, 157];
    const page = photoLikePage(width, height);
    const expected = await libvipsSharpen(page, width, height, 2);
    const sharpened = Uint8Array.from(page);
    unsharpMaskInPlace(sharpened, width, height, { sigma: 2 });

    let differing = 0;
    for (let index = 0; index < page.length; index++) {
      const difference = Math.abs(sharpened[index]! - expected[index]!);
      expect(difference).toBeLessThanOrEqual(1);
      if (difference > 0) differing++;
    }
    expect(differing / page.length).toBeLessThan(0.3);
    // and it did sharpen: most pixels of this page changed
    expect(sharpened.filter((value, index) => value !== page[index]).length / page.length).toBeGreaterThan(
      0.5,
    );
  });

  it('leaves a flat page as it is', () => {
    const page = new Uint8Array(64 * 32).fill(180);
    unsharpMaskInPlace(page, 64, 32, { sigma: 2 });
    expect(new Set(page)).toEqual(new Set([180]));
  });

  it('darkens the dark side of an edge and lightens the light side, darkening further than lightening', () => {
    const [width, height] = [40, 9];
    const page = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) page[y * width + x] = x < 20 ? 60 : 200;
    unsharpMaskInPlace(page, width, height, { sigma: 2 });
    const row = page.subarray(4 * width, 5 * width);
    expect(row[19]).toBeLessThan(60);
    expect(row[20]).toBeGreaterThan(200);
    expect(60 - row[19]!).toBeGreaterThan(row[20]! - 200);
    expect(row[0]).toBe(60);
    expect(row[39]).toBe(200);
  });

  it('cuts the Gaussian where it falls below a fifth of its peak, keeping that first tap', () => {
    expect(gaussianTaps(2)).toEqual([3, 6, 12, 18, 20, 18, 12, 6, 3]);
    expect(gaussianTaps(1)).toEqual([3, 12, 20, 12, 3]);
  });
});
