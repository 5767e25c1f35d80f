import { describe, expect, it } from 'vitest';
import { derivePlan } from '../../../../lambdas/core/billing/derive-plan';

const now = new Date('2026-11-22T12:00:00Z');

describe('derivePlan (spec §4)', () => {
  it.each([
    [null, 'free'],
    [{ subscribed: false, subscriptionTier: 'premium', subscriptionEnd: null }, 'free'],
    [{ subscribed: true, subscriptionTier: 'basic', subscriptionEnd: null }, 'telegram-basic'],
    [{ subscribed: true, subscriptionTier: 'premium', subscriptionEnd: null }, 'telegram-pro'],
    [{ subscribed: true, subscriptionTier: 'enterprise', subscriptionEnd: null }, 'custom-crm'],
    [{ subscribed: true, subscriptionTier: 'gold', subscriptionEnd: null }, 'free'],
    [{ subscribed: true, subscriptionTier: 'basic', subscriptionEnd: '2026-11-01T00:00:00Z' }, 'free'],
    [
      { subscribed: true, subscriptionTier: 'basic', subscriptionEnd: '2026-12-01T00:00:00Z' },
      'telegram-basic',
    ],
  ] as const)('%j → %s', (record, plan) => {
    expect(derivePlan(record, now)).toBe(plan);
  });
});
