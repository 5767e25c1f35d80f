/** Form rules shared by the auth screens. Each returns an i18n key (namespace `auth`) or null. */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ValidationKey =
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.passwordsDontMatch'
  | 'validation.samePassword'
  | 'validation.fullNameRequired'
  | 'validation.currentPasswordRequired'
  | 'validation.currentPasswordIncorrect'
  | 'validation.codeRequired'
  | 'validation.websiteInvalid';

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateEmail(value: string): ValidationKey | null {
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'validation.emailInvalid';
  return null;
}

/** Sign-in only checks presence: the server decides whether the password is right. */
export function validatePasswordPresent(value: string): ValidationKey | null {
  return value ? null : 'validation.passwordRequired';
}

export function validateNewPassword(value: string): ValidationKey | null {
  if (!value) return 'validation.passwordRequired';
  if (value.length < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationKey | null {
  return password === confirmation ? null : 'validation.passwordsDontMatch';
}

export function validateRequired(value: string, key: ValidationKey): ValidationKey | null {
  return value.trim() ? null : key;
}

/** Optional website: accepted with or without a scheme, as long as it looks like a host name. */
export function validateOptionalWebsite(value: string): ValidationKey | null {
  const website = value.trim();
  if (!website) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.includes('.') ? null : 'validation.websiteInvalid';
  } catch {
    return 'validation.websiteInvalid';
  }
}

export type FieldErrors<K extends string> = Partial<Record<K, ValidationKey>>;

/** Keeps only the fields that failed; an empty object means the form is valid. */
export function collectErrors<K extends string>(checks: Record<K, ValidationKey | null>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, error] of Object.entries(checks) as Array<[K, ValidationKey | null]>) {
    if (error) errors[field] = error;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
