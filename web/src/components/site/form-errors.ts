import { fieldErrorCodes } from '@contracts/public-forms';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { PublicFormError } from './public-api';

export type FieldErrors = Record<string, string>;

/** Validates with a shared zod schema and returns the parsed data or translated inline messages per field. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  t: TFunction<'public'>,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const [field, code] of Object.entries(fieldErrorCodes(result.error))) {
    errors[field] = t(`forms.errors.${code}`);
  }
  return { ok: false, errors };
}

/** Moves focus to the first invalid control of a form, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** The description of the error toast after a failed submission. */
export function submitErrorText(error: unknown, t: TFunction<'public'>): string {
  if (error instanceof PublicFormError) {
    if (error.status === 429) return t('forms.rateLimited');
    if (error.status === 400 || error.status === 413 || error.status === 422) return t('forms.rejected');
  }
  return t('forms.tryAgain');
}
