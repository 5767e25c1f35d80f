import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids, unique per page. */
  idPrefix: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** i18n keys of the fields' errors, if any. */
  errors: { password?: string; confirmation?: string };
}

/** "New password" and "Confirm password", as the reset and change screens both ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field
        id={`${props.idPrefix}-password`}
        label={t('fields.newPassword')}
        required
        hint={t('fields.passwordHint')}
        error={props.errors.password ? t(props.errors.password) : null}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            value={props.password}
            onChange={(event) => props.onPasswordChange(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${props.idPrefix}-confirmation`}
        label={t('fields.confirmPassword')}
        required
        error={props.errors.confirmation ? t(props.errors.confirmation) : null}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            value={props.confirmation}
            onChange={(event) => props.onConfirmationChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
