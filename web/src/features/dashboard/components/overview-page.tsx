import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { countRecentLeads } from '../api/count-recent-leads';
import { isPaidPlan, type PlanId } from '@contracts/plans';

/** Fixed until subscriptions exist (spec §2: the plan text is 'Free Trial' with 'Days left: 2'). */
const CURRENT_PLAN: PlanId = 'free';
const TRIAL_DAYS_LEFT = 2;

type LeadCount = { state: 'loading' } | { state: 'ready'; count: number; more: boolean } | { state: 'error' };

export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const [leadCount, setLeadCount] = useState<LeadCount>({ state: 'loading' });
  const fullName = user?.attributes['custom:full_name']?.trim();
  const paid = isPaidPlan(CURRENT_PLAN);

  useEffect(() => {
    let cancelled = false;
    countRecentLeads()
      .then((result) => !cancelled && setLeadCount({ state: 'ready', ...result }))
      .catch((error: unknown) => {
        console.error('Could not count leads', error);
        if (!cancelled) setLeadCount({ state: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {fullName ? t('overview.welcomeName', { name: fullName }) : t('overview.welcome')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('overview.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle>{t('overview.subscription.title')}</CardTitle>
            <CardDescription>{t('overview.subscription.description')}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            <p className="text-2xl font-semibold text-slate-900">{t('overview.subscription.plan')}</p>
            <p className="mt-1 text-sm text-slate-600">
              {t('overview.subscription.daysLeft', { count: TRIAL_DAYS_LEFT })}
            </p>
          </CardContent>
          <CardFooter>
            <Link to="/dashboard/billing" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('overview.subscription.manage')}
            </Link>
          </CardFooter>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle>{t('overview.leads.title')}</CardTitle>
            <CardDescription>{t('overview.leads.description')}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            {leadCount.state === 'loading' ? (
              <Spinner className="size-6 text-brand-600" label={t('common:loading')} />
            ) : leadCount.state === 'error' ? (
              <p className="text-sm text-slate-600">{t('overview.leads.unavailable')}</p>
            ) : (
              <p className="text-2xl font-semibold text-slate-900" data-testid="overview-lead-count">
                {leadCount.more ? `${leadCount.count}+` : leadCount.count}
                <span className="ml-2 text-sm font-normal text-slate-600">
                  {t('overview.leads.recent', { count: leadCount.count })}
                </span>
              </p>
            )}
          </CardContent>
          <CardFooter>
            <Link to="/dashboard/leads" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('overview.leads.view')}
            </Link>
          </CardFooter>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle>{t('overview.telegram.title')}</CardTitle>
            <CardDescription>{t('overview.telegram.description')}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            <p className="text-sm text-slate-600">
              {paid ? t('overview.telegram.paidHint') : t('overview.telegram.freeHint')}
            </p>
          </CardContent>
          <CardFooter>
            {paid ? (
              <Link to="/integrations/telegram" className={buttonClasses({ size: 'sm' })}>
                {t('overview.telegram.connect')}
              </Link>
            ) : (
              <Button size="sm" variant="outline" disabled>
                {t('overview.telegram.requiresPaid')}
              </Button>
            )}
          </CardFooter>
        </Card>
      </div>
    </div>
  );
}
