import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ZodError, type ZodType } from 'zod';
import { routes, type RouteDefinition } from '../routes';
import { AppError } from './errors';
import { logger } from './logger';

/** API Gateway v2 event; `authorizer.jwt` is present on routes behind the JWT authorizer. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: {
      jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes?: string[] | null };
    };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface AuthedUser {
  userId: string;
  email: string | null;
}

interface HandlerOptions<B, Q, P, A extends 'jwt' | 'public'> {
  auth: A;
  body?: ZodType<B>;
  query?: ZodType<Q>;
  params?: ZodType<P>;
}

export interface HttpInput<B, Q, P, A extends 'jwt' | 'public'> {
  body: B;
  query: Q;
  params: P;
  user: A extends 'jwt' ? AuthedUser : null;
  event: HttpEvent;
}

/** API Gateway's own cap; applies when a handler runs outside the manifest (e.g. invoked directly). */
const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

const routesByKey = new Map<string, RouteDefinition>(
  routes.map((route) => [`${route.method} ${route.path}`, route]),
);

const securityHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const json = (statusCode: number, data: unknown): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...securityHeaders },
  body: JSON.stringify(data),
});

export const noContent = (): HttpResult => ({ statusCode: 204, headers: securityHeaders });

export function errorResult(error: AppError): HttpResult {
  return json(error.status, {
    code: error.code,
    message: error.message,
    ...(error.details === undefined ? {} : { details: error.details }),
  });
}

function rawBody(event: HttpEvent): string | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function validationError(error: ZodError, where: string): AppError {
  const first = error.issues[0];
  const path = first?.path.length ? `${first.path.join('.')}: ` : '';
  return new AppError('VALIDATION_FAILED', `Invalid ${where}: ${path}${first?.message ?? 'invalid value'}`, {
    issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

function parseWith<T>(schema: ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

function authedUser(event: HttpEvent): AuthedUser {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  const email = claims?.email;
  return { userId: sub, email: typeof email === 'string' ? email : null };
}

function parseBody(event: HttpEvent, route: RouteDefinition | undefined, wantsBody: boolean): unknown {
  const body = rawBody(event);
  const size = body === undefined ? 0 : Buffer.byteLength(body, 'utf8');
  const limit = route?.maxBodyBytes ?? API_GATEWAY_MAX_BODY_BYTES;
  if (size > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Request body is too large (limit ${limit} bytes)`);
  }
  if (!wantsBody) return undefined;
  if (body === undefined || body.trim() === '') {
    throw new AppError('VALIDATION_FAILED', 'Request body is required');
  }
  const contentType = (event.headers?.['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('MALFORMED_JSON', 'Request body is not valid JSON');
  }
}

/**
 * Wraps a use-case call as a Lambda handler: parse and validate (zod), authenticate from the JWT claims the
 * authorizer verified, call, and map errors to `{code, message}` with the status from the one error table.
 */
export function httpHandler<B = undefined, Q = undefined, P = undefined, A extends 'jwt' | 'public' = 'jwt'>(
  options: HandlerOptions<B, Q, P, A>,
  run: (input: HttpInput<B, Q, P, A>) => Promise<HttpResult>,
) {
  return middy<HttpEvent, HttpResult>()
    .use({
      onError: async (request) => {
        const error = request.error;
        if (error instanceof AppError && error.status < 500) {
          request.response = errorResult(error);
          return;
        }
        logger.error('Unhandled error', {
          routeKey: request.event.routeKey,
          error:
            error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
        });
        request.response = json(500, {
          code: 'INTERNAL',
          message: 'Something went wrong. Please try again.',
        });
      },
    })
    .handler(async (event) => {
      const route = routesByKey.get(event.routeKey);
      const user = (options.auth === 'jwt' ? authedUser(event) : null) as HttpInput<B, Q, P, A>['user'];
      const body = parseWith(options.body, parseBody(event, route, Boolean(options.body)), 'request body');
      const query = parseWith(options.query, event.queryStringParameters ?? {}, 'query');
      const params = parseWith(options.params, event.pathParameters ?? {}, 'path');
      return run({ body, query, params, user, event });
    });
}
