/**
 * The browser's own speech recognition (Web Speech API; webkitSpeechRecognition in Chrome, Edge and Safari),
 * run alongside the recorder to give the server a transcript hint. Best effort: where it is missing, blocked or
 * offline, the hint is simply empty.
 */
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative | undefined;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult | undefined };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export interface SpeechHint {
  /** Stops listening and resolves to what was heard (waits briefly for the last result). */
  finish(): Promise<string>;
  /** Stops listening and discards everything. */
  cancel(): void;
}

const FINISH_WAIT_MS = 1500;
const MAX_RESTARTS = 20;

export function startSpeechHint(language: string): SpeechHint | null {
  const Constructor = recognitionConstructor();
  if (!Constructor) return null;
  let recognition: Recognition;
  try {
    recognition = new Constructor();
  } catch {
    return null;
  }
  const finals: string[] = [];
  let interim = '';
  let active = true;
  let failed = false;
  let restarts = 0;
  let ended: (() => void) | null = null;

  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.onresult = (event) => {
    interim = '';
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index];
      const text = result?.[0]?.transcript.trim() ?? '';
      if (!text) continue;
      if (result?.isFinal) finals.push(text);
      else interim = `${interim} ${text}`.trim();
    }
  };
  recognition.onerror = (event) => {
    // 'no-speech' and 'aborted' are routine; anything else (not-allowed, network, service-not-allowed) ends it.
    if (event.error !== 'no-speech' && event.error !== 'aborted') failed = true;
  };
  recognition.onend = () => {
    // Chrome ends a "continuous" session after a pause; keep listening while the recording runs.
    if (active && !failed && restarts < MAX_RESTARTS) {
      restarts++;
      try {
        recognition.start();
        return;
      } catch {
        failed = true;
      }
    }
    ended?.();
  };
  try {
    recognition.start();
  } catch {
    return null;
  }

  return {
    finish() {
      active = false;
      return new Promise<string>((resolve) => {
        const done = () => {
          window.clearTimeout(timer);
          ended = null;
          resolve([...finals, interim].join(' ').replace(/\s+/g, ' ').trim());
        };
        const timer = window.setTimeout(done, FINISH_WAIT_MS);
        ended = done;
        try {
          recognition.stop();
        } catch {
          done();
        }
      });
    },
    cancel() {
      active = false;
      ended = null;
      try {
        recognition.abort();
      } catch {
        // already stopped
      }
    },
  };
}
