import { CAPTURE_UPLOAD_LIMITS } from '../../contracts/captures';
import type { FileStore } from '../../ports/file-store';
import type { Transcriber } from '../../ports/transcriber';
import { AppError } from '../../shared/errors';
import { linesFromText } from '../capture';
import { captureLead, type CaptureLeadOptions, type CapturedLead } from './capture-lead';
import { withCaptureQuota, type CaptureQuotaPorts } from './capture-quota';
import { readCaptureUpload } from './read-capture-upload';
import { isAudio } from './sniff-file-type';

export interface CaptureLeadFromVoiceOptions
  extends Omit<CaptureLeadOptions, 'lines' | 'source' | 'spoken'>, CaptureQuotaPorts {
  key: string;
  /** The browser's own transcript, used when no transcription engine is configured. */
  transcriptHint?: string;
  files: FileStore;
  /** Null when no engine is configured. */
  transcriber: Transcriber | null;
}

export const TRANSCRIPTION_UNAVAILABLE_MESSAGE =
  'Voice capture needs a transcription engine, and none is configured. Ask your administrator to set TRANSCRIBER ' +
  '(aws-transcribe, or openai-compatible with an /v1/audio/transcriptions endpoint in TRANSCRIBE_URL), or use a ' +
  'browser with speech recognition, or type the lead instead.';

/** A spoken note ("Met Sarah Lee, CTO at Brightwave, sarah at brightwave dot example") becomes a lead. */
export async function captureLeadFromVoice(
  options: CaptureLeadFromVoiceOptions,
): Promise<CapturedLead & { transcript: string }> {
  const { bytes, type } = await readCaptureUpload({
    userId: options.userId,
    key: options.key,
    maxBytes: CAPTURE_UPLOAD_LIMITS.voice.maxBytes,
    accept: isAudio,
    expected: 'an audio recording',
    files: options.files,
  });
  if (!options.transcriber && !options.transcriptHint) {
    throw new AppError('TRANSCRIPTION_UNAVAILABLE', TRANSCRIPTION_UNAVAILABLE_MESSAGE);
  }
  const result = await withCaptureQuota(options.userId, options, async () => {
    const transcript = options.transcriber
      ? (await options.transcriber.transcribe(bytes, { contentType: type, language: options.uiLanguage }))
          .text
      : (options.transcriptHint ?? '');
    if (!transcript.trim())
      throw new AppError('VALIDATION_FAILED', 'No speech was recognised in the recording');
    const captured = await captureLead({
      ...options,
      source: 'voice',
      spoken: true,
      lines: linesFromText(transcript),
    });
    return { ...captured, transcript };
  });
  await options.files.delete(options.key).catch(() => undefined);
  return result;
}
