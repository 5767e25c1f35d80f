import { describe, expect, it } from 'vitest';
import { CAPTURE_UPLOAD_LIMITS, MAX_VOICE_SECONDS } from '../../../lambdas/contracts/captures';
import {
  baseContentType,
  formatElapsed,
  MAX_RECORDING_SECONDS,
  pickRecorderMimeType,
  RECORDER_MIME_TYPES,
  speechLanguage,
} from '../../../web/src/features/capture/lib/recording';

describe('recorder format', () => {
  it('prefers Opus in WebM', () => {
    expect(pickRecorderMimeType(() => true)).toBe('audio/webm;codecs=opus');
  });
  it("falls back to Safari's MP4", () => {
    expect(pickRecorderMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
  });
  it('lets the recorder choose when nothing matches or the check throws', () => {
    expect(pickRecorderMimeType(() => false)).toBeUndefined();
    expect(
      pickRecorderMimeType(() => {
        throw new Error('not implemented');
      }),
    ).toBeUndefined();
  });
  it('uploads every candidate under a content type the server accepts', () => {
    const accepted: readonly string[] = CAPTURE_UPLOAD_LIMITS.voice.contentTypes;
    for (const type of RECORDER_MIME_TYPES) expect(accepted).toContain(baseContentType(type));
  });
});

describe('upload content type', () => {
  it('drops the parameters', () => {
    expect(baseContentType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(baseContentType('Audio/OGG; codecs=opus')).toBe('audio/ogg');
  });
  it('falls back to WebM when the recorder does not say', () => {
    expect(baseContentType('')).toBe('audio/webm');
    expect(baseContentType(undefined)).toBe('audio/webm');
  });
});

describe('elapsed timer', () => {
  it('shows minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7.9)).toBe('0:07');
    expect(formatElapsed(119.99)).toBe('1:59');
    expect(formatElapsed(120)).toBe('2:00');
    expect(formatElapsed(-3)).toBe('0:00');
  });
  it('stops at the same two minutes the server accepts', () => {
    expect(MAX_RECORDING_SECONDS).toBe(MAX_VOICE_SECONDS);
  });
});

describe('speech recognition language', () => {
  it('follows the UI language', () => {
    expect(speechLanguage('en')).toBe('en-US');
    expect(speechLanguage('es')).toBe('es-ES');
    expect(speechLanguage('de-AT')).toBe('de-DE');
    expect(speechLanguage('fr')).toBe('en-US');
  });
});
