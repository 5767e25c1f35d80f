/** Why a capture failed on the browser's side (server errors carry the server's code and message instead). */
export type CaptureFailureReason =
  | 'not-image'
  | 'unreadable-image'
  | 'upload-network'
  | 'upload-refused'
  | 'empty-recording'
  | 'recorder-unsupported';

export class CaptureError extends Error {
  constructor(
    readonly reason: CaptureFailureReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'CaptureError';
  }
}

export interface CaptureToast {
  variant: 'error';
  title: string;
  description: string;
  action?: { label: string; to: string };
}

export type CaptureKind = 'scan' | 'voice';

type Translate = (key: string) => string;

const failureTitleKey: Record<CaptureKind, string> = {
  scan: 'capture.scan.failed',
  voice: 'capture.voice.failed',
};

/** The server's error code, when the error came from the API client. */
function apiErrorCode(error: unknown): string | null {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

/**
 * The toast for a failed capture (spec §8): 'Scan Limit Reached' with the server's message and 'Upgrade Now' to
 * /dashboard/billing for every capture path; otherwise 'Upload failed' (scan) or 'Voice processing failed'
 * (voice) with the reason. The server's messages are shown as they are (they say what to do); errors without
 * a readable reason read "Please try again". Keys are in the `leads` namespace.
 */
export function captureFailureToast(kind: CaptureKind, error: unknown, t: Translate): CaptureToast {
  const code = apiErrorCode(error);
  const message = error instanceof Error ? error.message : '';
  if (code === 'LIMIT_REACHED') {
    return {
      variant: 'error',
      title: t('toast.limitReached'),
      description: message || t('capture.limitFallback'),
      action: { label: t('toast.upgradeNow'), to: '/dashboard/billing' },
    };
  }
  let description = t('toast.tryAgain');
  if (error instanceof CaptureError) description = t(`capture.errors.${error.reason}`);
  else if (code && message && code !== 'HTTP_ERROR' && code !== 'INTERNAL') description = message;
  return { variant: 'error', title: t(failureTitleKey[kind]), description };
}
