import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';
import { beaconPublic } from './public-api';
import { ButtonLink, Container } from './ui';
import { usePageMeta } from './use-page-meta';

/** 'Oops! Page not found', and the unknown path is reported to the server as a 404 (fire-and-forget). */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  usePageMeta(t('notFound.metaTitle'), t('notFound.text'), { noindex: true });

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    void import('@contracts/public-forms').then(({ PUBLIC_FORM_PATHS }) =>
      beaconPublic(PUBLIC_FORM_PATHS.notFound, { path: pathname.slice(0, 2048) }),
    );
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-6xl font-extrabold text-brand-600 sm:text-7xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{t('notFound.text')}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <ArrowLeftIcon className="h-5 w-5" />
        {t('notFound.home')}
      </ButtonLink>
    </Container>
  );
}
