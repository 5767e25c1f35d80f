import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/i18n';
import { isSupportedLanguage } from '@/i18n/languages';
import { cn } from './cn';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
] as const;

/** A compact language picker; each language is named in its own language. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = languages.find((language) => i18n.language.startsWith(language.code))?.code ?? 'en';
  return (
    <div className={cn('inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          // Remembered for later visits (and the public pages' language), then applied.
          if (isSupportedLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700 focus:outline-2 focus:outline-brand-600"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
