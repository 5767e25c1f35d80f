/** Plan identifiers (spec §3) and the derivation from the subscriber record (spec §4). */
export type PlanId = 'free' | 'telegram-basic' | 'telegram-pro' | 'custom-crm';

export interface SubscriberRecord {
  subscribed: boolean;
  subscriptionTier?: string | null;
}

/** Not subscribed → free; basic → telegram-basic; premium → telegram-pro; enterprise → custom-crm; else free. */
export function derivePlan(record: SubscriberRecord | null | undefined): PlanId {
  if (!record?.subscribed) return 'free';
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

export function isPaidPlan(plan: PlanId): boolean {
  return plan !== 'free';
}
