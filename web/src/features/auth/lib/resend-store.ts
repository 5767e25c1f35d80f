/**
 * When the last verification email went out, per address, so the resend cooldown survives a reload of the
 * verify-email page. Only a timestamp is stored (sessionStorage), never a credential.
 */
const PREFIX = 'leadroute.verificationSentAt.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markVerificationSent(email: string, at = Date.now()): void {
  storage()?.setItem(PREFIX + email.trim().toLowerCase(), String(at));
}

export function lastVerificationSentAt(email: string): number | null {
  const raw = storage()?.getItem(PREFIX + email.trim().toLowerCase());
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}
