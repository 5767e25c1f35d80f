import { useTranslation } from 'react-i18next';
import { CtaBanner } from '@/components/site/cta-banner';
import { BoltIcon, HeartIcon, ShieldIcon, TargetIcon } from '@/components/site/icons';
import { Container, PageHero, SectionHeading } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';

type Item = { title: string; text: string };
const valueIcons = [BoltIcon, TargetIcon, ShieldIcon, HeartIcon];

export function AboutPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('about.metaTitle'), t('about.metaDescription'));
  const story = t('about.story.paragraphs', { returnObjects: true }) as string[];
  const values = t('about.values.items', { returnObjects: true }) as Item[];
  const stats = t('about.stats', { returnObjects: true }) as { value: string; label: string }[];
  const audiences = t('about.audiences.items', { returnObjects: true }) as Item[];

  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <section aria-labelledby="about-story" className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="about-story" className="text-3xl font-bold tracking-tight text-slate-900">
              {t('about.story.title')}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-8 text-slate-600">
              {story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
              >
                <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <section aria-labelledby="about-values" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="about-values"
            eyebrow={t('about.values.eyebrow')}
            title={t('about.values.title')}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value, index) => {
              const ValueIcon = valueIcons[index] ?? HeartIcon;
              return (
                <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-600 text-white">
                    <ValueIcon className="h-5 w-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="about-audiences" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="about-audiences"
            title={t('about.audiences.title')}
            lead={t('about.audiences.lead')}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {audiences.map((audience) => (
              <li key={audience.title} className="rounded-2xl border border-slate-200 p-6">
                <h3 className="font-semibold text-slate-900">{audience.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{audience.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBanner
        id="about-cta"
        look="darkCentered"
        title={t('about.cta.title')}
        text={t('about.cta.text')}
        primary={{ to: '/pricing', label: t('common.viewPricing') }}
        secondary={{ to: '/contact', label: t('common.contactUs') }}
      />
    </>
  );
}
