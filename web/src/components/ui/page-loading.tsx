import { useTranslation } from 'react-i18next';
import { PageSpinner } from './spinner';

/** A translated full-page spinner, e.g. while a lazily loaded route arrives. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <PageSpinner label={t('loading')} />;
}
