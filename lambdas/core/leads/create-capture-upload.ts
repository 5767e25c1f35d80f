import { CAPTURE_UPLOAD_LIMITS, type CreateCaptureUploadRequest } from '../../contracts/captures';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/system';

export interface CreateCaptureUploadOptions {
  userId: string;
  request: CreateCaptureUploadRequest;
  files: FileStore;
  ids: IdGenerator;
}

const UPLOAD_URL_SECONDS = 300;

/** Upload keys live under the user's own prefix; tmp/ objects are removed by the bucket's lifecycle rule. */
export const captureUploadPrefix = (userId: string) => `tmp/captures/${userId}/`;

export async function createCaptureUpload({ userId, request, files, ids }: CreateCaptureUploadOptions) {
  const key = `${captureUploadPrefix(userId)}${ids.next()}`;
  const limits = CAPTURE_UPLOAD_LIMITS[request.purpose];
  const size = Math.min(request.size, limits.maxBytes);
  const { url, headers } = await files.createUploadUrl({
    key,
    contentType: request.contentType,
    size,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { key, uploadUrl: url, method: 'PUT' as const, headers, expiresInSeconds: UPLOAD_URL_SECONDS };
}
