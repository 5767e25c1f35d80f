import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OutlineIcon } from '@/components/ui/outline-icon';

function ComingSoon({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <Card className="p-8 text-center sm:p-12">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <OutlineIcon>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" />
          </OutlineIcon>
        </div>
        <p className="text-lg font-semibold text-slate-900">{t('comingSoon.title')}</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{description}</p>
        {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </Card>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('dashboard');
  return (
    <ComingSoon title={t('nav.profile')} description={t('comingSoon.profile')}>
      <Link to="/auth/change-password" className={buttonClasses({ variant: 'outline' })}>
        {t('comingSoon.changePassword')}
      </Link>
    </ComingSoon>
  );
}

export function BillingPage() {
  const { t } = useTranslation('dashboard');
  return <ComingSoon title={t('nav.billing')} description={t('comingSoon.billing')} />;
}

export function SubscriptionPage() {
  const { t } = useTranslation('dashboard');
  return <ComingSoon title={t('nav.subscription')} description={t('comingSoon.subscription')} />;
}

export function IntegrationsPage() {
  const { t } = useTranslation('dashboard');
  return <ComingSoon title={t('integrationsTitle')} description={t('comingSoon.integrations')} />;
}
