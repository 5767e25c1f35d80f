import { z } from 'zod';
import { clock, publicSiteStore } from '../../adapters/wire';
import { confirmNewsletterSubscription } from '../../core/public-site/confirm-newsletter-subscription';
import { loadConfig, requireSetting } from '../../shared/config';
import { httpHandler } from '../../shared/http';

const appUrl = requireSetting(loadConfig(), 'APP_URL');
const store = publicSiteStore();

/** The link in the confirmation email: confirms, then sends the browser to the site with the outcome. */
export const handler = httpHandler(
  { auth: 'public', query: z.object({ token: z.string().max(100).optional() }) },
  async ({ query }) => {
    const confirmed = query.token
      ? await confirmNewsletterSubscription({ token: query.token, store, clock })
      : false;
    return {
      statusCode: 303,
      headers: {
        location: `${appUrl}/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`,
        'cache-control': 'no-store',
      },
    };
  },
);
