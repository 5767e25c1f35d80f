import type { CaptureUpload, CapturePurpose } from '@contracts/captures';
import { CaptureError } from '../lib/capture-error';
import { createCaptureUpload } from './create-capture-upload';

/**
 * PUTs the bytes to the presigned URL with exactly the signed headers. Cross-origin, without credentials: the
 * URL carries the signature. The browser sets content-length from the body, which must be the declared size.
 */
export async function uploadCaptureFile(upload: CaptureUpload, body: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(upload.uploadUrl, {
      method: upload.method,
      headers: upload.headers,
      body,
      credentials: 'omit',
      mode: 'cors',
    });
  } catch (error) {
    throw new CaptureError('upload-network', error instanceof Error ? error.message : undefined);
  }
  if (!response.ok) throw new CaptureError('upload-refused', `Storage answered HTTP ${response.status}`);
}

/** Asks for a presigned upload, sends the bytes, and returns the key to name in the capture call. */
export async function uploadCapture(
  purpose: CapturePurpose,
  body: Blob,
  contentType: string,
): Promise<string> {
  const upload = await createCaptureUpload({ purpose, contentType, size: body.size });
  await uploadCaptureFile(upload, body);
  return upload.key;
}
