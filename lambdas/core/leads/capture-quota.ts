import type { SubscriberReader, UsageMeter } from '../../ports/capture-stores';
import type { Clock } from '../../ports/system';
import { AppError } from '../../shared/errors';
import { derivePlan, FREE_CAPTURES_PER_MONTH } from '../billing/derive-plan';

export interface CaptureQuotaPorts {
  usage: UsageMeter;
  subscribers: SubscriberReader;
  clock: Clock;
}

const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * Runs one AI capture within the user's monthly allowance: the free plan's 5 per calendar month (UTC) are taken
 * atomically before the work and given back if the work fails; paid plans are counted but not limited.
 */
export async function withCaptureQuota<T>(
  userId: string,
  ports: CaptureQuotaPorts,
  work: () => Promise<T>,
): Promise<T> {
  const now = ports.clock.now();
  const month = now.toISOString().slice(0, 7);
  // A failed subscription lookup counts as unsubscribed (spec §4).
  const subscriber = await ports.subscribers.get(userId).catch(() => null);
  const plan = derivePlan(subscriber, now);
  const limit = plan === 'free' ? FREE_CAPTURES_PER_MONTH : UNLIMITED;
  const { allowed, used } = await ports.usage.tryConsume(userId, month, limit);
  if (!allowed) {
    throw new AppError(
      'LIMIT_REACHED',
      `You have used all ${limit} AI captures of the free plan this month. Upgrade for unlimited captures.`,
      { limitReached: true, used, limit },
    );
  }
  try {
    return await work();
  } catch (error) {
    await ports.usage.release(userId, month).catch(() => undefined);
    throw error;
  }
}
