import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { followLanguage } from '@/i18n';
import { preferredPublicPath } from '@/i18n/languages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteLanguage } from './use-site-language';

/** The same header and footer on every public page; the page's URL decides its language. */
export function SiteLayout() {
  const { t } = useTranslation('public');
  const language = useSiteLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  // Before paint: an English URL reached inside the app (e.g. from the dashboard) goes to the visitor's chosen
  // language, as a fresh load does (main.tsx); otherwise i18next follows the URL (links, back and forward).
  useLayoutEffect(() => {
    const preferred = preferredPublicPath(pathname, search, hash);
    if (preferred) {
      void navigate(preferred, { replace: true });
      return;
    }
    followLanguage(language);
  }, [hash, language, navigate, pathname, search]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-700 shadow-lg ring-1 ring-slate-200 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
