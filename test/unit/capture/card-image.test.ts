import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  findCard,
  growAlongInk,
  lineStrips,
  minContrastFor,
  noiseLevel,
  openMask,
  estimateSkew,
  skewOfPage,
  stretchContrast,
  tightenToInkRows,
  withoutLongRuns,
} from '../../../lambdas/adapters/local/card-image';

/** A grey test image with a few "words" (3-pixel strokes every 7 pixels, like letters) on a plain background. */
function page(
  w: number,
  h: number,
  words: [number, number, number, number][],
  bg = 230,
  ink = 40,
): Uint8Array {
  const px = new Uint8Array(w * h).fill(bg);
  for (const [x0, y0, x1, y1] of words) {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) if ((x - x0) % 7 < 3) px[y * w + x] = ink;
    }
  }
  return px;
}

/** A light card with dark bars, tilted, on a grainy mid-grey "table", as JPEG. */
async function photo(): Promise<Buffer> {
  const cardSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400">
    <rect width="700" height="400" fill="#f2f0ea"/>
    <rect x="60" y="80" width="300" height="30" fill="#222"/>
    <rect x="60" y="140" width="200" height="16" fill="#444"/>
    <rect x="60" y="300" width="420" height="14" fill="#333"/></svg>`;
  const card = await sharp(Buffer.from(cardSvg)).rotate(4, { background: '#6b5a48' }).png().toBuffer();
  const meta = await sharp(card).metadata();
  const W = 1100;
  const H = 760;
  const noise = Buffer.alloc(W * H * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 90 + ((i * 2654435761) >>> 27);
  return sharp(noise, { raw: { width: W, height: H, channels: 3 } })
    .composite([
      { input: card, left: Math.round((W - meta.width!) / 2), top: Math.round((H - meta.height!) / 2) },
    ])
    .jpeg({ quality: 75 })
    .toBuffer();
}

describe('card detection', () => {
  it('finds a card lying on a grainy background', async () => {
    const c = await findCard(await photo());
    expect(c.found).toBe(true);
    const share = c.mask.reduce((a, v) => a + v, 0) / (c.width * c.height);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.6);
    expect(c.bbox.x0).toBeGreaterThan(20);
    expect(c.bbox.x1).toBeLessThan(c.width - 20);
  });

  it('leaves a full-frame card (a scan) whole', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600">
      <rect width="1050" height="600" fill="#ffffff"/><rect x="80" y="100" width="400" height="40" fill="#111"/>
      <rect x="0" y="520" width="1050" height="80" fill="#1d3557"/></svg>`;
    const c = await findCard(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(c.found).toBe(false);
  });
});

describe('pixel helpers', () => {
  it('stretches the 1st–99th percentile range to full contrast', () => {
    const px = new Uint8Array(1000);
    for (let i = 0; i < px.length; i++) px[i] = 100 + (i % 50);
    stretchContrast(px);
    expect(Math.min(...px)).toBe(0);
    expect(Math.max(...px)).toBe(255);
  });

  it('measures grain and asks noisy pages for more ink contrast', () => {
    const flat = page(200, 100, [[20, 20, 60, 40]]);
    const grainy = Uint8Array.from(flat, (v, i) => Math.max(0, Math.min(255, v + ((i * 7919) % 9) - 4)));
    expect(noiseLevel(flat, 200, 100)).toBeLessThan(0.2);
    expect(noiseLevel(grainy, 200, 100)).toBeGreaterThan(1);
    expect(minContrastFor(0.2)).toBe(10);
    expect(minContrastFor(2)).toBe(20);
    expect(minContrastFor(9)).toBe(24);
  });

  it('widens a truncated line box along its ink, across small gaps only', () => {
    const w = 600;
    const grey = {
      width: w,
      height: 60,
      data: page(w, 60, [
        [20, 20, 120, 40],
        [130, 20, 300, 40],
        [500, 20, 560, 40],
      ]),
    };
    const grown = growAlongInk(grey, { x0: 20, y0: 20, x1: 120, y1: 40 });
    expect(grown.x0).toBe(20);
    expect(grown.x1).toBeGreaterThanOrEqual(295);
    expect(grown.x1).toBeLessThan(500);
  });

  it('stacks line strips with their placement, dark text on white', async () => {
    const w = 400;
    const data = page(w, 200, [[10, 10, 200, 30]], 230, 40);
    // a light-on-dark band
    for (let y = 100; y < 160; y++) {
      for (let x = 0; x < w; x++) {
        data[y * w + x] = y >= 120 && y < 140 && x > 20 && x < 300 && x % 7 < 3 ? 220 : 30;
      }
    }
    const { image, offsets } = await lineStrips({ width: w, height: 200, data }, [
      { x0: 10, y0: 10, x1: 200, y1: 30 },
      { x0: 21, y0: 120, x1: 300, y1: 140 },
    ]);
    expect(offsets).toHaveLength(2);
    expect(offsets[1]!.top).toBeGreaterThan(offsets[0]!.bottom);
    const { data: out, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
    // the middle of each strip's text is dark, its margin light (the dark band was inverted)
    for (const o of offsets) {
      const midY = Math.round((o.top + o.bottom) / 2);
      const row = [...out.subarray(midY * info.width + o.left + 40, midY * info.width + o.left + 120)];
      expect(Math.min(...row)).toBeLessThan(100);
      expect(out[(o.top + 1) * info.width + 2]!).toBeGreaterThan(200);
    }
  });
});

describe('line strips cut to black and white', () => {
  it('cuts a strip on a mottled grey ground at the middle of its range', async () => {
    const w = 300;
    // print (grey 40) on a ground that wanders between 170 and 240
    const data = new Uint8Array(w * 60).map((_, i) => 170 + ((i * 37) % 71));
    for (let y = 20; y < 40; y++) for (let x = 30; x < 270; x++) if (x % 6 < 2) data[y * w + x] = 40;
    const box = { x0: 30, y0: 20, x1: 270, y1: 40 };
    const read = async (binarise: boolean): Promise<Set<number>> => {
      const { image } = await lineStrips({ width: w, height: 60, data }, [box], 40, { binarise });
      const { data: out } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
      return new Set(out);
    };
    expect([...(await read(true))].sort((a, b) => a - b)).toEqual([0, 255]);
    // (as it is, the strip keeps its greys)
    expect((await read(false)).size).toBeGreaterThan(2);
  });
});

describe('the tilt of a page', () => {
  /** Ink samples taken the way cleanPage takes them (every 4th column, every 2nd row). */
  function samples(out: Uint8Array, w: number, h: number): [Int32Array, Int32Array] {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let y = 0; y < h; y += 2) {
      for (let x = 0; x < w; x += 4) {
        if (out[y * w + x]! === 255) continue;
        xs.push(x);
        ys.push(y);
      }
    }
    return [Int32Array.from(xs), Int32Array.from(ys)];
  }

  /** Six lines of letter-like strokes tilted by `deg`, and optionally level stripes across the whole page. */
  function tiltedText(deg: number, stripes: boolean, w = 1000, h = 600): Uint8Array {
    const out = new Uint8Array(w * h).fill(255);
    const t = Math.tan((deg * Math.PI) / 180);
    for (let line = 0; line < 6; line++) {
      for (let x = 150; x < 850; x++) {
        if (x % 9 >= 4) continue;
        for (let dy = 0; dy < 14; dy++) {
          const y = Math.round(120 + line * 60 + dy + (x - 500) * t);
          if (y >= 0 && y < h) out[y * w + x] = 0;
        }
      }
    }
    if (stripes)
      for (let y = 10; y < h; y += 24) for (let x = 0; x < w; x++) out[y * w + x] = out[(y + 1) * w + x] = 0;
    return out;
  }

  it('follows the text, not level stripes behind it', () => {
    const out = tiltedText(4, true);
    const [xs, ys] = samples(out, 1000, 600);
    expect(estimateSkew(xs, ys, 600, 1000)).toBe(0); // the stripes outvote the text
    expect(skewOfPage(out, 1000, 600, xs, ys)).toBeCloseTo(4, 0);
  });

  it('keeps the estimate of all ink when the long runs agree with the text', () => {
    const out = tiltedText(0, true);
    const [xs, ys] = samples(out, 1000, 600);
    expect(skewOfPage(out, 1000, 600, xs, ys)).toBe(0);
    const [onlyText] = withoutLongRuns(out, 1000, xs, ys);
    expect(onlyText.length).toBeLessThan(xs.length);
  });

  it('follows the text over ruled paper cut into dashes too short to be long runs', () => {
    const w = 1000;
    const h = 600;
    const out = tiltedText(4, false, w, h);
    // level rules two pixels thick every 24 rows, broken into dashes of 40 pixels (the cleaning leaves them so)
    for (let y = 10; y < h - 1; y += 24)
      for (let x = 0; x < w; x++) if (x % 60 < 40) out[y * w + x] = out[(y + 1) * w + x] = 0;
    const [xs, ys] = samples(out, w, h);
    expect(estimateSkew(xs, ys, h, w)).toBe(0); // the dashes outvote the text
    expect(withoutLongRuns(out, w, xs, ys)[0].length).toBe(xs.length); // and none is a long run
    expect(skewOfPage(out, w, h, xs, ys)).toBeCloseTo(4, 0);
    // text alone keeps its own estimate
    const plain = tiltedText(4, false, w, h);
    expect(skewOfPage(plain, w, h, ...samples(plain, w, h))).toBeCloseTo(4, 0);
  });
});

describe('line boxes drawn round a band', () => {
  it('narrows a box to the rows of its letters, leaving out the band edges above and below', () => {
    const w = 400;
    // a card above (light), a darker band from row 40 to 110, small print in rows 70 to 84 of the band
    const data = new Uint8Array(w * 150).fill(235);
    for (let y = 40; y < 110; y++) for (let x = 0; x < w; x++) data[y * w + x] = 150;
    for (let y = 70; y < 84; y++) for (let x = 20; x < 380; x++) if (x % 7 < 3) data[y * w + x] = 250;
    const box = tightenToInkRows({ data, width: w, height: 150 }, { x0: 10, y0: 30, x1: 390, y1: 120 });
    expect(box.x0).toBe(10);
    expect(box.x1).toBe(390);
    expect(box.y0).toBeGreaterThanOrEqual(60);
    expect(box.y0).toBeLessThanOrEqual(70);
    expect(box.y1).toBeGreaterThanOrEqual(84);
    expect(box.y1).toBeLessThanOrEqual(94);
  });

  it("finds the letters' rows inside the box it is given, not in a denser line its margin takes in", () => {
    const w = 400;
    const data = new Uint8Array(w * 150).fill(235);
    // a short number in rows 40 to 60, and the top of a long line below from row 70
    for (let y = 40; y < 60; y++) for (let x = 20; x < 120; x++) if (x % 9 < 3) data[y * w + x] = 40;
    for (let y = 70; y < 90; y++) for (let x = 20; x < 390; x++) if (x % 5 < 2) data[y * w + x] = 40;
    const grey = { data, width: w, height: 150 };
    const own = { x0: 10, y0: 38, x1: 390, y1: 62 };
    const box = tightenToInkRows(grey, { ...own, y0: 30, y1: 76 }, undefined, own);
    expect(box.y0).toBeLessThanOrEqual(40);
    expect(box.y1).toBeGreaterThanOrEqual(60);
    expect(box.y1).toBeLessThan(70);
  });
});

describe('opening a card mask', () => {
  /** A w × h mask with the given rectangles [x0, y0, x1, y1) set. */
  const mask = (w: number, h: number, ...rects: [number, number, number, number][]): Uint8Array => {
    const m = new Uint8Array(w * h);
    for (const [x0, y0, x1, y1] of rects)
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * w + x] = 1;
    return m;
  };

  it('cuts a band thinner than the radius off the card and keeps the card whole', () => {
    // a card (10-40 × 10-30) with a band 2 px tall running from it to the right edge
    const m = mask(60, 40, [10, 10, 40, 30], [40, 18, 60, 20]);
    openMask(m, 60, 40, 3);
    expect(m).toEqual(mask(60, 40, [10, 10, 40, 30]));
  });

  it('clears a region that touches the border within the radius, as if the border were background', () => {
    const m = mask(30, 30, [0, 0, 30, 30]);
    openMask(m, 30, 30, 2);
    // eroded from the border by 2, then grown back by 2: everything reached from the kept core
    expect(m).toEqual(mask(30, 30, [0, 0, 30, 30]));
    const thin = mask(30, 30, [0, 0, 4, 30]);
    openMask(thin, 30, 30, 2);
    expect(thin.some(Boolean)).toBe(false);
  });
});
