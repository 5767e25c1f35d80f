import { contactRequestSchema } from '../../contracts/public-forms';
import { clock, ids, mailer, publicSiteStore, rateLimiter } from '../../adapters/wire';
import { submitContactMessage } from '../../core/public-site/submit-contact-message';
import { loadConfig } from '../../shared/config';
import { httpHandler, json } from '../../shared/http';
import { enforceRateLimit } from './rate-limit';

const config = loadConfig();
const store = publicSiteStore();
const limiter = rateLimiter();
const mail = mailer();

export const handler = httpHandler(
  { auth: 'public', body: contactRequestSchema },
  async ({ body, event }) => {
    await enforceRateLimit(limiter, event, 'contact');
    const { id } = await submitContactMessage({
      request: body,
      store,
      mailer: mail,
      supportEmail: config.SUPPORT_EMAIL,
      clock,
      ids,
    });
    return json(201, { id });
  },
);
