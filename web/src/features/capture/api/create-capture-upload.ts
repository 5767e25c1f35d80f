import {
  captureUploadSchema,
  type CaptureUpload,
  type CreateCaptureUploadRequest,
} from '@contracts/captures';
import { apiRequest } from '@/lib/api-client';

/** Asks for a presigned upload of a card photo or a voice note (the file itself goes straight to storage). */
export function createCaptureUpload(request: CreateCaptureUploadRequest): Promise<CaptureUpload> {
  return apiRequest('/api/captures/uploads', captureUploadSchema, { method: 'POST', body: request });
}
