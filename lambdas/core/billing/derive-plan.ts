import type { PlanId } from '../../contracts/plans';
import type { SubscriberRecord } from '../../ports/capture-stores';

/** Spec §4: not subscribed → free; basic → telegram-basic; premium → telegram-pro; enterprise → custom-crm. */
export function derivePlan(record: SubscriberRecord | null, now: Date): PlanId {
  if (!record?.subscribed) return 'free';
  if (record.subscriptionEnd && new Date(record.subscriptionEnd).getTime() < now.getTime()) return 'free';
  switch (record.subscriptionTier) {
    case 'basic':
      return 'telegram-basic';
    case 'premium':
      return 'telegram-pro';
    case 'enterprise':
      return 'custom-crm';
    default:
      return 'free';
  }
}

/** AI captures (scan, text extraction, voice) per calendar month; paid plans are unlimited. */
export const FREE_CAPTURES_PER_MONTH = 5;
