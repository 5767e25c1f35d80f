import { describe, expect, it } from 'vitest';
import {
  downscaleSize,
  jpegOrientation,
  MAX_IMAGE_SIDE,
  needsReencode,
  PASS_THROUGH_MAX_BYTES,
  sniffImageType,
} from '../../../web/src/features/capture/lib/image';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));

describe('downscale size (longest side at most 2000 px, proportions kept)', () => {
  it('leaves an image that already fits alone', () => {
    expect(downscaleSize(1200, 800)).toEqual({ width: 1200, height: 800, scaled: false });
    expect(downscaleSize(2000, 2000)).toEqual({ width: 2000, height: 2000, scaled: false });
  });

  it('shrinks a 12 MP landscape phone photo', () => {
    expect(downscaleSize(4032, 3024)).toEqual({ width: 2000, height: 1500, scaled: true });
  });

  it('shrinks a portrait photo by its height', () => {
    expect(downscaleSize(3024, 4032)).toEqual({ width: 1500, height: 2000, scaled: true });
  });

  it('rounds to whole pixels and never reaches zero', () => {
    expect(downscaleSize(4001, 3001)).toEqual({ width: 2000, height: 1500, scaled: true });
    expect(downscaleSize(100_000, 10)).toEqual({ width: 2000, height: 1, scaled: true });
  });

  it('takes another limit', () => {
    expect(downscaleSize(3000, 1000, 1500)).toEqual({ width: 1500, height: 500, scaled: true });
  });

  it('refuses an image without a size', () => {
    expect(() => downscaleSize(0, 100)).toThrow(RangeError);
    expect(() => downscaleSize(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('whether to redraw before upload', () => {
  const small = { width: 1000, height: 600 };
  it('sends a small JPEG, PNG or WebP as it is', () => {
    expect(needsReencode('image/png', 300_000, small)).toBe(false);
    expect(needsReencode('image/jpeg', 300_000, small)).toBe(false);
    expect(needsReencode('image/webp', 300_000, small)).toBe(false);
  });
  it('redraws anything larger than 2000 px', () => {
    expect(needsReencode('image/jpeg', 300_000, { width: MAX_IMAGE_SIDE + 1, height: 10 })).toBe(true);
  });
  it('redraws a heavy file even when its size in pixels fits', () => {
    expect(needsReencode('image/png', PASS_THROUGH_MAX_BYTES + 1, small)).toBe(true);
  });
  it('redraws types the server does not take (HEIC, GIF, BMP, AVIF)', () => {
    for (const type of ['image/heic', 'image/gif', 'image/bmp', 'image/avif'] as const) {
      expect(needsReencode(type, 1000, small)).toBe(true);
    }
  });
  it('redraws a JPEG stored rotated (EXIF orientation other than 1)', () => {
    expect(needsReencode('image/jpeg', 300_000, small, 6)).toBe(true);
    expect(needsReencode('image/jpeg', 300_000, small, 1)).toBe(false);
  });
});

describe('image type by content, not by name', () => {
  it('recognises JPEG, PNG, WebP, GIF, BMP, HEIC and AVIF', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, ...text('PNG'), 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(...text('RIFF'), 1, 2, 3, 4, ...text('WEBPVP8 ')))).toBe('image/webp');
    expect(sniffImageType(bytes(...text('GIF89a')))).toBe('image/gif');
    expect(sniffImageType(bytes(...text('BM'), 0, 0))).toBe('image/bmp');
    expect(sniffImageType(bytes(0, 0, 0, 0x18, ...text('ftypheic')))).toBe('image/heic');
    expect(sniffImageType(bytes(0, 0, 0, 0x18, ...text('ftypavif')))).toBe('image/avif');
  });
  it('rejects a PDF, text, an MP4 video and an empty file', () => {
    expect(sniffImageType(bytes(...text('%PDF-1.7')))).toBeNull();
    expect(sniffImageType(bytes(...text('Jane Doe, CEO')))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 0x18, ...text('ftypmp42')))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

/** A JPEG with an APP1 Exif segment whose IFD0 has one Orientation entry. */
function jpegWithOrientation(orientation: number, littleEndian: boolean): Uint8Array {
  const tiff: number[] = [];
  const u16 = (value: number) => (littleEndian ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) =>
    littleEndian
      ? [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]
      : [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  tiff.push(...(littleEndian ? text('II') : text('MM')), ...u16(42), ...u32(8));
  tiff.push(...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0, ...u32(0));
  const app1 = [...text('Exif'), 0, 0, ...tiff];
  const length = app1.length + 2;
  return bytes(0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, 0xff, 0xda, 0, 2);
}

describe('JPEG EXIF orientation', () => {
  it('reads it in both byte orders', () => {
    expect(jpegOrientation(jpegWithOrientation(6, true))).toBe(6);
    expect(jpegOrientation(jpegWithOrientation(8, false))).toBe(8);
    expect(jpegOrientation(jpegWithOrientation(1, true))).toBe(1);
  });
  it('is 1 without EXIF, after a JFIF segment, or for data that is not a JPEG', () => {
    expect(jpegOrientation(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda))).toBe(1);
    expect(jpegOrientation(bytes(0x89, 0x50, 0x4e, 0x47))).toBe(1);
    expect(jpegOrientation(bytes())).toBe(1);
  });
  it('finds the Exif segment after a JFIF one and ignores an out-of-range value', () => {
    const exif = jpegWithOrientation(3, true).slice(2);
    expect(jpegOrientation(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, ...exif))).toBe(3);
    expect(jpegOrientation(jpegWithOrientation(42, true))).toBe(1);
  });
  it('survives a truncated header', () => {
    expect(jpegOrientation(jpegWithOrientation(6, true).slice(0, 20))).toBe(1);
  });
});
