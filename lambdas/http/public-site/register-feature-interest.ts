import { notifyRequestSchema } from '../../contracts/public-forms';
import { clock, publicSiteStore, rateLimiter } from '../../adapters/wire';
import { registerFeatureInterest } from '../../core/public-site/register-feature-interest';
import { httpHandler, json } from '../../shared/http';
import { enforceRateLimit } from './rate-limit';

const store = publicSiteStore();
const limiter = rateLimiter();

export const handler = httpHandler({ auth: 'public', body: notifyRequestSchema }, async ({ body, event }) => {
  await enforceRateLimit(limiter, event, 'notify');
  await registerFeatureInterest({ request: body, store, clock });
  return json(201, { registered: true });
});
