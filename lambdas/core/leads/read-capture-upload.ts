import type { FileStore } from '../../ports/file-store';
import { AppError } from '../../shared/errors';
import { captureUploadPrefix } from './create-capture-upload';
import { sniffFileType, type SniffedType } from './sniff-file-type';

export interface ReadCaptureUploadOptions {
  userId: string;
  key: string;
  maxBytes: number;
  accept: (type: SniffedType | null) => boolean;
  /** Named in the error when the content is not what the call expects, e.g. "a JPEG, PNG or WebP photo". */
  expected: string;
  files: FileStore;
}

/** Reads an upload the user made for a capture, re-checking owner, size and content on arrival. */
export async function readCaptureUpload({
  userId,
  key,
  maxBytes,
  accept,
  expected,
  files,
}: ReadCaptureUploadOptions) {
  // Another user's key is answered like a missing one: nothing tells whether it exists.
  if (!key.startsWith(captureUploadPrefix(userId)))
    throw new AppError('NOT_FOUND', 'Upload not found: upload the file first');
  const file = await files.read(key, { maxBytes });
  if (!file) throw new AppError('NOT_FOUND', 'Upload not found: upload the file first');
  const type = sniffFileType(file.bytes);
  if (!accept(type)) {
    await files.delete(key).catch(() => undefined);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This file is not ${expected}`);
  }
  return { bytes: file.bytes, type: type as SniffedType };
}
