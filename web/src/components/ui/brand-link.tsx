import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The app's mark (auth screens and dashboard header). */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M9 9v14h9"
        stroke="white"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M17 13h6l-3-3M23 13l-3 3"
        stroke="white"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark and app name, linking home: the left end of the auth and dashboard headers. */
export function BrandLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <BrandMark />
      {t('appName')}
    </Link>
  );
}
