import type { PublicSiteStore } from '../../ports/public-site-store';
import type { Clock } from '../../ports/system';
import { hashToken } from './subscribe-to-newsletter';

export interface ConfirmNewsletterSubscriptionOptions {
  token: string;
  store: PublicSiteStore;
  clock: Clock;
}

/** Returns false for an unknown or already-used token. Confirming clears the token, so a link works once. */
export async function confirmNewsletterSubscription({
  token,
  store,
  clock,
}: ConfirmNewsletterSubscriptionOptions) {
  const subscription = await store.findNewsletterSubscriptionByTokenHash(hashToken(token));
  if (!subscription || subscription.status === 'confirmed') return false;
  await store.saveNewsletterSubscription({
    ...subscription,
    status: 'confirmed',
    tokenHash: null,
    confirmedAt: clock.now().toISOString(),
  });
  return true;
}
