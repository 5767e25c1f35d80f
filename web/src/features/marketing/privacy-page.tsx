import { useTranslation } from 'react-i18next';
import { Link } from '@/components/site/link';
import { PRIVACY_EMAIL } from '@/components/site/contact-details';
import { Container } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';

type PolicySection = { id: string; title: string; paragraphs: string[]; items?: string[] };

export function PrivacyPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('privacy.metaTitle'), t('privacy.metaDescription'));
  const sections = t('privacy.sections', { returnObjects: true }) as PolicySection[];

  return (
    <Container className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('privacy.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words hyphens-auto text-slate-900 sm:text-4xl">
          {t('privacy.title')}
        </h1>
        <p className="mt-3 text-sm text-slate-600">{t('privacy.lastUpdated')}</p>
        <p className="mt-6 text-lg leading-8 text-slate-600">{t('privacy.intro')}</p>
        <nav
          aria-labelledby="privacy-toc"
          className="mt-10 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
        >
          <h2 id="privacy-toc" className="text-sm font-semibold text-slate-900">
            {t('privacy.contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12">
            <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items?.length ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.id === 'contact' ? (
              <p className="mt-4 leading-7 text-slate-700">
                <a
                  href={`mailto:${PRIVACY_EMAIL}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {PRIVACY_EMAIL}
                </a>{' '}
                ·{' '}
                <Link
                  to="/contact"
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t('privacy.contactForm')}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </Container>
  );
}
