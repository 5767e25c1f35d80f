import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { captureUploadSchema } from '../../lambdas/contracts/captures';
import { repoRoot } from '../../bin/local/stack';
import type { apiClient } from './local-stack';

export const fixturesDir = resolve(process.env.LEADROUTE_FIXTURES ?? join(repoRoot, '../shared/fixtures'));

export const readFixture = (...parts: string[]) => readFile(join(fixturesDir, ...parts));

/** Uploads bytes the way the browser does: ask for a presigned URL, then PUT exactly what was declared. */
export async function uploadForCapture(
  api: ReturnType<typeof apiClient>,
  purpose: 'card-image' | 'voice',
  contentType: string,
  bytes: Buffer,
): Promise<string> {
  const response = await api('/api/captures/uploads', {
    method: 'POST',
    body: { purpose, contentType, size: bytes.length },
  });
  if (response.status !== 201) throw new Error(`upload URL refused: ${response.status} ${response.text}`);
  const upload = captureUploadSchema.parse(response.json);
  const put = await fetch(upload.uploadUrl, {
    method: 'PUT',
    headers: upload.headers,
    body: new Uint8Array(bytes),
  });
  if (put.status !== 200) throw new Error(`upload refused: ${put.status} ${await put.text()}`);
  return upload.key;
}
