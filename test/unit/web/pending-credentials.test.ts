import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingCredentials,
  pendingPasswordFor,
  rememberPendingCredentials,
} from '../../../web/src/features/auth/lib/pending-credentials';

describe('pending credentials (memory only)', () => {
  afterEach(() => clearPendingCredentials());

  it('returns the password for the same email, ignoring case and spaces', () => {
    rememberPendingCredentials('Jane@Acme.Example', 'secret1');
    expect(pendingPasswordFor(' jane@acme.example ')).toBe('secret1');
  });

  it('returns nothing for another email or after clearing', () => {
    rememberPendingCredentials('jane@acme.example', 'secret1');
    expect(pendingPasswordFor('john@acme.example')).toBeNull();
    clearPendingCredentials();
    expect(pendingPasswordFor('jane@acme.example')).toBeNull();
  });
});
