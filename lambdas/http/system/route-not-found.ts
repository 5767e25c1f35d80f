import { routes } from '../../routes';
import { AppError } from '../../shared/errors';
import { httpHandler } from '../../shared/http';

const concreteRoutes = routes
  .filter((route) => route.method !== 'ANY')
  .map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

export const handler = httpHandler({ auth: 'public' }, async ({ event }) => {
  const path = event.rawPath;
  const allowed = concreteRoutes.filter((route) => route.pattern.test(path)).map((route) => route.method);
  if (allowed.length > 0) {
    throw new AppError(
      'METHOD_NOT_ALLOWED',
      `Method ${event.requestContext.http.method} is not allowed on ${path}`,
      {
        allowed,
      },
    );
  }
  throw new AppError('ROUTE_NOT_FOUND', `No API route at ${path}`);
});
