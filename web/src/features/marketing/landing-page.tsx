import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/site/link';
import {
  ArrowRightIcon,
  BoltIcon,
  CameraIcon,
  ChatIcon,
  CheckIcon,
  DownloadIcon,
  MicIcon,
  PlugIcon,
  SendIcon,
  ShieldIcon,
  SparklesIcon,
  SyncIcon,
  TableIcon,
  TagIcon,
  WebhookIcon,
  WhatsAppIcon,
  ZapIcon,
} from '@/components/site/icons';
import { Badge, ButtonLink, Container, SectionHeading } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';
import { useAuthTarget } from '@/components/site/use-signed-in';
import { toast, type ToastOptions } from '@/components/ui/toaster';

type Item = { title: string; text: string };

function useList<T>(key: string): T[] {
  const { t } = useTranslation('public');
  const value = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

export function LandingPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('landing.metaTitle'), t('landing.metaDescription'));
  useNewsletterOutcome();
  return (
    <>
      <Hero />
      <Audience />
      <HowItWorks />
      <Features />
      <Integrations />
      <Demo />
      <ContactCta />
    </>
  );
}

/** The newsletter confirmation link lands on /?newsletter=confirmed|invalid: say so once, then tidy the URL. */
function useNewsletterOutcome() {
  const { t } = useTranslation('public');
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('newsletter');
  const shown = useRef(false);
  useEffect(() => {
    if (outcome !== 'confirmed' && outcome !== 'invalid') return;
    if (!shown.current) {
      shown.current = true;
      const options: ToastOptions =
        outcome === 'confirmed'
          ? {
              title: t('newsletter.confirmedTitle'),
              description: t('newsletter.confirmedText'),
              variant: 'success',
            }
          : {
              title: t('newsletter.invalidTitle'),
              description: t('newsletter.invalidText'),
              variant: 'error',
            };
      // On a first page load the Toaster subscribes after this effect runs: show the toast once it listens.
      window.setTimeout(() => toast(options), 0);
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('newsletter');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams, t]);
}

function Hero() {
  const { t } = useTranslation('public');
  const trialTarget = useAuthTarget('/dashboard');
  const stats = useList<{ value: string; label: string }>('landing.hero.stats');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 h-[28rem] w-[28rem] rounded-full bg-brand-100 opacity-70 blur-3xl"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <Badge className="gap-1.5">
            <SparklesIcon className="h-3.5 w-3.5" />
            {t('landing.hero.badge')}
          </Badge>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">{t('landing.hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={trialTarget} size="lg">
              {t('common.startFreeTrial')}
              <ArrowRightIcon className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink to="/#demo" size="lg" variant="secondary">
              {t('landing.hero.secondary')}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('common.trialNote')}</p>
          <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-slate-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroVisual />
      </Container>
    </section>
  );
}

function HeroVisual() {
  const { t } = useTranslation('public');
  const fields: { label: string; value: string; flag?: boolean }[] = [
    { label: t('landing.sample.name'), value: 'Sarah Lee' },
    { label: t('landing.sample.title'), value: 'CTO' },
    { label: t('landing.sample.company'), value: 'Brightwave' },
    { label: t('landing.sample.email'), value: 'sarah@brightwave.example' },
    { label: t('landing.sample.phone'), value: '+44 7700 900123', flag: true },
  ];
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="rotate-[-3deg] rounded-2xl bg-gradient-to-br from-slate-800 to-slate-900 p-6 text-white shadow-2xl sm:w-80">
        <p className="text-lg font-semibold">Sarah Lee</p>
        <p className="text-sm text-slate-300">CTO · Brightwave</p>
        <div className="mt-8 space-y-1 text-xs text-slate-300">
          <p>sarah@brightwave.example</p>
          <p>+44 7700 900123</p>
        </div>
      </div>
      <div className="relative -mt-10 ml-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:-mt-16">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-slate-900">{t('landing.sample.heading')}</p>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            <BoltIcon className="h-3.5 w-3.5" />
            2.4 s
          </span>
        </div>
        <dl className="mt-4 space-y-2.5">
          {fields.map((field) => (
            <div key={field.label} className="flex items-center justify-between gap-3 text-sm">
              <dt className="text-slate-600">{field.label}</dt>
              <dd
                className={`truncate font-medium ${field.flag ? 'rounded bg-amber-50 px-1.5 text-amber-900 ring-1 ring-amber-200' : 'text-slate-900'}`}
              >
                {field.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-amber-800">{t('landing.sample.confirm')}</p>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 text-xs font-medium">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-brand-700">
            <CheckIcon className="h-3.5 w-3.5" /> Google Sheets
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-brand-700">
            <CheckIcon className="h-3.5 w-3.5" /> Webhook
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-brand-700">
            <CheckIcon className="h-3.5 w-3.5" /> Telegram
          </span>
        </div>
      </div>
    </div>
  );
}

function Audience() {
  const { t } = useTranslation('public');
  const audiences = useList<string>('landing.audience.items');
  return (
    <section aria-labelledby="audience-title" className="border-y border-slate-200 bg-white">
      <Container className="flex flex-col items-center gap-4 py-8 text-center lg:flex-row lg:justify-between lg:text-left">
        <h2 id="audience-title" className="text-sm font-semibold text-slate-700">
          {t('landing.audience.title')}
        </h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {audiences.map((audience) => (
            <li
              key={audience}
              className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700"
            >
              {audience}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const stepIcons = [CameraIcon, SparklesIcon, SyncIcon, DownloadIcon];

/** A section of the landing page: its anchor, the centred heading from `landing.<name>`, then its content. */
function LandingSection({
  id,
  name,
  tinted = false,
  children,
}: {
  id: string;
  name: 'how' | 'features' | 'integrations';
  tinted?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  return (
    <section
      id={id}
      aria-labelledby={`${name}-title`}
      className={tinted ? 'scroll-mt-20 bg-slate-50 py-20 sm:py-24' : 'scroll-mt-20 py-20 sm:py-24'}
    >
      <Container>
        <SectionHeading
          id={`${name}-title`}
          eyebrow={t(`landing.${name}.eyebrow`)}
          title={t(`landing.${name}.title`)}
          lead={t(`landing.${name}.lead`)}
        />
        {children}
      </Container>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation('public');
  const steps = useList<Item>('landing.how.steps');
  return (
    <LandingSection id="how-it-works" name="how">
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => {
          const StepIcon = stepIcons[index] ?? SparklesIcon;
          return (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <StepIcon />
                </span>
                <span className="text-sm font-semibold text-brand-700">
                  {t('landing.how.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </LandingSection>
  );
}

const featureIcons = [
  CameraIcon,
  MicIcon,
  SendIcon,
  SparklesIcon,
  TableIcon,
  BoltIcon,
  TagIcon,
  DownloadIcon,
  ShieldIcon,
];

function Features() {
  const { t } = useTranslation('public');
  const items = useList<Item>('landing.features.items');
  return (
    <LandingSection id="features" name="features" tinted>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const FeatureIcon = featureIcons[index] ?? SparklesIcon;
          return (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <FeatureIcon className="h-5 w-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{item.text}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-700 px-6 py-8 text-center text-white sm:flex-row sm:justify-between sm:text-left">
        <p className="text-4xl font-extrabold">8x</p>
        <p className="max-w-2xl text-lg text-brand-50">{t('landing.features.highlight')}</p>
        <ButtonLink to="/blog/real-time-lead-routing" variant="light" className="shrink-0">
          {t('landing.features.highlightLink')}
        </ButtonLink>
      </div>
    </LandingSection>
  );
}

const integrationCards = [
  { id: 'telegram', Icon: SendIcon, available: true },
  { id: 'google-sheets', Icon: TableIcon, available: true },
  { id: 'zapier', Icon: ZapIcon, available: true },
  { id: 'webhook', Icon: WebhookIcon, available: true },
  { id: 'custom', Icon: PlugIcon, available: true },
  { id: 'whatsapp', Icon: WhatsAppIcon, available: false },
] as const;

function Integrations() {
  const { t } = useTranslation('public');
  return (
    <LandingSection id="integrations" name="integrations">
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {integrationCards.map(({ id, Icon, available }) => (
          <li key={id}>
            <Link
              to={`/integrations/${id}`}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <div className="flex items-center justify-between">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-slate-900 text-white">
                  <Icon />
                </span>
                <Badge tone={available ? 'green' : 'amber'}>
                  {available ? t('common.available') : t('common.comingSoon')}
                </Badge>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`integrationNames.${id}`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                {t(`landing.integrations.cards.${id}`)}
              </p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {t('common.learnMore')}
                <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

type DemoTab = { label: string; inputTitle: string; input: string; source: string };
const demoIcons = [CameraIcon, ChatIcon, MicIcon];

function Demo() {
  const { t } = useTranslation('public');
  const tabs = useList<DemoTab>('landing.demo.tabs');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const current = tabs[active];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    let next = active;
    if (event.key === 'ArrowRight') next = active === last ? 0 : active + 1;
    else if (event.key === 'ArrowLeft') next = active === 0 ? last : active - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  }

  const lead = [
    [t('landing.sample.name'), 'Sarah Lee'],
    [t('landing.sample.title'), 'CTO'],
    [t('landing.sample.company'), 'Brightwave'],
    [t('landing.sample.email'), 'sarah@brightwave.example'],
    [t('landing.sample.phone'), '+44 7700 900123'],
  ];

  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-slate-900 py-20 text-white sm:py-24"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('landing.demo.eyebrow')}
          </p>
          <h2 id="demo-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.demo.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{t('landing.demo.lead')}</p>
        </div>
        <div
          role="tablist"
          aria-label={t('landing.demo.tabsLabel')}
          className="mx-auto mt-10 flex max-w-md flex-wrap justify-center gap-1 rounded-xl bg-slate-800 p-1"
        >
          {tabs.map((tab, index) => {
            const TabIcon = demoIcons[index] ?? CameraIcon;
            const selected = index === active;
            return (
              <button
                key={tab.label}
                id={`${baseId}-tab-${index}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={onKeyDown}
                className={`inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${selected ? 'bg-white text-slate-900' : 'text-slate-200 hover:bg-slate-700'}`}
              >
                <TabIcon className="h-4 w-4" />
                {tab.label}
              </button>
            );
          })}
        </div>
        {current ? (
          <div
            id={`${baseId}-panel`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${active}`}
            className="mx-auto mt-8 grid max-w-5xl items-stretch gap-6 lg:grid-cols-[1fr_auto_1fr]"
          >
            <DemoPanel title={current.inputTitle}>
              <p className="font-mono text-sm leading-6 whitespace-pre-line text-slate-200">
                {current.input}
              </p>
            </DemoPanel>
            <div className="flex items-center justify-center text-brand-100" aria-hidden="true">
              <ArrowRightIcon className="h-8 w-8 rotate-90 lg:rotate-0" />
            </div>
            <DemoPanel title={t('landing.demo.outputTitle')}>
              <dl className="space-y-2 text-sm">
                {lead.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-slate-300">{label}</dt>
                    <dd className="truncate font-medium text-white">{value}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-300">{t('landing.demo.sourceLabel')}</dt>
                  <dd className="font-medium text-white">{current.source}</dd>
                </div>
              </dl>
            </DemoPanel>
          </div>
        ) : null}
        <div className="mt-10 text-center">
          <ButtonLink to="/integrations/telegram" variant="light" size="lg">
            {t('landing.demo.cta')}
            <ArrowRightIcon className="h-5 w-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

function DemoPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-700 bg-slate-800 p-6">
      <h3 className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{title}</h3>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function ContactCta() {
  const { t } = useTranslation('public');
  const trialTarget = useAuthTarget('/dashboard');
  return (
    <section id="contact" aria-labelledby="cta-title" className="scroll-mt-20 py-20 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t('landing.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={trialTarget} variant="light" size="lg">
              {t('common.startFreeTrial')}
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="outlineLight">
              {t('landing.cta.contact')}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-brand-50">{t('common.trialNote')}</p>
        </div>
      </Container>
    </section>
  );
}
