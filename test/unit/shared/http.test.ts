import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../lambdas/shared/errors';
import { httpHandler, json, type HttpEvent } from '../../../lambdas/shared/http';

const baseEvent = (overrides: Partial<HttpEvent> = {}): HttpEvent =>
  ({
    version: '2.0',
    routeKey: 'POST /api/leads/text',
    rawPath: '/api/leads/text',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      http: { method: 'POST', path: '/api/leads/text' },
      authorizer: { jwt: { claims: { sub: 'user-1' } } },
    },
    isBase64Encoded: false,
    ...overrides,
  }) as unknown as HttpEvent;

const invoke = (handler: ReturnType<typeof httpHandler>, event: HttpEvent) =>
  (handler as unknown as (e: HttpEvent, c: object) => Promise<{ statusCode: number; body: string }>)(
    event,
    {},
  );

describe('httpHandler', () => {
  const echo = httpHandler({ auth: 'jwt', body: z.object({ text: z.string() }) }, async ({ body, user }) =>
    json(200, { text: body.text, userId: user.userId }),
  );

  it('passes the parsed body and the authorizer’s user to the use case', async () => {
    const result = await invoke(echo, baseEvent({ body: '{"text":"hi"}' }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ text: 'hi', userId: 'user-1' });
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const result = await invoke(
      echo,
      baseEvent({ body: Buffer.from('{"text":"b64"}').toString('base64'), isBase64Encoded: true }),
    );
    expect(JSON.parse(result.body).text).toBe('b64');
  });

  it('refuses a request without verified claims with 401', async () => {
    const event = baseEvent({ body: '{"text":"hi"}' });
    delete (event.requestContext as { authorizer?: unknown }).authorizer;
    const result = await invoke(echo, event);
    expect(result.statusCode).toBe(401);
    expect(JSON.parse(result.body)).toEqual({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  it('shows domain errors below 500 and hides everything else behind a generic message', async () => {
    const notFound = httpHandler({ auth: 'public' }, async () => {
      throw new AppError('NOT_FOUND', 'Lead not found');
    });
    const crash = httpHandler({ auth: 'public' }, async () => {
      throw new Error('secret internals: table leadroute-prod');
    });
    const notFoundResult = await invoke(notFound, baseEvent());
    expect(notFoundResult.statusCode).toBe(404);
    expect(JSON.parse(notFoundResult.body)).toEqual({ code: 'NOT_FOUND', message: 'Lead not found' });
    const crashResult = await invoke(crash, baseEvent());
    expect(crashResult.statusCode).toBe(500);
    expect(crashResult.body).not.toContain('secret internals');
  });
});
