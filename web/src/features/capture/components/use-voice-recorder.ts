import { useCallback, useEffect, useRef, useState } from 'react';
import { CaptureError } from '../lib/capture-error';
import { MAX_RECORDING_SECONDS, pickRecorderMimeType } from '../lib/recording';
import { startSpeechHint, type SpeechHint } from '../lib/speech';

/** finishing: stopped, waiting briefly for the speech recognition's last words. */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'finishing';

export interface Recording {
  audio: Blob;
  /** The recorder's format, e.g. "audio/webm;codecs=opus". */
  mimeType: string;
  seconds: number;
  /** What the browser's own speech recognition heard, when it has one. */
  transcriptHint: string;
  /** Stopped by the 2-minute limit rather than by the user. */
  hitLimit: boolean;
}

export interface VoiceRecorderOptions {
  /** BCP 47 language for the browser's speech recognition. */
  speechLanguage: string;
  onRecorded: (recording: Recording) => void;
  /** getUserMedia was refused or the browser cannot record. */
  onError: (error: unknown) => void;
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  speech: SpeechHint | null;
  chunks: Blob[];
  startedAt: number;
  ticker: number;
  limit: number;
  hitLimit: boolean;
  cancelled: boolean;
}

/** MediaRecorder (Opus in WebM where supported) with an elapsed timer, a 2-minute cap and a speech hint. */
export function useVoiceRecorder({ speechLanguage, onRecorded, onError }: VoiceRecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const session = useRef<Session | null>(null);
  const callbacks = useRef({ onRecorded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onError };
  }, [onRecorded, onError]);

  const stop = useCallback(() => {
    const current = session.current;
    if (current && current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      callbacks.current.onError(new CaptureError('recorder-unsupported'));
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
      });
    } catch (error) {
      setState('idle');
      callbacks.current.onError(error);
      return;
    }
    let recorder: MediaRecorder;
    const mimeType = pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 48_000 } : undefined);
    } catch (error) {
      stream.getTracks().forEach((track) => track.stop());
      setState('idle');
      callbacks.current.onError(error);
      return;
    }

    const current: Session = {
      recorder,
      stream,
      speech: startSpeechHint(speechLanguage),
      chunks: [],
      startedAt: performance.now(),
      ticker: 0,
      limit: 0,
      hitLimit: false,
      cancelled: false,
    };
    session.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.onstop = () => {
      window.clearInterval(current.ticker);
      window.clearTimeout(current.limit);
      stream.getTracks().forEach((track) => track.stop());
      session.current = null;
      if (current.cancelled) {
        current.speech?.cancel();
        return;
      }
      setState('finishing');
      const seconds = (performance.now() - current.startedAt) / 1000;
      const type = recorder.mimeType || mimeType || 'audio/webm';
      const audio = new Blob(current.chunks, { type });
      void (current.speech?.finish() ?? Promise.resolve('')).then((transcriptHint) => {
        setState('idle');
        setElapsed(0);
        if (audio.size === 0) callbacks.current.onError(new CaptureError('empty-recording'));
        else
          callbacks.current.onRecorded({
            audio,
            mimeType: type,
            seconds,
            transcriptHint,
            hitLimit: current.hitLimit,
          });
      });
    };
    current.ticker = window.setInterval(
      () => setElapsed(Math.min(MAX_RECORDING_SECONDS, (performance.now() - current.startedAt) / 1000)),
      250,
    );
    current.limit = window.setTimeout(() => {
      current.hitLimit = true;
      if (recorder.state !== 'inactive') recorder.stop();
    }, MAX_RECORDING_SECONDS * 1000);
    recorder.start(1000);
    setElapsed(0);
    setState('recording');
  }, [speechLanguage]);

  // Leaving the page mid-recording releases the microphone and sends nothing.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.cancelled = true;
      window.clearInterval(current.ticker);
      window.clearTimeout(current.limit);
      current.speech?.cancel();
      current.stream.getTracks().forEach((track) => track.stop());
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      session.current = null;
    },
    [],
  );

  return { state, elapsed, start, stop };
}
