import { describe, expect, it } from 'vitest';
import {
  redirectTargetFrom,
  safeRedirectPath,
  signInPathFor,
} from '../../../web/src/features/auth/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin relative paths with query and hash', () => {
    expect(safeRedirectPath('/dashboard/leads')).toBe('/dashboard/leads');
    expect(safeRedirectPath('/dashboard/billing?success=1#top')).toBe('/dashboard/billing?success=1#top');
  });

  it.each([
    ['absolute URL', 'https://evil.example/dashboard'],
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['embedded backslash', '/dashboard\\..\\x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative without slash', 'dashboard'],
    ['control character', '/dash\nboard'],
    ['tab smuggling', '/\t/evil.example'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBe('/dashboard');
  });

  it('rejects non-strings and uses the given fallback', () => {
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath(42, '/')).toBe('/');
  });

  it('does not send the user back into the sign-in screens, except change-password', () => {
    expect(safeRedirectPath('/auth/sign-in')).toBe('/dashboard');
    expect(safeRedirectPath('/auth')).toBe('/dashboard');
    expect(safeRedirectPath('/auth/verify-email?email=a@b.c')).toBe('/dashboard');
    expect(safeRedirectPath('/auth/change-password')).toBe('/auth/change-password');
    expect(safeRedirectPath('/authors')).toBe('/authors');
  });
});

describe('redirectTargetFrom', () => {
  it('prefers router state (a location object) over the query', () => {
    const state = { from: { pathname: '/dashboard/leads', search: '?x=1', hash: '' } };
    expect(redirectTargetFrom(state, '?next=%2Fdashboard%2Fprofile')).toBe('/dashboard/leads?x=1');
  });

  it('accepts a string in state.from', () => {
    expect(redirectTargetFrom({ from: '/dashboard/profile' }, '')).toBe('/dashboard/profile');
  });

  it('reads ?next= when there is no state', () => {
    expect(redirectTargetFrom(null, '?next=%2Fdashboard%2Fbilling%3Fsuccess%3D1')).toBe(
      '/dashboard/billing?success=1',
    );
  });

  it('falls back when next is hostile or missing', () => {
    expect(redirectTargetFrom(undefined, '?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(redirectTargetFrom(undefined, '')).toBe('/dashboard');
    expect(redirectTargetFrom({ from: { pathname: '//evil.example' } }, '')).toBe('/dashboard');
  });
});

describe('signInPathFor', () => {
  it('encodes the intended page', () => {
    expect(signInPathFor('/auth/change-password')).toBe('/auth/sign-in?next=%2Fauth%2Fchange-password');
  });
  it('drops an unsafe page', () => {
    expect(signInPathFor('https://evil.example')).toBe('/auth/sign-in');
  });
});
