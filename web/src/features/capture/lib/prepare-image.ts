import { CaptureError } from './capture-error';
import {
  downscaleSize,
  JPEG_QUALITY,
  jpegOrientation,
  needsReencode,
  sniffImageType,
  type Size,
} from './image';

export interface PreparedImage {
  blob: Blob;
  /** The upload's content type (what the bytes are). */
  contentType: string;
  width: number;
  height: number;
  reencoded: boolean;
}

interface Decoded extends Size {
  source: CanvasImageSource;
  close(): void;
}

/** Decodes upright: createImageBitmap applies the EXIF orientation; older browsers fall back to <img>. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Fall through: some browsers reject the options or the format here but can still show it in an <img>.
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

async function drawAsJpeg(image: Decoded, size: Size): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#ffffff'; // transparent PNGs would otherwise turn black in JPEG
      context.fillRect(0, 0, size.width, size.height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.source, 0, 0, size.width, size.height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new CaptureError('unreadable-image');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CaptureError('unreadable-image'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/**
 * Checks that the file is an image by its bytes, then downscales it to at most 2000 px on the longest side as
 * JPEG (upright, whatever the EXIF orientation). A photo that is already small goes as it is.
 */
export async function prepareCardImage(file: Blob): Promise<PreparedImage> {
  const head = new Uint8Array(await file.slice(0, 128 * 1024).arrayBuffer());
  const sniffed = sniffImageType(head);
  if (!sniffed) throw new CaptureError('not-image');
  let image: Decoded;
  try {
    image = await decode(file);
  } catch {
    throw new CaptureError('unreadable-image');
  }
  try {
    const orientation = sniffed === 'image/jpeg' ? jpegOrientation(head) : 1;
    if (!needsReencode(sniffed, file.size, image, orientation)) {
      return { blob: file, contentType: sniffed, width: image.width, height: image.height, reencoded: false };
    }
    const size = downscaleSize(image.width, image.height);
    const blob = await drawAsJpeg(image, size);
    return { blob, contentType: 'image/jpeg', width: size.width, height: size.height, reencoded: true };
  } finally {
    image.close();
  }
}
