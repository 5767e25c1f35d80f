import { notFoundReportSchema } from '../../contracts/public-forms';
import { rateLimiter } from '../../adapters/wire';
import { logger } from '../../shared/logger';
import { httpHandler, noContent } from '../../shared/http';
import { enforceRateLimit } from './rate-limit';

const limiter = rateLimiter();

/** The SPA's not-found page reports the unknown path, so 404s show in the logs like a server-rendered site's. */
export const handler = httpHandler(
  { auth: 'public', body: notFoundReportSchema },
  async ({ body, event }) => {
    await enforceRateLimit(limiter, event, 'notFound');
    logger.warn('404 page not found', {
      path: body.path,
      referer: event.headers?.referer ?? null,
      userAgent: event.requestContext.http.userAgent,
    });
    return noContent();
  },
);
