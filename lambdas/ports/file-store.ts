/** Private object storage for uploads (S3 on AWS, the verifying S3 emulator locally). */
export interface FileStore {
  /** A URL the browser can PUT exactly one object to: the content type and length are part of the signature. */
  createUploadUrl(options: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<{ url: string; headers: Record<string, string> }>;
  /** The object's bytes, or null when there is no such object. Refuses objects above `maxBytes`. */
  read(
    key: string,
    options: { maxBytes: number },
  ): Promise<{ bytes: Buffer; contentType: string | null } | null>;
  delete(key: string): Promise<void>;
}
