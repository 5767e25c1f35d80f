/**
 * The API base URL from /config.json, fetched on the first submission (public pages do not load it up front);
 * '' (same origin, where CloudFront and the local stack serve /api) if it cannot be read.
 */
async function apiBase(): Promise<string> {
  try {
    // Loaded on demand: its zod schema stays out of the public pages' first download.
    const { loadRuntimeConfig } = await import('@/lib/runtime-config');
    return (await loadRuntimeConfig()).apiBaseUrl;
  } catch {
    return '';
  }
}

/** A public form the server refused; `status` tells rate limiting (429) from a rejected body (4xx). */
export class PublicFormError extends Error {
  constructor(readonly status: number) {
    super(`Request failed (${status})`);
    this.name = 'PublicFormError';
  }
}

/** POSTs a public (no auth) form as JSON; resolves on 2xx, rejects otherwise. */
export async function postPublicForm(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${await apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new PublicFormError(response.status);
}

/** Fire-and-forget POST: never throws, never waits for an answer. */
export function beaconPublic(path: string, body: unknown): void {
  void apiBase()
    .then((base) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }),
    )
    .catch(() => undefined);
}
