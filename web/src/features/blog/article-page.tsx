import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CtaBanner } from '@/components/site/cta-banner';
import { LinkedInIcon, LinkIcon, XLogoIcon } from '@/components/site/icons';
import { BackLink, Badge, Container, buttonClass } from '@/components/site/ui';
import { usePageMeta } from '@/components/site/use-page-meta';
import { toast } from '@/components/ui/toaster';
import { absoluteUrl } from '@/lib/site-url';
import { ArticleCard, ArticleMeta, AuthorAvatar, useArticleText } from './article-card';
import { parseArticle, splitBold, type ArticleBlock } from './article-markup';
import { articles, type ArticleSummary } from './articles';

interface ArticleData {
  article: ArticleSummary;
  blocks: ArticleBlock[];
}

/**
 * One article. Each slug is its own route (web/src/app/routes/public.tsx) whose lazy module brings this page and
 * only that article's body, so the page renders at once, on the server as after hydration.
 */
export function ArticlePage({ article, body }: { article: ArticleSummary; body: string }) {
  return <Article key={article.slug} article={article} blocks={parseArticle(body)} />;
}

function relatedTo(article: ArticleSummary): ArticleSummary[] {
  const others = articles.filter((other) => other.slug !== article.slug);
  const sameCategory = others.filter((other) => other.category === article.category);
  return [...sameCategory, ...others.filter((other) => other.category !== article.category)].slice(0, 3);
}

function Article({ article, blocks }: ArticleData) {
  const { t, i18n } = useTranslation('public');
  const text = useArticleText();
  const title = text.title(article);
  usePageMeta(title, text.excerpt(article));
  const headings = blocks.filter(
    (block): block is Extract<ArticleBlock, { type: 'h2' }> => block.type === 'h2',
  );
  const bodyInOtherLanguage = !(i18n.resolvedLanguage ?? 'en').startsWith('en');

  return (
    <>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container size="6xl" className="py-12 sm:py-16">
          <div className="max-w-3xl">
            <BackLink to="/blog">{t('article.back')}</BackLink>
            <div className="mt-8">
              <Badge>{text.category(article)}</Badge>
            </div>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {title}
            </h1>
            <p className="mt-5 text-lg text-pretty text-slate-600 sm:text-xl">{text.excerpt(article)}</p>
            <div className="mt-8">
              <ArticleMeta article={article} />
            </div>
          </div>
        </Container>
      </header>

      <Container size="6xl" className="grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {bodyInOtherLanguage ? (
            <p className="mb-8 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
              {t('article.englishOnly')}
            </p>
          ) : null}
          <div lang="en" className="max-w-3xl text-lg leading-8 text-slate-700">
            {blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
          <div className="mt-12 flex items-center gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <AuthorAvatar name={article.author} size="md" />
            <div>
              <p className="text-sm text-slate-600">{t('article.writtenBy')}</p>
              <p className="font-semibold text-slate-900">{article.author}</p>
            </div>
          </div>
        </div>

        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start" aria-label={t('article.asideLabel')}>
          {headings.length ? (
            <nav aria-labelledby="article-toc" className="hidden lg:block">
              <h2 id="article-toc" className="text-sm font-semibold text-slate-900">
                {t('article.contents')}
              </h2>
              <ol lang="en" className="mt-3 space-y-2 border-l border-slate-200 text-sm">
                {headings.map((heading) => (
                  <li key={heading.id}>
                    <a
                      href={`#${heading.id}`}
                      className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-600 hover:text-slate-900"
                    >
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <ShareBox title={title} />
        </aside>
      </Container>

      <section aria-labelledby="related-title" className="bg-slate-50 py-16">
        <Container size="6xl">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            {t('article.related')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {relatedTo(article).map((related) => (
              <li key={related.slug}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBanner
        id="article-cta"
        className="py-16"
        size="6xl"
        title={t('article.cta.title')}
        text={t('article.cta.text')}
        primary={{ to: '/pricing', label: t('common.startFreeTrial') }}
        secondary={{ to: '/contact', label: t('common.seeDemo') }}
      />
    </>
  );
}

function Inline({ text }: { text: string }) {
  return (
    <>
      {splitBold(text).map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index} className="font-semibold text-slate-900">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Block({ block }: { block: ArticleBlock }): ReactNode {
  switch (block.type) {
    case 'h2':
      return (
        <h2
          id={block.id}
          className="mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          <Inline text={block.text} />
        </h2>
      );
    case 'h3':
      return (
        <h3 className="mt-8 text-xl font-semibold text-slate-900">
          <Inline text={block.text} />
        </h3>
      );
    case 'quote':
      return (
        <blockquote className="my-8 border-l-4 border-brand-600 pl-5 text-xl font-medium text-slate-900 italic">
          <Inline text={block.text} />
        </blockquote>
      );
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List
          className={`mt-5 space-y-2 pl-6 ${block.type === 'ul' ? 'list-disc' : 'list-decimal'} marker:text-brand-600`}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    default:
      return (
        <p className="mt-5">
          <Inline text={block.text} />
        </p>
      );
  }
}

function ShareBox({ title }: { title: string }) {
  const { t } = useTranslation('public');
  // The page's public URL (SITE_URL), the same in the prerendered HTML and after hydration.
  const url = absoluteUrl(useLocation().pathname);
  const encodedUrl = encodeURIComponent(url);
  const twitter = `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`;

  async function copyLink() {
    // What the address bar shows (without the fragment), as the visitor expects.
    const href = window.location.href.split('#')[0] ?? url;
    try {
      await navigator.clipboard.writeText(href);
      toast({
        title: t('article.share.copiedTitle'),
        description: t('article.share.copiedText'),
        variant: 'success',
      });
    } catch {
      toast({ title: t('article.share.copyFailed'), description: href, variant: 'error' });
    }
  }

  const shareLink = (href: string, label: string, icon: ReactNode) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary', 'md', 'w-full justify-start')}
    >
      {icon}
      {label}
      <span className="sr-only"> {t('article.share.newTab')}</span>
    </a>
  );

  return (
    <section aria-labelledby="share-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="share-title" className="text-sm font-semibold text-slate-900">
        {t('article.share.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-2">
        {shareLink(twitter, t('article.share.twitter'), <XLogoIcon className="h-4 w-4" />)}
        {shareLink(linkedIn, t('article.share.linkedin'), <LinkedInIcon className="h-4 w-4" />)}
        <button
          type="button"
          onClick={() => void copyLink()}
          className={buttonClass('secondary', 'md', 'w-full justify-start')}
        >
          <LinkIcon className="h-4 w-4" />
          {t('article.share.copy')}
        </button>
      </div>
    </section>
  );
}
