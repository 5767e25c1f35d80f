import { describe, expect, it } from 'vitest';
import { isPaidPlan } from '../../../lambdas/contracts/plans';
import { signInRedirectFor } from '../../../web/src/features/dashboard/lib/dashboard-redirect';

describe('plans', () => {
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
