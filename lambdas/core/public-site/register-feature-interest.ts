import type { NotifyRequest } from '../../contracts/public-forms';
import type { PublicSiteStore } from '../../ports/public-site-store';
import type { Clock } from '../../ports/system';

export interface RegisterFeatureInterestOptions {
  request: NotifyRequest;
  store: PublicSiteStore;
  clock: Clock;
}

/** "Get Notified" on a coming-soon feature: one entry per feature and address, however often it is sent. */
export async function registerFeatureInterest({ request, store, clock }: RegisterFeatureInterestOptions) {
  await store.addFeatureInterest(request.feature, request.email, clock.now().toISOString());
}
