import { describe, expect, it } from 'vitest';
import {
  collectErrors,
  hasErrors,
  normaliseEmail,
  validateEmail,
  validateNewPassword,
  validateOptionalWebsite,
  validatePasswordConfirmation,
  validatePasswordPresent,
  validateRequired,
} from '../../../web/src/features/auth/lib/validation';

describe('auth validation', () => {
  it('requires a well-formed email', () => {
    expect(validateEmail('')).toBe('validation.emailRequired');
    expect(validateEmail('   ')).toBe('validation.emailRequired');
    expect(validateEmail('jane')).toBe('validation.emailInvalid');
    expect(validateEmail('jane@acme')).toBe('validation.emailInvalid');
    expect(validateEmail('jane doe@acme.example')).toBe('validation.emailInvalid');
    expect(validateEmail(' jane@acme.example ')).toBeNull();
  });

  it('normalises emails to trimmed lower case', () => {
    expect(normaliseEmail('  Jane@Acme.Example ')).toBe('jane@acme.example');
  });

  it('only checks presence of the sign-in password', () => {
    expect(validatePasswordPresent('')).toBe('validation.passwordRequired');
    expect(validatePasswordPresent('x')).toBeNull();
  });

  it('enforces the minimum of 6 characters for new passwords', () => {
    expect(validateNewPassword('')).toBe('validation.passwordRequired');
    expect(validateNewPassword('12345')).toBe('validation.passwordTooShort');
    expect(validateNewPassword('123456')).toBeNull();
  });

  it('requires matching confirmation', () => {
    expect(validatePasswordConfirmation('secret1', 'secret2')).toBe('validation.passwordsDontMatch');
    expect(validatePasswordConfirmation('secret1', 'secret1')).toBeNull();
  });

  it('checks required text', () => {
    expect(validateRequired('  ', 'validation.fullNameRequired')).toBe('validation.fullNameRequired');
    expect(validateRequired('Jane', 'validation.fullNameRequired')).toBeNull();
  });

  it('accepts an optional website with or without scheme', () => {
    expect(validateOptionalWebsite('')).toBeNull();
    expect(validateOptionalWebsite('acme.example')).toBeNull();
    expect(validateOptionalWebsite('https://acme.example/about')).toBeNull();
    expect(validateOptionalWebsite('not a site')).toBe('validation.websiteInvalid');
    expect(validateOptionalWebsite('localhost')).toBe('validation.websiteInvalid');
  });

  it('collects only failing fields', () => {
    const errors = collectErrors({ email: validateEmail('x'), password: validateNewPassword('123456') });
    expect(errors).toEqual({ email: 'validation.emailInvalid' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ email: null }))).toBe(false);
  });
});
