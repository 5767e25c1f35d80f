import { describe, expect, it } from 'vitest';
import { CaptureError, captureFailureToast } from '../../../web/src/features/capture/lib/capture-error';
import en from '../../../web/src/i18n/locales/en/leads.json';

/** Looks keys up in the English `leads` namespace, like i18next would. */
const t = (key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof value !== 'string') throw new Error(`missing key ${key}`);
  return value;
};

/** The shape of the API client's error (status, code, message). */
class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

describe('capture failure toasts (spec §8, verbatim in English)', () => {
  const limit = new ApiRequestError(
    402,
    'LIMIT_REACHED',
    'You have used your 5 free AI captures this month.',
  );

  it('the monthly limit reads the same for scan and voice, with Upgrade Now to billing', () => {
    for (const kind of ['scan', 'voice'] as const) {
      expect(captureFailureToast(kind, limit, t)).toEqual({
        variant: 'error',
        title: 'Scan Limit Reached',
        description: 'You have used your 5 free AI captures this month.',
        action: { label: 'Upgrade Now', to: '/dashboard/billing' },
      });
    }
  });

  it("a scan error is 'Upload failed' with the server's message", () => {
    const error = new ApiRequestError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not an image');
    expect(captureFailureToast('scan', error, t)).toMatchObject({
      title: 'Upload failed',
      description: 'The file is not an image',
    });
  });

  it("voice without a transcription engine is 'Voice processing failed' with what to configure", () => {
    const error = new ApiRequestError(
      422,
      'TRANSCRIPTION_UNAVAILABLE',
      'Voice capture needs a transcription engine',
    );
    expect(captureFailureToast('voice', error, t)).toMatchObject({
      title: 'Voice processing failed',
      description: 'Voice capture needs a transcription engine',
    });
  });

  it('browser-side failures have their own translated reason', () => {
    expect(captureFailureToast('scan', new CaptureError('not-image'), t).description).toBe(
      'That file is not an image. Choose a JPEG, PNG or WebP photo.',
    );
    expect(
      captureFailureToast('scan', new CaptureError('upload-network', 'Failed to fetch'), t).description,
    ).toMatch(/didn't get through/);
  });

  it("internal errors and unknown failures read 'Please try again'", () => {
    expect(
      captureFailureToast('voice', new ApiRequestError(500, 'INTERNAL', 'Internal error'), t).description,
    ).toBe('Please try again');
    expect(captureFailureToast('scan', new TypeError('x is undefined'), t).description).toBe(
      'Please try again',
    );
    expect(captureFailureToast('scan', 'weird', t).description).toBe('Please try again');
  });

  it('every browser-side reason has an English text', () => {
    const reasons = Object.keys(en.capture.errors);
    expect(reasons.sort()).toEqual(
      [
        'empty-recording',
        'not-image',
        'recorder-unsupported',
        'unreadable-image',
        'upload-network',
        'upload-refused',
      ].sort(),
    );
  });
});
