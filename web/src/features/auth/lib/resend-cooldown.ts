/** The verify-email resend button is disabled for this long after each send (spec §9). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left before another send is allowed; 0 when it is allowed now. */
export function cooldownSecondsLeft(
  lastSentAtMs: number | null,
  nowMs: number,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
): number {
  if (lastSentAtMs === null) return 0;
  const remainingMs = lastSentAtMs + cooldownSeconds * 1000 - nowMs;
  if (remainingMs <= 0) return 0;
  // A clock that jumped backwards must not lock the button for longer than one cooldown.
  return Math.min(cooldownSeconds, Math.ceil(remainingMs / 1000));
}

/** "0:59" style countdown text. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  const rest = safe % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
