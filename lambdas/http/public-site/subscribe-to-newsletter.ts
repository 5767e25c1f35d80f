import { newsletterRequestSchema } from '../../contracts/public-forms';
import { clock, mailer, publicSiteStore, rateLimiter } from '../../adapters/wire';
import { subscribeToNewsletter } from '../../core/public-site/subscribe-to-newsletter';
import { loadConfig, requireSetting } from '../../shared/config';
import { httpHandler, json } from '../../shared/http';
import { enforceRateLimit } from './rate-limit';

const appUrl = requireSetting(loadConfig(), 'APP_URL');
const store = publicSiteStore();
const limiter = rateLimiter();
const mail = mailer();

export const handler = httpHandler(
  { auth: 'public', body: newsletterRequestSchema },
  async ({ body, event }) => {
    await enforceRateLimit(limiter, event, 'newsletter');
    const { status } = await subscribeToNewsletter({ request: body, store, mailer: mail, clock, appUrl });
    return json(202, { status });
  },
);
