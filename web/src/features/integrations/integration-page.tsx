import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CtaBanner } from '@/components/site/cta-banner';
import { CheckIcon, ShieldIcon } from '@/components/site/icons';
import { NotFoundPage } from '@/components/site/not-found-page';
import { BackLink, Badge, ButtonLink, Container } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';
import { useSignedIn } from '@/components/site/use-signed-in';
import { findIntegration, type IntegrationEntry } from './integration-catalog';
import { WebhookTester } from './webhook-tester';

export function IntegrationPage() {
  const { integrationId } = useParams();
  const integration = findIntegration(integrationId);
  if (!integration) return <NotFoundPage />;
  return <IntegrationDetails key={integration.id} integration={integration} />;
}

function IntegrationDetails({ integration }: { integration: IntegrationEntry }) {
  const { t } = useTranslation('public');
  const signedIn = useSignedIn();
  const { id, Icon, available } = integration;
  const name = t(`integrationNames.${id}`);
  const key = `integrations.${id}`;
  usePageMeta(t('integrations.page.metaTitle', { name }), t(`${key}.tagline`));
  const how = t(`${key}.how`, { returnObjects: true }) as string[];
  const steps = t(`${key}.steps`, { returnObjects: true }) as string[];
  const features = t(`${key}.features`, { returnObjects: true }) as string[];
  const connectTarget = signedIn ? integration.connectSignedIn : '/auth/sign-up';

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 sm:py-16">
          <BackLink to="/">{t('common.backToHome')}</BackLink>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-slate-900 text-white shadow-lg">
              <Icon className="h-8 w-8" />
            </span>
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                  {t(`${key}.title`)}
                </h1>
                <Badge tone={available ? 'green' : 'amber'}>
                  {available ? t('common.available') : t('common.comingSoon')}
                </Badge>
              </div>
              <p className="mt-3 max-w-2xl text-lg text-slate-600">{t(`${key}.tagline`)}</p>
            </div>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={connectTarget} size="lg">
              {t('integrations.page.connect', { name })}
            </ButtonLink>
            <p className="text-sm text-slate-600">{t('integrations.page.trialNote')}</p>
          </div>
        </Container>
      </section>

      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
        <Panel id="integration-how" className="bg-white" title={t('integrations.page.howTitle')}>
          <ol className="mt-6 space-y-5">
            {how.map((item, index) => (
              <li key={item} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <p className="pt-1 text-slate-700">{item}</p>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel
          id="integration-setup"
          className="bg-slate-50"
          title={id === 'custom' ? t('integrations.page.timelineTitle') : t('integrations.page.setupTitle')}
        >
          <ol className="mt-6 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="min-w-20 shrink-0 pt-0.5 text-sm font-semibold whitespace-nowrap text-brand-700">
                  {t('integrations.page.step', { number: index + 1 })}
                </span>
                <p className="text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
        </Panel>

        {id === 'telegram' ? <TelegramCommands /> : null}
        {id === 'custom' ? <CustomPricing /> : null}
        {id === 'webhook' ? <WebhookSecurity /> : null}

        <Panel
          id="integration-features"
          className="bg-white lg:col-span-2"
          title={t('integrations.page.featuresTitle')}
        >
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </Panel>

        {id === 'webhook' ? <WebhookTester /> : null}
      </Container>

      <CtaBanner
        id="integration-cta"
        look="dark"
        title={t('integrations.page.ctaTitle', { name })}
        text={t('integrations.page.trialNote')}
        primary={{ to: connectTarget, label: t('integrations.page.connect', { name }) }}
        secondary={{ to: '/pricing', label: t('common.viewPricing') }}
      />
    </>
  );
}

/** A card of the details grid: a section named by its heading. */
function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl p-6 ring-1 ring-slate-200 sm:p-8 ${className}`}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TelegramCommands() {
  const { t } = useTranslation('public');
  const commands = t('integrations.telegram.commands', { returnObjects: true }) as {
    command: string;
    text: string;
  }[];
  return (
    <section
      aria-labelledby="telegram-commands"
      className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8 lg:col-span-2"
    >
      <h2 id="telegram-commands" className="text-xl font-bold">
        {t('integrations.page.commandsTitle')}
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {commands.map((command) => (
          <div key={command.command} className="rounded-xl bg-slate-800 p-4">
            <dt className="font-mono text-base font-semibold text-brand-100">{command.command}</dt>
            <dd className="mt-1 text-sm text-slate-300">{command.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CustomPricing() {
  const { t } = useTranslation('public');
  return (
    <section
      aria-labelledby="custom-pricing"
      className="flex flex-col gap-6 rounded-2xl bg-brand-700 p-6 text-white sm:p-8 lg:col-span-2 lg:flex-row lg:items-center lg:justify-between"
    >
      <div>
        <h2 id="custom-pricing" className="text-xl font-bold">
          {t('integrations.custom.feeTitle')}
        </h2>
        <p className="mt-2 text-3xl font-extrabold">{t('integrations.custom.fee')}</p>
        <p className="mt-2 max-w-2xl text-brand-50">{t('integrations.custom.feeText')}</p>
      </div>
      <ButtonLink to="/contact?topic=consultation" variant="light" size="lg" className="shrink-0">
        {t('integrations.custom.consult')}
      </ButtonLink>
    </section>
  );
}

function WebhookSecurity() {
  const { t } = useTranslation('public');
  const items = t('integrations.webhook.security', { returnObjects: true }) as string[];
  return (
    <section
      aria-labelledby="webhook-security"
      className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8 lg:col-span-2"
    >
      <div className="flex items-center gap-2">
        <ShieldIcon className="h-6 w-6 text-brand-100" />
        <h2 id="webhook-security" className="text-xl font-bold">
          {t('integrations.webhook.securityTitle')}
        </h2>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-200">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-100" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
