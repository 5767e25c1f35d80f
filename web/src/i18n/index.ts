import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, supportedLanguages, type SupportedLanguage } from './resources';

export const LANGUAGE_STORAGE_KEY = 'leadroute.lang';
export const defaultLanguage: SupportedLanguage = 'en';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

function initialLanguage(): SupportedLanguage {
  if (typeof window === 'undefined') return defaultLanguage;
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isSupportedLanguage(stored)) return stored;
  const browser = window.navigator.language.slice(0, 2);
  return isSupportedLanguage(browser) ? browser : defaultLanguage;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  reflectLanguage(language);
  if (typeof window !== 'undefined') window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
});

export default i18n;
