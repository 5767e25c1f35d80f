/**
 * The password just typed on the sign-up screen, kept in memory only (never in any storage) so the verify-email
 * page can sign the user in as soon as the email is confirmed. It disappears on reload and is cleared once used.
 */
interface PendingCredentials {
  email: string;
  password: string;
}

let pending: PendingCredentials | null = null;

export function rememberPendingCredentials(email: string, password: string): void {
  pending = { email: email.trim().toLowerCase(), password };
}

/** The password for this email, if the sign-up screen left one in this tab. */
export function pendingPasswordFor(email: string): string | null {
  if (!pending) return null;
  return pending.email === email.trim().toLowerCase() ? pending.password : null;
}

export function clearPendingCredentials(): void {
  pending = null;
}
