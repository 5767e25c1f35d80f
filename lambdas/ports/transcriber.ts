/** Speech to text (an OpenAI-compatible /v1/audio/transcriptions endpoint, or Amazon Transcribe). */
export interface Transcriber {
  transcribe(audio: Buffer, options: { contentType: string; language?: string }): Promise<{ text: string }>;
}
