import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/site/link';
import { CheckIcon } from '@/components/site/icons';
import { Badge, ButtonLink, Container, FaqList, PageHero, SectionHeading } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';
import { useSignedIn } from '@/components/site/use-signed-in';

/** Spec section 9: monthly prices in USD; annual billing saves 20%. */
const ANNUAL_DISCOUNT = 0.2;
const CUSTOM_SETUP_FEE = 200;

const plans = [
  { id: 'free', monthly: 0, popular: false, cta: 'getStartedFree' },
  { id: 'telegram-basic', monthly: 20, popular: true, cta: 'startTrial' },
  { id: 'telegram-pro', monthly: 35, popular: false, cta: 'startTrial' },
  { id: 'custom-crm', monthly: 45, popular: false, cta: 'bookConsultation' },
] as const;

type Billing = 'monthly' | 'annual';

/** Money is always shown as en-US currency (spec section 9). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function PricingPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('pricing.metaTitle'), t('pricing.metaDescription'));
  const [billing, setBilling] = useState<Billing>('monthly');
  const signedIn = useSignedIn();
  const faq = t('pricing.faq.items', { returnObjects: true }) as { q: string; a: string }[];

  return (
    <>
      <PageHero eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} lead={t('pricing.lead')}>
        <BillingSwitch value={billing} onChange={setBilling} />
      </PageHero>
      <Container className="-mt-4 pb-20">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {plans.map((plan) => {
            const features = t(`pricing.plans.${plan.id}.features`, { returnObjects: true }) as string[];
            const monthly = billing === 'annual' ? plan.monthly * (1 - ANNUAL_DISCOUNT) : plan.monthly;
            const target = signedIn
              ? '/dashboard/billing'
              : `/auth/sign-up${plan.id === 'free' ? '' : `?plan=${plan.id}`}`;
            return (
              <li
                key={plan.id}
                className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${plan.popular ? 'ring-2 ring-brand-600 shadow-lg' : 'ring-1 ring-slate-200'}`}
              >
                {plan.popular ? (
                  <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
                    {t('pricing.mostPopular')}
                  </span>
                ) : null}
                <h2 className="text-lg font-semibold text-slate-900">{t(`pricing.plans.${plan.id}.name`)}</h2>
                <p className="mt-2 min-h-12 text-sm text-slate-600">
                  {t(`pricing.plans.${plan.id}.description`)}
                </p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-extrabold tracking-tight text-slate-900">
                    {plan.monthly === 0 ? t('pricing.free') : usd.format(monthly)}
                  </span>
                  {plan.monthly === 0 ? null : (
                    <span className="text-sm text-slate-600">{t('pricing.perMonth')}</span>
                  )}
                </p>
                <p className="mt-1 min-h-10 text-sm text-slate-600">
                  {plan.monthly === 0
                    ? t('pricing.freeForever')
                    : billing === 'annual'
                      ? t('pricing.billedAnnually', {
                          total: usd.format(plan.monthly * 12 * (1 - ANNUAL_DISCOUNT)),
                          saving: usd.format(plan.monthly * 12 * ANNUAL_DISCOUNT),
                        })
                      : t('pricing.billedMonthly')}
                  {plan.id === 'custom-crm' ? (
                    <span className="block font-medium text-slate-800">
                      {t('pricing.setupFee', { fee: usd.format(CUSTOM_SETUP_FEE) })}
                    </span>
                  ) : null}
                </p>
                <ButtonLink
                  to={target}
                  variant={plan.popular ? 'primary' : 'secondary'}
                  className="mt-6 w-full"
                  aria-label={`${t(`pricing.cta.${plan.cta}`)}: ${t(`pricing.plans.${plan.id}.name`)}`}
                >
                  {t(`pricing.cta.${plan.cta}`)}
                </ButtonLink>
                <ul className="mt-6 space-y-3 text-sm text-slate-700">
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          {t('pricing.trialFootnote')}{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('pricing.questions')}
          </Link>
        </p>
      </Container>
      <section aria-labelledby="pricing-faq" className="bg-slate-50 py-20">
        <Container size="3xl">
          <SectionHeading
            id="pricing-faq"
            eyebrow={t('pricing.faq.eyebrow')}
            title={t('pricing.faq.title')}
          />
          <div className="mt-10">
            <FaqList items={faq} />
          </div>
        </Container>
      </section>
    </>
  );
}

function BillingSwitch({ value, onChange }: { value: Billing; onChange: (value: Billing) => void }) {
  const { t } = useTranslation('public');
  const name = useId();
  const options: { value: Billing; label: string }[] = [
    { value: 'monthly', label: t('pricing.monthly') },
    { value: 'annual', label: t('pricing.annual') },
  ];
  return (
    <fieldset className="mt-8 inline-flex flex-col items-center gap-3">
      <legend className="sr-only">{t('pricing.billingPeriod')}</legend>
      <div className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {options.map((option) => (
          <label
            key={option.value}
            className={`relative cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${value === option.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <Badge tone="green">{t('pricing.annualSaving')}</Badge>
    </fieldset>
  );
}
