/** Pure helpers for preparing a card photo in the browser before upload. */

/** The longest side we upload: plenty for OCR, and a 12 MP phone photo shrinks to well under 1 MB. */
export const MAX_IMAGE_SIDE = 2000;
export const JPEG_QUALITY = 0.9;
/** Photos we can upload untouched when they are already small enough (the server takes these types). */
export const UPLOADABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An untouched upload above this size is re-encoded anyway, to keep uploads quick on a phone connection. */
export const PASS_THROUGH_MAX_BYTES = 4 * 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: the longest side at most `maxSide`, proportions kept, never upscaled. */
export function downscaleSize(
  width: number,
  height: number,
  maxSide = MAX_IMAGE_SIDE,
): Size & { scaled: boolean } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('The image has no size');
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height, scaled: false };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scaled: true,
  };
}

/**
 * Whether the photo must be redrawn (downscaled and re-encoded as JPEG) before upload. A small JPEG, PNG or WebP
 * goes as it is, so a sharp PNG scan keeps every pixel; anything large or of another type (HEIC, GIF, BMP) is
 * redrawn, and so is a photo whose EXIF orientation says it is stored rotated. `sniffed` is the type read from the
 * file's bytes; `size` is the decoded (upright) size.
 */
export function needsReencode(
  sniffed: SniffedImageType,
  bytes: number,
  size: Size,
  orientation = 1,
  maxSide = MAX_IMAGE_SIDE,
): boolean {
  if (!(UPLOADABLE_IMAGE_TYPES as readonly string[]).includes(sniffed)) return true;
  if (bytes > PASS_THROUGH_MAX_BYTES || orientation !== 1) return true;
  return downscaleSize(size.width, size.height, maxSide).scaled;
}

export type SniffedImageType =
  'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/bmp' | 'image/heic' | 'image/avif';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The image type from the file's first bytes (its content, not its name or the type the OS guessed); null when
 * it is not an image we know.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89 && bytes[4] === 0x0d)
    return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'image/gif';
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return 'image/bmp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

/**
 * The EXIF orientation (1–8) of a JPEG from its first bytes; 1 when there is none. A photo taken sideways is
 * stored sideways with orientation 6 or 8; browsers apply it when decoding, so we redraw such photos rather
 * than rely on the server reading the tag.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= bytes.length && ascii(bytes, offset + 4, 6) === 'Exif\0\0') {
      return tiffOrientation(view, offset + 10, Math.min(bytes.length, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

function tiffOrientation(view: DataView, tiff: number, end: number): number {
  if (tiff + 8 > end) return 1;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
