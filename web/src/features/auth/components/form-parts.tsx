import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, type FieldProps } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { PasswordInput } from './password-input';

/** A form field whose error is an i18n key of the auth namespace, as the validators return them. */
export function AuthField({ error, ...props }: Omit<FieldProps, 'error'> & { error?: string | null }) {
  const { t } = useTranslation('auth');
  return <Field {...props} error={error ? t(error) : null} />;
}

/** A required password with its show/hide toggle. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  autoComplete,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  /** i18n key of the field's error, if any. */
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <AuthField id={id} label={label} required hint={hint} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </AuthField>
  );
}

/** The full-width submit button that ends every auth form. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={busy}>
      {children}
    </Button>
  );
}

/** The error toast for a new password under the minimum length (reset and change screens). */
export function toastPasswordTooShort(t: TFunction<'auth'>) {
  toast({
    variant: 'error',
    title: t('toast.passwordTooShort'),
    description: t('toast.passwordTooShortDescription'),
  });
}
