/**
 * Where to go after signing in. Only same-origin relative paths are honoured ("/dashboard/leads?x=1#y"); anything
 * that could leave the site (absolute URLs, protocol-relative "//host", backslash tricks, control characters) or
 * loop back into the auth screens falls back to the default.
 */
const RETURNABLE_AUTH_PAGES = new Set(['/auth/change-password']);

export function safeRedirectPath(candidate: unknown, fallback = '/dashboard'): string {
  if (typeof candidate !== 'string') return fallback;
  const path = candidate.trim();
  if (path.length === 0 || path.length > 2048) return fallback;
  if (!path.startsWith('/')) return fallback;
  // "//evil.example" and "/\evil.example" are treated as another host by browsers.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (path.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  const pathname = path.split(/[?#]/)[0] ?? '';
  // The sign-in screens themselves would loop; change-password is the one auth page worth returning to.
  if ((pathname === '/auth' || pathname.startsWith('/auth/')) && !RETURNABLE_AUTH_PAGES.has(pathname)) {
    return fallback;
  }
  return path;
}

/** The sign-in URL that remembers where the visitor was going. */
export function signInPathFor(intended: string): string {
  const next = safeRedirectPath(intended, '');
  return next ? `/auth/sign-in?next=${encodeURIComponent(next)}` : '/auth/sign-in';
}

/** Reads the remembered page from router state (`state.from`) or the `next` query parameter. */
export function redirectTargetFrom(state: unknown, search: string, fallback = '/dashboard'): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string') return safeRedirectPath(from, fallback);
    if (from && typeof from === 'object') {
      const {
        pathname,
        search: fromSearch,
        hash,
      } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
      if (typeof pathname === 'string') {
        const combined = `${pathname}${typeof fromSearch === 'string' ? fromSearch : ''}${typeof hash === 'string' ? hash : ''}`;
        return safeRedirectPath(combined, fallback);
      }
    }
  }
  const next = new URLSearchParams(search).get('next');
  return safeRedirectPath(next, fallback);
}
