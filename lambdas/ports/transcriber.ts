export interface TranscribeOptions {
  contentType: string;
  /** The caller's language (en, es, de …), a hint; engines may detect the language themselves. */
  language?: string;
  /** Where the recording lies in the uploads bucket, for engines that read it from there (Amazon Transcribe). */
  sourceKey?: string;
}

/** Speech to text (an OpenAI-compatible /v1/audio/transcriptions endpoint, or Amazon Transcribe). */
export interface Transcriber {
  transcribe(audio: Buffer, options: TranscribeOptions): Promise<{ text: string }>;
}
