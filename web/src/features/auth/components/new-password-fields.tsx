import { useTranslation } from 'react-i18next';
import { PasswordField } from './form-parts';

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
      <PasswordField
        id={`${props.idPrefix}-password`}
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={props.errors.password}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPasswordChange}
      />
      <PasswordField
        id={`${props.idPrefix}-confirmation`}
        label={t('fields.confirmPassword')}
        error={props.errors.confirmation}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={props.onConfirmationChange}
      />
    </>
  );
}
