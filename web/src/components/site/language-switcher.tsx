import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadLanguage } from '@/i18n';
import { isSupportedLanguage, localizePath, storeLanguage } from '@/i18n/languages';
import { GlobeIcon } from './icons';
import { useSiteLanguage } from './use-site-language';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
] as const;

/**
 * Language picker: goes to the same page in the chosen language (`/pricing` → `/es/pricing`) and remembers the
 * choice for later visits. The bundles are fetched first, so the new page renders in its language at once.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation('public');
  const id = useId();
  const current = useSiteLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  async function choose(value: string) {
    if (!isSupportedLanguage(value) || value === current) return;
    storeLanguage(value);
    await preloadLanguage(value).catch(() => undefined);
    await navigate(localizePath(`${pathname}${search}${hash}`, value));
  }
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-2.5 h-4 w-4 text-slate-500" />
      <select
        id={id}
        value={current}
        onChange={(event) => void choose(event.target.value)}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-7 pl-8 text-sm font-medium text-slate-700 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute right-2 h-4 w-4 text-slate-500"
        fill="currentColor"
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </div>
  );
}
