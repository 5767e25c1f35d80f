import type { Transcriber } from '../../ports/transcriber';

const extensionFor: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/**
 * Any server speaking OpenAI's POST /v1/audio/transcriptions (self-hosted Whisper servers do): multipart with
 * `file` and `model`, answering {text}.
 */
export class OpenAiCompatibleTranscriber implements Transcriber {
  constructor(
    private readonly options: { baseUrl: string; model: string; apiKey?: string; timeoutMs?: number },
  ) {}

  async transcribe(audio: Buffer, { contentType, language }: { contentType: string; language?: string }) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([audio], { type: contentType }),
      `recording.${extensionFor[contentType] ?? 'webm'}`,
    );
    form.append('model', this.options.model);
    form.append('response_format', 'json');
    if (language) form.append('language', language);
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 25_000),
    });
    if (!response.ok) throw new Error(`Transcription endpoint answered ${response.status}`);
    const body = (await response.json()) as { text?: unknown };
    if (typeof body.text !== 'string') throw new Error('Transcription endpoint answered without text');
    return { text: body.text };
  }
}
