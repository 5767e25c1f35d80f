import { describe, expect, it } from 'vitest';
import { derivePlan, isPaidPlan } from '../../../web/src/features/dashboard/lib/plan';
import { signInRedirectFor } from '../../../web/src/features/dashboard/lib/dashboard-redirect';

describe('plan derivation (spec §4)', () => {
  it('maps tiers to plans', () => {
    expect(derivePlan({ subscribed: false, subscriptionTier: 'premium' })).toBe('free');
    expect(derivePlan({ subscribed: true, subscriptionTier: 'basic' })).toBe('telegram-basic');
    expect(derivePlan({ subscribed: true, subscriptionTier: 'premium' })).toBe('telegram-pro');
    expect(derivePlan({ subscribed: true, subscriptionTier: 'enterprise' })).toBe('custom-crm');
    expect(derivePlan({ subscribed: true, subscriptionTier: 'gold' })).toBe('free');
    expect(derivePlan(null)).toBe('free');
  });

  it('only the free plan is unpaid', () => {
    expect(isPaidPlan('free')).toBe(false);
    expect(isPaidPlan('telegram-basic')).toBe(true);
  });
});

describe('dashboard guard redirect', () => {
  it('remembers the whole location in ?next=', () => {
    expect(signInRedirectFor({ pathname: '/dashboard/leads', search: '?x=1', hash: '#t' })).toBe(
      '/auth/sign-in?next=%2Fdashboard%2Fleads%3Fx%3D1%23t',
    );
  });
});
