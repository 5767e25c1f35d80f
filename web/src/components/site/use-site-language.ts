import { useLocation } from 'react-router-dom';
import { languageFromPath, type SupportedLanguage } from '@/i18n/languages';

/** The language of the public page being shown, from its URL (`/es/…`, `/de/…`, otherwise English). */
export function useSiteLanguage(): SupportedLanguage {
  return languageFromPath(useLocation().pathname);
}
