import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaBanner } from '@/components/site/cta-banner';
import { Link } from '@/components/site/link';
import { ArrowRightIcon, MailIcon, SearchIcon } from '@/components/site/icons';
import { NewsletterForm } from '@/components/site/newsletter-form';
import { Badge, Container, PageHero } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';
import { ArticleCard, ArticleMeta, useArticleText } from './article-card';
import { articles } from './articles';

function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function BlogPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('blog.metaTitle'), t('blog.metaDescription'));
  const text = useArticleText();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  const needle = normalise(deferredQuery.trim());
  const searching = needle.length > 0;
  const matches = searching
    ? articles.filter((article) =>
        [text.title(article), text.excerpt(article), text.category(article)].some((field) =>
          normalise(field).includes(needle),
        ),
      )
    : articles;
  const featured = searching ? undefined : articles.find((article) => article.featured);
  const grid = featured ? matches.filter((article) => article !== featured) : matches;

  return (
    <>
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')}>
        <form role="search" className="mx-auto mt-8 max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            {t('blog.searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('blog.searchPlaceholder')}
              autoComplete="off"
              className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
            />
          </div>
        </form>
      </PageHero>

      <Container className="pb-16">
        <p aria-live="polite" className={searching ? 'mb-6 text-sm font-medium text-slate-700' : 'sr-only'}>
          {searching ? t('blog.results', { count: matches.length }) : ''}
        </p>

        {featured ? (
          <section aria-labelledby="featured-title" className="mb-14">
            <h2 id="featured-title" className="sr-only">
              {t('blog.featured')}
            </h2>
            <article className="relative grid overflow-hidden rounded-3xl bg-slate-900 text-white shadow-xl focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 lg:grid-cols-5">
              <div
                className="relative hidden bg-gradient-to-br from-brand-500 to-brand-700 p-10 lg:col-span-2 lg:block"
                aria-hidden="true"
              >
                <div className="absolute inset-0 opacity-30 [background-image:radial-gradient(white_1px,transparent_1px)] [background-size:18px_18px]" />
                <div className="relative flex h-full flex-col justify-center gap-3">
                  <div className="rounded-xl bg-white/95 p-4 text-sm text-slate-900 shadow-lg">
                    <p className="font-semibold">Sarah Lee · CTO</p>
                    <p className="text-slate-600">Brightwave</p>
                  </div>
                  <div className="ml-10 rounded-xl bg-white/80 p-3 text-xs text-slate-900 shadow">
                    → CRM · Google Sheets · Webhook
                  </div>
                </div>
              </div>
              <div className="p-8 sm:p-10 lg:col-span-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="amber">{t('blog.featured')}</Badge>
                  <span className="text-sm font-semibold text-brand-100">{text.category(featured)}</span>
                </div>
                <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
                  <Link to={`/blog/${featured.slug}`} className="focus:outline-none">
                    <span aria-hidden="true" className="absolute inset-0" />
                    {text.title(featured)}
                  </Link>
                </h3>
                <p className="mt-4 text-slate-300">{text.excerpt(featured)}</p>
                <div className="mt-6">
                  <ArticleMeta article={featured} tone="dark" />
                </div>
                <span className="mt-6 inline-flex items-center gap-1 font-semibold text-white">
                  {t('blog.readArticle')}
                  <ArrowRightIcon className="h-5 w-5" />
                </span>
              </div>
            </article>
          </section>
        ) : null}

        <section aria-labelledby="latest-title">
          <h2 id="latest-title" className={searching ? 'sr-only' : 'mb-6 text-2xl font-bold text-slate-900'}>
            {searching ? t('blog.searchResults') : t('blog.latest')}
          </h2>
          {grid.length ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {grid.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
              <p className="font-semibold text-slate-900">{t('blog.noResults')}</p>
              <button
                type="button"
                onClick={() => setQuery('')}
                className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                {t('blog.clearSearch')}
              </button>
            </div>
          )}
        </section>
      </Container>

      <section aria-labelledby="blog-newsletter" className="bg-slate-50 py-16">
        <Container>
          <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2">
            <div>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <MailIcon />
              </span>
              <h2 id="blog-newsletter" className="mt-4 text-2xl font-bold text-slate-900">
                {t('blog.newsletter.title')}
              </h2>
              <p className="mt-2 text-slate-600">{t('blog.newsletter.text')}</p>
            </div>
            <NewsletterForm source="blog" />
          </div>
        </Container>
      </section>

      <CtaBanner
        id="blog-cta"
        className="py-16"
        title={t('blog.cta.title')}
        text={t('blog.cta.text')}
        primary={{ to: '/pricing', label: t('common.viewPricing') }}
        secondary={{ to: '/contact', label: t('common.contactUs') }}
      />
    </>
  );
}
