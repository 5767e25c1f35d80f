import {
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  type LanguageCode,
  type MediaFormat,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import type { TranscribeOptions, Transcriber } from '../../ports/transcriber';

const mediaFormats: Record<string, MediaFormat> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** The languages Leadroute speaks; Transcribe identifies which one a note is in. */
const languageOptions: LanguageCode[] = ['en-US', 'en-GB', 'es-ES', 'es-US', 'de-DE'];

export interface TranscribeTranscriberOptions {
  bucket: string;
  /** How long to wait for the batch job; the API call must answer within API Gateway's 29 s. */
  deadlineMs?: number;
  pollIntervalMs?: number;
  /** Job names must be unique per account and region. */
  jobName?: () => string;
}

/**
 * Amazon Transcribe batch jobs read the recording straight from the uploads bucket (WebM is supported) and
 * answer with a link to the transcript JSON, which is fetched once the job completes.
 */
export class TranscribeTranscriber implements Transcriber {
  constructor(
    private readonly client: TranscribeClient,
    private readonly options: TranscribeTranscriberOptions,
  ) {}

  async transcribe(_audio: Buffer, { contentType, sourceKey }: TranscribeOptions): Promise<{ text: string }> {
    if (!sourceKey)
      throw new Error('Amazon Transcribe reads recordings from the uploads bucket: sourceKey is required');
    const jobName =
      this.options.jobName?.() ?? `leadroute-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
    await this.client.send(
      new StartTranscriptionJobCommand({
        TranscriptionJobName: jobName,
        Media: { MediaFileUri: `s3://${this.options.bucket}/${sourceKey}` },
        MediaFormat: mediaFormats[contentType],
        IdentifyLanguage: true,
        LanguageOptions: languageOptions,
      }),
    );
    const deadline = Date.now() + (this.options.deadlineMs ?? 25_000);
    for (;;) {
      const { TranscriptionJob: job } = await this.client.send(
        new GetTranscriptionJobCommand({ TranscriptionJobName: jobName }),
      );
      if (job?.TranscriptionJobStatus === 'COMPLETED' && job.Transcript?.TranscriptFileUri) {
        const response = await fetch(job.Transcript.TranscriptFileUri);
        if (!response.ok) throw new Error(`Transcript download answered ${response.status}`);
        const body = (await response.json()) as { results?: { transcripts?: { transcript?: string }[] } };
        return { text: body.results?.transcripts?.map((part) => part.transcript ?? '').join(' ') ?? '' };
      }
      if (job?.TranscriptionJobStatus === 'FAILED') {
        throw new Error(`Transcription failed: ${job.FailureReason ?? 'unknown reason'}`);
      }
      if (Date.now() > deadline) throw new Error('Transcription took too long');
      await new Promise((resolve) => setTimeout(resolve, this.options.pollIntervalMs ?? 1000));
    }
  }
}
