import { fetchAuthSession } from 'aws-amplify/auth';
import i18next from 'i18next';
import type { ZodType } from 'zod';
import { apiErrorSchema } from '@contracts/errors';
import { runtimeConfig } from './runtime-config';

/** An API error with the server's code and readable message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

async function authHeader(): Promise<Record<string, string>> {
  const session = await fetchAuthSession();
  const token = session.tokens?.idToken?.toString();
  if (!token) throw new ApiRequestError(401, 'UNAUTHENTICATED', 'Not authenticated');
  return { authorization: `Bearer ${token}` };
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  auth?: boolean;
}

async function send(path: string, { method = 'GET', body, auth = true }: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = auth ? await authHeader() : {};
  // The language chosen in the app, not the browser's: the server reads national phone numbers with it.
  if (i18next.language) headers['accept-language'] = i18next.language;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${runtimeConfig().apiBaseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.code : 'HTTP_ERROR',
      parsed.success ? parsed.data.message : `Request failed (${response.status})`,
    );
  }
  return response;
}

/** Calls the API and validates the response against the shared zod contract. */
export async function apiRequest<T>(
  path: string,
  schema: ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  return schema.parse(await response.json());
}

/** For 204 responses and downloads. */
export async function apiRequestRaw(path: string, options: RequestOptions = {}): Promise<Response> {
  return send(path, options);
}
