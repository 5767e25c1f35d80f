import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { postPublicForm } from './public-api';

/** The shared schemas and their messages load with the first submission: zod stays off the page's first download. */
const loadValidation = () => Promise.all([import('@contracts/public-forms'), import('./form-errors')]);

export interface EmailSignupOptions {
  /** Which public form the address goes to. */
  form: 'newsletter' | 'notify';
  /** More fields of the request, next to the address and the page language. */
  extra?: Record<string, unknown>;
}

/**
 * A one-address signup form (newsletter, coming-soon notification): validated with the shared schema, posted,
 * then a toast. The form's markup stays with its component.
 */
export function useEmailSignup({ form, extra }: EmailSignupOptions) {
  const { t, i18n } = useTranslation('public');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The i18n prefix (public namespace) of the form's success and error toasts. */
  const messages = form === 'newsletter' ? 'newsletter' : 'comingSoon';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [contracts, { submitErrorText, validateForm }] = await loadValidation();
    const schema = form === 'newsletter' ? contracts.newsletterRequestSchema : contracts.notifyRequestSchema;
    const checked = validateForm(schema, { ...extra, email, language: i18n.resolvedLanguage }, t);
    if (!checked.ok) {
      setError(checked.errors.email ?? t('forms.errors.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await postPublicForm(contracts.PUBLIC_FORM_PATHS[form], checked.data);
      setEmail('');
      toast({
        title: t(`${messages}.successTitle`),
        description: t(`${messages}.successText`),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t(`${messages}.errorTitle`), description: submitErrorText(error, t), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, error, setError, busy, onSubmit };
}
