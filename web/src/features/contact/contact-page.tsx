import { contactRequestSchema, PUBLIC_FORM_PATHS } from '@contracts/public-forms';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaBanner } from '@/components/site/cta-banner';
import { Link } from '@/components/site/link';
import { useClientSearchParams } from '@/components/site/use-hydrated';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/components/site/contact-details';
import {
  focusFirstInvalid,
  submitErrorText,
  validateForm,
  type FieldErrors,
} from '@/components/site/form-errors';
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  MailIcon,
  PhoneIcon,
  QuestionIcon,
} from '@/components/site/icons';
import { postPublicForm } from '@/components/site/public-api';
import { Container, PageHero, buttonClass } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';

type FieldName = 'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'subject' | 'message';
type Values = Record<FieldName, string>;
const empty: Values = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
};

/** Topics that preset the subject, e.g. /contact?topic=demo from "Book a Demo" or the custom integration page. */
const topics = ['demo', 'chat', 'custom', 'consultation'] as const;
type Topic = (typeof topics)[number];
const isTopic = (value: string | null): value is Topic => (topics as readonly string[]).includes(value ?? '');

export function ContactPage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta(t('contact.metaTitle'), t('contact.metaDescription'));
  const topic = useClientSearchParams().get('topic');
  const [values, setValues] = useState<Values>(() => ({
    ...empty,
    subject: isTopic(topic) ? t(`contact.topics.${topic}`) : '',
  }));
  // A prerendered page learns its query string after hydration: preset the subject then.
  const [seenTopic, setSeenTopic] = useState(topic);
  if (topic !== seenTopic) {
    setSeenTopic(topic);
    if (isTopic(topic)) setValues((current) => ({ ...current, subject: t(`contact.topics.${topic}`) }));
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function update(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
  }

  function startWithTopic(next: Topic) {
    update('subject', t(`contact.topics.${next}`));
    const form = formRef.current;
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(contactRequestSchema, { ...values, language: i18n.resolvedLanguage }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current, checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await postPublicForm(PUBLIC_FORM_PATHS.contact, checked.data);
      setValues(empty);
      toast({
        title: t('contact.form.successTitle'),
        description: t('contact.form.successText'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('contact.form.errorTitle'),
        description: submitErrorText(error, t),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  const control = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });
  const required = (name: FieldName) => !['company', 'phone'].includes(name);
  const label = (name: FieldName) => t(`contact.form.${name}`);

  const faq = t('contact.faq.items', { returnObjects: true }) as { q: string; a: string }[];
  const hours = t('contact.hours.rows', { returnObjects: true }) as { days: string; time: string }[];

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />

      <section aria-labelledby="contact-options" className="pb-4">
        <Container>
          <h2 id="contact-options" className="sr-only">
            {t('contact.optionsTitle')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <OptionCard
              icon={<MailIcon />}
              title={t('contact.options.email.title')}
              text={t('contact.options.email.text')}
            >
              <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClass('secondary', 'md', 'w-full')}>
                {SUPPORT_EMAIL}
              </a>
            </OptionCard>
            <OptionCard
              icon={<PhoneIcon />}
              title={t('contact.options.phone.title')}
              text={t('contact.options.phone.text')}
            >
              <a href={`tel:${SUPPORT_PHONE_TEL}`} className={buttonClass('secondary', 'md', 'w-full')}>
                {SUPPORT_PHONE_DISPLAY}
              </a>
            </OptionCard>
            <OptionCard
              icon={<CalendarIcon />}
              title={t('contact.options.demo.title')}
              text={t('contact.options.demo.text')}
            >
              <Button variant="primary" className="w-full" onClick={() => startWithTopic('demo')}>
                {t('contact.options.demo.action')}
              </Button>
            </OptionCard>
            <OptionCard
              icon={<ChatIcon />}
              title={t('contact.options.chat.title')}
              text={t('contact.options.chat.text')}
            >
              <Button variant="outline" className="w-full" onClick={() => startWithTopic('chat')}>
                {t('contact.options.chat.action')}
              </Button>
            </OptionCard>
          </ul>
        </Container>
      </section>

      <Container className="grid gap-8 py-16 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {t('contact.form.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('contact.form.lead')}</p>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="mt-8 grid scroll-mt-24 gap-5 sm:grid-cols-2"
            data-form="contact"
          >
            {(['firstName', 'lastName', 'email', 'company', 'phone', 'subject'] as const).map((name) => (
              <Field
                key={name}
                id={`contact-${name}`}
                label={label(name)}
                required={required(name)}
                error={errors[name]}
                className={name === 'email' || name === 'subject' ? 'sm:col-span-2' : ''}
              >
                {(props) => (
                  <Input
                    {...props}
                    {...control(name)}
                    required={required(name)}
                    type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                    autoComplete={
                      {
                        firstName: 'given-name',
                        lastName: 'family-name',
                        email: 'email',
                        company: 'organization',
                        phone: 'tel',
                        subject: 'off',
                      }[name]
                    }
                  />
                )}
              </Field>
            ))}
            <Field
              id="contact-message"
              label={label('message')}
              required
              error={errors.message}
              className="sm:col-span-2"
            >
              {(props) => <Textarea {...props} {...control('message')} required rows={5} />}
            </Field>
            <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">
                {t('contact.form.privacyBefore')}{' '}
                <Link
                  to="/privacy-policy"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t('footer.privacy')}
                </Link>
                {t('contact.form.privacyAfter')}
              </p>
              <Button type="submit" size="lg" loading={busy} className="shrink-0">
                {t('contact.form.submit')}
              </Button>
            </div>
          </form>
        </section>

        <aside className="space-y-8" aria-label={t('contact.asideLabel')}>
          <section
            aria-labelledby="contact-hours"
            className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
          >
            <div className="flex items-center gap-2 text-brand-700">
              <ClockIcon className="h-5 w-5" />
              <h2 id="contact-hours" className="font-semibold text-slate-900">
                {t('contact.hours.title')}
              </h2>
            </div>
            <dl className="mt-4 space-y-3 text-sm">
              {hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{row.days}</dt>
                  <dd className="text-right font-medium text-slate-900">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
              {t('contact.hours.note')}
            </p>
          </section>
          <section aria-labelledby="contact-faq" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <div className="flex items-center gap-2 text-brand-700">
              <QuestionIcon className="h-5 w-5" />
              <h2 id="contact-faq" className="font-semibold text-slate-900">
                {t('contact.faq.title')}
              </h2>
            </div>
            <dl className="mt-4 space-y-4 text-sm">
              {faq.map((item) => (
                <div key={item.q}>
                  <dt className="font-semibold text-slate-900">{item.q}</dt>
                  <dd className="mt-1 text-slate-600">{item.a}</dd>
                </div>
              ))}
            </dl>
            <Link
              to="/pricing"
              className="mt-5 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('contact.faq.pricingLink')}
            </Link>
          </section>
        </aside>
      </Container>

      <CtaBanner
        id="contact-cta"
        title={t('contact.cta.title')}
        text={t('contact.cta.text')}
        primary={{ to: '/pricing', label: t('common.viewPricing') }}
        secondary={{ to: '/', label: t('common.backToHome') }}
      />
    </>
  );
}

function OptionCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 mb-5 flex-1 text-sm text-slate-600">{text}</p>
      {children}
    </li>
  );
}
