import { createHash } from 'node:crypto';
import type { RateLimiter } from '../../ports/public-site-store';
import { AppError } from '../../shared/errors';
import type { HttpEvent } from '../../shared/http';

/** Per-client limits of the public forms: generous for people, tight for scripts. */
export const publicFormLimits = {
  contact: { limit: 5, windowSeconds: 600 },
  newsletter: { limit: 5, windowSeconds: 600 },
  notify: { limit: 10, windowSeconds: 600 },
  notFound: { limit: 60, windowSeconds: 60 },
} as const;

/** Throws 429 when this client (by source IP, stored only as a hash) has used up the form's limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  event: HttpEvent,
  form: keyof typeof publicFormLimits,
): Promise<void> {
  const client = createHash('sha256').update(event.requestContext.http.sourceIp).digest('hex').slice(0, 32);
  const allowed = await limiter.tryConsume(`${form}#${client}`, publicFormLimits[form]);
  if (!allowed)
    throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a few minutes and try again.');
}
