/** Pure helpers for voice recording. */

export const MAX_RECORDING_SECONDS = 120;

/** Recorder formats in order of preference: Opus in WebM (Chrome, Firefox, Edge), then what Safari offers. */
export const RECORDER_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

/** The first format the browser can record, or undefined to let the recorder choose. */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDER_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** The upload's content type: the media type without parameters ("audio/webm;codecs=opus" → "audio/webm"). */
export function baseContentType(mimeType: string | undefined, fallback = 'audio/webm'): string {
  const base = mimeType?.split(';')[0]?.trim().toLowerCase();
  return base || fallback;
}

/** "0:07", "1:59", "2:00". */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The speech-recognition language for the UI language: en → en-US, es → es-ES, de → de-DE. */
export function speechLanguage(uiLanguage: string): string {
  const code = uiLanguage.slice(0, 2).toLowerCase();
  return ({ es: 'es-ES', de: 'de-DE' } as Record<string, string>)[code] ?? 'en-US';
}
