import { notifyFeatureSchema, type NotifyFeature } from '@contracts/public-forms';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/site/link';
import { useClientSearchParams } from '@/components/site/use-hydrated';
import { BellIcon } from '@/components/site/icons';
import { BackLink, Badge, Container } from '@/components/site/ui';
import { useEmailSignup } from '@/components/site/use-email-signup';
import { usePageMeta } from '@/components/site/use-page-meta';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const upcoming: NotifyFeature[] = ['whatsapp', 'campaign-tools', 'ocr-app', 'api'];

export function ComingSoonPage() {
  const { t } = useTranslation('public');
  const searchParams = useClientSearchParams();
  const parsedFeature = notifyFeatureSchema.safeParse(searchParams.get('feature'));
  const feature: NotifyFeature = parsedFeature.success ? parsedFeature.data : 'general';
  const featureName = t(`comingSoon.features.${feature}`);
  usePageMeta(t('comingSoon.metaTitle'), t('comingSoon.metaDescription'));

  const { email, setEmail, error, setError, busy, onSubmit } = useEmailSignup({
    form: 'notify',
    extra: { feature },
  });

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-12 sm:py-16">
        <BackLink to="/">{t('common.backToHome')}</BackLink>
        <div className="mx-auto mt-10 max-w-xl text-center">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg">
            <BellIcon className="h-8 w-8" />
          </span>
          <Badge tone="amber" className="mt-6">
            {t('common.comingSoon')}
          </Badge>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900">
            {feature === 'general'
              ? t('comingSoon.title')
              : t('comingSoon.featureTitle', { feature: featureName })}
          </h1>
          <p className="mt-4 text-lg text-slate-600">{t('comingSoon.lead')}</p>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200"
            data-form="notify"
          >
            <Field id="notify-email" label={t('comingSoon.emailLabel')} required error={error}>
              {(props) => (
                <Input
                  {...props}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  inputMode="email"
                  placeholder={t('newsletter.placeholder')}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (error) setError(null);
                  }}
                />
              )}
            </Field>
            <Button type="submit" loading={busy} className="mt-4 w-full">
              <BellIcon className="h-4 w-4" />
              {t('comingSoon.submit')}
            </Button>
          </form>
          <p className="mt-6 text-sm text-slate-600">
            {t('comingSoon.questions')}{' '}
            <Link to="/#contact" className="font-semibold text-brand-700 underline underline-offset-2">
              {t('common.contactUs')}
            </Link>
          </p>
        </div>
        <div className="mx-auto mt-16 max-w-3xl">
          <h2 className="text-center text-lg font-semibold text-slate-900">{t('comingSoon.roadmapTitle')}</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {upcoming.map((item) => (
              <li key={item} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{t(`comingSoon.features.${item}`)}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`comingSoon.descriptions.${item}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
