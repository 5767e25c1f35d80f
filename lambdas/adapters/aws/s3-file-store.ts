import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from '../../ports/file-store';
import { AppError } from '../../shared/errors';

/** Uploads bucket: presigned PUTs sign content-type and content-length, so the browser can send nothing else. */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async createUploadUrl(options: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }) {
    const url = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: options.key,
        ContentType: options.contentType,
        ContentLength: options.size,
      }),
      { expiresIn: options.expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
    );
    return { url, headers: { 'content-type': options.contentType } };
  }

  async read(key: string, { maxBytes }: { maxBytes: number }) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if ((object.ContentLength ?? 0) > maxBytes) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
        );
      }
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      if (bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
      return { bytes, contentType: object.ContentType ?? null };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
