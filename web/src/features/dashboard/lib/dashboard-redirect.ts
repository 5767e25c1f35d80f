/** The sign-in URL for a signed-out visitor of a protected page; the page is remembered in `?next=`. */
export function signInRedirectFor(location: { pathname: string; search?: string; hash?: string }): string {
  const intended = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/auth/sign-in?next=${encodeURIComponent(intended)}`;
}
