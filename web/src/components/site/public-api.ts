import { runtimeConfig } from '@/lib/runtime-config';

/** The API base URL, or '' (same origin) if the runtime config is not loaded. */
function apiBase(): string {
  try {
    return runtimeConfig().apiBaseUrl;
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
  const response = await fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new PublicFormError(response.status);
}

/** Fire-and-forget POST: never throws, never waits for an answer. */
export function beaconPublic(path: string, body: unknown): void {
  void fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
