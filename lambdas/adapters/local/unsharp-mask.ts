/**
 * The unsharp mask libvips' `sharpen` applies (the one sharp's `.sharpen({ sigma })` calls), done in JS on a grey
 * page. libvips converts the page to LabS and back around it, and that round trip cost more than the sharpening:
 * on stand-in photos the libvips call took about 130 ms of the page's preparation, this about 70 ms. The steps and
 * defaults are libvips', so the page tesseract reads is the same within one grey level:
 * 1. lightness L* of each grey level (sRGB gamma undone, then the CIE L* curve), in LabS units (100 L* = 32767);
 * 2. a separable Gaussian blur of L* with integer taps, cut where the Gaussian falls below a fifth of its peak;
 * 3. the detail (L* less its blur) passed through a cored gain curve: slope m1 within ±x1 L*, slope m2 beyond,
 *    brightening at most y2 and darkening at most y3 L*, added back to L*;
 * 4. back to a grey level.
 */
import type { RowBand } from './page-rows';

/** sharp's defaults: gentle in flat areas, twice the detail at edges, darkening allowed twice as far as brightening. */
export interface UnsharpOptions {
  sigma: number;
  m1?: number;
  m2?: number;
  x1?: number;
  y2?: number;
  y3?: number;
}

const LABS_MAX = 32767;
const LABS_PER_L = LABS_MAX / 100;

const srgbToLinear = (value: number) =>
  value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
const linearToSrgb = (value: number) =>
  value <= 0.0031308 ? value * 12.92 : 1.055 * Math.pow(value, 1 / 2.4) - 0.055;

const CIE_EPSILON = 216 / 24389;
const CIE_KAPPA = 24389 / 27;
const lightnessOf = (luminance: number) =>
  luminance > CIE_EPSILON ? 116 * Math.cbrt(luminance) - 16 : CIE_KAPPA * luminance;
const luminanceOf = (lightness: number) =>
  lightness > CIE_KAPPA * CIE_EPSILON ? Math.pow((lightness + 16) / 116, 3) : lightness / CIE_KAPPA;

/** LabS lightness of each grey level (truncated, as libvips stores it: all 256 levels match). */
const LIGHTNESS_OF_GREY = Int32Array.from({ length: 256 }, (_, grey) =>
  Math.trunc(lightnessOf(srgbToLinear(grey / 255)) * LABS_PER_L),
);

/** Grey level of each LabS lightness. */
const GREY_OF_LIGHTNESS = Uint8Array.from({ length: LABS_MAX + 1 }, (_, labs) =>
  Math.round(255 * linearToSrgb(luminanceOf(labs / LABS_PER_L))),
);

/**
 * Integer Gaussian taps (peak 20) out to the first distance where the Gaussian falls below a fifth of its peak
 * (libvips 8.18 keeps that tap too; its output matches within one grey level only with it).
 */
export function gaussianTaps(sigma: number): number[] {
  const twoSigmaSquared = 2 * sigma * sigma;
  let radius = 0;
  while (radius < 8 * sigma && Math.exp(-(radius * radius) / twoSigmaSquared) >= 0.2) radius++;
  return Array.from({ length: 2 * radius + 1 }, (_, index) =>
    Math.round(20 * Math.exp(-((index - radius) ** 2) / twoSigmaSquared)),
  );
}

/** The gain tables made so far, by their curve's parameters (every photo uses the same one). */
const gainTables = new Map<string, Int32Array>();

/** What is added to L* (in LabS units) for each detail value from -32768 to 32767, at index detail + 32768. */
function detailGain({ m1 = 1, m2 = 2, x1 = 2, y2 = 10, y3 = 20 }: UnsharpOptions): Int32Array {
  const key = [m1, m2, x1, y2, y3].join();
  const made = gainTables.get(key);
  if (made) return made;
  const gain = new Int32Array(65536);
  for (let index = 0; index < gain.length; index++) {
    const detail = (index - 32768) / LABS_PER_L;
    let added =
      detail < -x1 ? (detail + x1) * m2 - x1 * m1 : detail < x1 ? detail * m1 : (detail - x1) * m2 + x1 * m1;
    added = Math.min(y2, Math.max(-y3, added));
    gain[index] = Math.round(added * LABS_PER_L);
  }
  gainTables.set(key, gain);
  return gain;
}

/** Sharpens a one-channel page of `width` × `height` grey levels in place. */
export function unsharpMaskInPlace(
  grey: Uint8Array,
  width: number,
  height: number,
  options: UnsharpOptions,
): void {
  const sharpened = new Uint8Array(width * height);
  unsharpMaskRows(grey, sharpened, width, height, options, { from: 0, to: height });
  grey.set(sharpened);
}

/**
 * Rows [`rows.from`, `rows.to`) of the sharpened page written into `out`; `grey` is only read (the rows a blur
 * reaches beyond the band, too), so two bands of one page can be sharpened side by side.
 */
export function unsharpMaskRows(
  grey: Uint8Array,
  out: Uint8Array,
  width: number,
  height: number,
  options: UnsharpOptions,
  rows: RowBand,
): void {
  const taps = gaussianTaps(options.sigma);
  const radius = (taps.length - 1) / 2;
  const scale = taps.reduce((sum, tap) => sum + tap, 0);
  const halfScale = scale >> 1;
  const gain = detailGain(options);
  // the band and the rows its blur reaches; indices below are relative to `first`
  const first = Math.max(0, rows.from - radius);
  const last = Math.min(height, rows.to + radius);
  const start = first * width;
  const pixels = (last - first) * width;

  const lightness = new Int32Array(pixels);
  for (let index = 0; index < pixels; index++) lightness[index] = LIGHTNESS_OF_GREY[grey[start + index]!]!;

  // Each pass rounds its sum, as libvips' integer convolution does; borders repeat the edge pixel. The taps are
  // symmetric, so each weight multiplies the sum of its two pixels.
  const across = new Int32Array(pixels);
  const weights = Int32Array.from(taps.slice(radius));
  for (let y = first; y < last; y++) {
    const row = (y - first) * width;
    for (let x = 0; x < width; x++) {
      const at = row + x;
      let sum = weights[0]! * lightness[at]!;
      if (x >= radius && x < width - radius) {
        for (let offset = 1; offset <= radius; offset++) {
          sum += weights[offset]! * (lightness[at - offset]! + lightness[at + offset]!);
        }
      } else {
        for (let offset = 1; offset <= radius; offset++) {
          const left = row + Math.max(0, x - offset);
          const right = row + Math.min(width - 1, x + offset);
          sum += weights[offset]! * (lightness[left]! + lightness[right]!);
        }
      }
      across[at] = ((sum + halfScale) / scale) | 0;
    }
  }

  const column = new Int32Array(width);
  for (let y = rows.from; y < rows.to; y++) {
    const row = (y - first) * width;
    const centre = weights[0]!;
    for (let x = 0; x < width; x++) column[x] = centre * across[row + x]!;
    for (let offset = 1; offset <= radius; offset++) {
      const above = (Math.max(0, y - offset) - first) * width;
      const below = (Math.min(height - 1, y + offset) - first) * width;
      const weight = weights[offset]!;
      for (let x = 0; x < width; x++)
        column[x] = column[x]! + weight * (across[above + x]! + across[below + x]!);
    }
    for (let x = 0; x < width; x++) {
      const own = lightness[row + x]!;
      const blurred = ((column[x]! + halfScale) / scale) | 0;
      const sharpened = own + gain[own - blurred + 32768]!;
      out[y * width + x] =
        GREY_OF_LIGHTNESS[sharpened < 0 ? 0 : sharpened > LABS_MAX ? LABS_MAX : sharpened]!;
    }
  }
}
