import { useTranslation } from 'react-i18next';
import { Link } from '@/components/site/link';
import { ArrowRightIcon, ClockIcon } from '@/components/site/icons';
import { Badge } from '@/components/site/ui';
import type { ArticleSummary } from './articles';

export function useArticleText() {
  const { t, i18n } = useTranslation('public');
  const language = i18n.resolvedLanguage ?? 'en';
  const dateFormat = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  });
  return {
    title: (article: ArticleSummary) => t(`blog.articles.${article.slug}.title`),
    excerpt: (article: ArticleSummary) => t(`blog.articles.${article.slug}.excerpt`),
    category: (article: ArticleSummary) => t(`blog.categories.${article.category}`),
    date: (article: ArticleSummary) => dateFormat.format(new Date(`${article.publishDate}T00:00:00Z`)),
    readTime: (article: ArticleSummary) => t('blog.readTime', { minutes: article.readMinutes }),
  };
}

/** Initials avatar: no images from the network. */
export function AuthorAvatar({ name, size = 'sm' }: { name: string; size?: 'sm' | 'md' }) {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 ${size === 'md' ? 'h-11 w-11 text-sm' : 'h-8 w-8 text-xs'}`}
    >
      {initials}
    </span>
  );
}

export function ArticleMeta({
  article,
  tone = 'light',
}: {
  article: ArticleSummary;
  tone?: 'light' | 'dark';
}) {
  const text = useArticleText();
  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}
    >
      <span className="flex items-center gap-2">
        <AuthorAvatar name={article.author} />
        <span className={`font-medium ${tone === 'dark' ? 'text-white' : 'text-slate-800'}`}>
          {article.author}
        </span>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.publishDate}>{text.date(article)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="h-4 w-4" />
        {text.readTime(article)}
      </span>
    </div>
  );
}

/** A card in the blog grid and in related links; the whole card is one link (its title). */
export function ArticleCard({
  article,
  headingLevel = 'h3',
}: {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const text = useArticleText();
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div
        aria-hidden="true"
        className="mb-5 h-2 w-16 rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-all group-hover:w-24"
      />
      <Badge className="self-start">{text.category(article)}</Badge>
      <Heading className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={`/blog/${article.slug}`} className="focus:outline-none">
          <span aria-hidden="true" className="absolute inset-0" />
          {text.title(article)}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text.excerpt(article)}</p>
      <div className="mt-5 flex items-center justify-between gap-3 text-sm text-slate-600">
        <span className="flex items-center gap-2">
          <AuthorAvatar name={article.author} />
          <span>
            <span className="block font-medium text-slate-800">{article.author}</span>
            <time dateTime={article.publishDate}>{text.date(article)}</time> · {text.readTime(article)}
          </span>
        </span>
        <ArrowRightIcon className="h-5 w-5 shrink-0 text-brand-600 transition group-hover:translate-x-0.5" />
      </div>
    </article>
  );
}
