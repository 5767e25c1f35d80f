import type { Lead } from '@contracts/leads';
import { useTranslation } from 'react-i18next';
import { hasUnconfirmed } from '../lib/confirm';

/** "Review" in a lead's row while it has unconfirmed fields; opens the confirm step for that lead. */
export function ReviewLeadButton({
  lead,
  leadName,
  onReview,
}: {
  lead: Lead;
  leadName: string;
  onReview: (lead: Lead) => void;
}) {
  const { t } = useTranslation('leads');
  if (!hasUnconfirmed(lead)) return null;
  return (
    <button
      type="button"
      onClick={() => onReview(lead)}
      aria-label={t('capture.review.label', { name: leadName })}
      title={t('capture.review.hint')}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-amber-800 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-600"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M10 2 1 18h18L10 2zm-1 6h2v5H9V8zm0 6h2v2H9v-2z" />
      </svg>
      <span>{t('capture.review.button')}</span>
    </button>
  );
}
