import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes, type RouteDefinition } from '../../lambdas/routes';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: unknown,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
}

/** API Gateway's own limit; the route's smaller limit is enforced by the handler, as on AWS. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;
const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

function compile(route: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = segment.match(/^\{(\w+)\+\}$/);
      if (greedy?.[1]) {
        paramNames.push(greedy[1]);
        return '(.+)';
      }
      const param = segment.match(/^\{(\w+)\}$/);
      if (param?.[1]) {
        paramNames.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), paramNames };
}

/** API Gateway prefers literal segments over parameters and greedy paths; order the same way. */
function specificity(route: RouteDefinition): number[] {
  return route.path
    .split('/')
    .map((segment) => (segment.endsWith('+}') ? 0 : segment.startsWith('{') ? 1 : 2));
}
function compareSpecificity(a: RouteDefinition, b: RouteDefinition): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let index = 0; index < Math.max(sa.length, sb.length); index++) {
    const diff = (sb[index] ?? -1) - (sa[index] ?? -1);
    if (diff !== 0) return diff;
  }
  return (a.method === 'ANY' ? 1 : 0) - (b.method === 'ANY' ? 1 : 0);
}

export interface LocalApiGatewayOptions {
  /** The Cognito issuer, e.g. http://127.0.0.1:4001/local_abc; its JWKS is fetched like the authorizer does. */
  issuer: string;
  audience: string;
  loadHandler: (route: RouteDefinition) => Promise<Handler>;
}

/**
 * Turns each HTTP request into the API Gateway v2 (payload 2.0) event for the route's handler, after verifying
 * the bearer JWT the way the HTTP API's JWT authorizer does (signature by the issuer's JWKS, iss, aud, exp).
 */
export function createLocalApiGateway(options: LocalApiGatewayOptions) {
  const compiled = [...routes].sort(compareSpecificity).map(compile);
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  const handlers = new Map<string, Promise<Handler>>();

  const handlerFor = (route: RouteDefinition) => {
    let handler = handlers.get(route.id);
    if (!handler) {
      handler = options.loadHandler(route);
      handlers.set(route.id, handler);
    }
    return handler;
  };

  async function verify(authorization: string | undefined): Promise<JWTPayload | null> {
    const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
      });
      return payload;
    } catch (error) {
      // API Gateway logs why its authorizer refused a token; so does this stand-in, so a refusal can be traced.
      const code = (error as { code?: string }).code ?? (error as Error).message;
      console.warn(`[local] JWT refused: ${code}`);
      return null;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const match = compiled
      .map((entry) => ({ entry, found: entry.pattern.exec(url.pathname) }))
      .find(({ entry, found }) => found && (entry.route.method === method || entry.route.method === 'ANY'));
    if (!match?.found) return send(res, { statusCode: 404, body: JSON.stringify({ message: 'Not Found' }) });
    const { route, paramNames } = match.entry;

    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > GATEWAY_MAX_BODY) {
        return send(res, {
          statusCode: 413,
          body: JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' }),
        });
      }
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);

    let claims: JWTPayload | null = null;
    if (route.auth === 'jwt') {
      claims = await verify(req.headers.authorization);
      if (!claims) return send(res, { statusCode: 401, body: JSON.stringify({ message: 'Unauthorized' }) });
    }

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams)
      query[name] = name in query ? `${query[name]},${value}` : value;
    const pathParameters: Record<string, string> = {};
    paramNames.forEach((name, index) => {
      pathParameters[name] = decodeURIComponent(match.found?.[index + 1] ?? '');
    });
    const isText = textTypes.test(headers['content-type'] ?? 'application/json');
    const routeKey = `${route.method} ${route.path}`;
    const now = new Date();
    const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      cookies: headers.cookie?.split(/;\s*/),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: paramNames.length ? pathParameters : undefined,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims: stringifyClaims(claims), scopes: null } } } : {}),
      },
      body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
      isBase64Encoded: body.length > 0 && !isText,
    };
    try {
      const handler = await handlerFor(route);
      send(
        res,
        await handler(event, { functionName: route.id, awsRequestId: event.requestContext.requestId }),
      );
    } catch (error) {
      console.error(`[api] ${routeKey} crashed`, error);
      send(res, { statusCode: 500, body: JSON.stringify({ message: 'Internal Server Error' }) });
    }
  };
}

/** The authorizer hands claims to the function as strings (arrays become "[a b]"), as API Gateway does. */
function stringifyClaims(payload: JWTPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    claims[name] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return claims;
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
