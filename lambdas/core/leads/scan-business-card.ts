import { CAPTURE_UPLOAD_LIMITS } from '../../contracts/captures';
import type { FileStore } from '../../ports/file-store';
import type { Ocr } from '../../ports/ocr';
import { captureLead, type CaptureLeadOptions, type CapturedLead } from './capture-lead';
import { withCaptureQuota, type CaptureQuotaPorts } from './capture-quota';
import { readCaptureUpload } from './read-capture-upload';
import { isImage } from './sniff-file-type';

export interface ScanBusinessCardOptions
  extends Omit<CaptureLeadOptions, 'lines' | 'source' | 'spoken'>, CaptureQuotaPorts {
  key: string;
  files: FileStore;
  ocr: Ocr;
}

/** A photo of a business card, already uploaded, becomes a lead: one AI capture. The photo is then deleted. */
export async function scanBusinessCard(
  options: ScanBusinessCardOptions,
): Promise<CapturedLead & { ocrMs: number }> {
  const { bytes } = await readCaptureUpload({
    userId: options.userId,
    key: options.key,
    maxBytes: CAPTURE_UPLOAD_LIMITS['card-image'].maxBytes,
    accept: isImage,
    expected: 'a JPEG, PNG or WebP photo',
    files: options.files,
  });
  const result = await withCaptureQuota(options.userId, options, async () => {
    const { lines, ms } = await options.ocr.recognise(bytes);
    const captured = await captureLead({ ...options, source: 'scan', lines });
    return { ...captured, ocrMs: ms };
  });
  await options.files.delete(options.key).catch(() => undefined);
  return result;
}
