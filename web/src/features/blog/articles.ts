/** The fixed list of blog articles (spec section 3). Titles, excerpts and categories live in the i18n layer. */
export const categories = [
  'leadCapture',
  'technology',
  'tradeShows',
  'growthStrategy',
  'salesStrategy',
  'dataQuality',
  'startup',
] as const;
export type Category = (typeof categories)[number];

export interface ArticleSummary {
  slug: string;
  author: string;
  /** ISO date; shown in the reader's language. */
  publishDate: string;
  readMinutes: number;
  category: Category;
  featured: boolean;
}

export const articles: readonly ArticleSummary[] = [
  {
    slug: 'chat-to-crm-lead-capture',
    author: 'Maya Chen',
    publishDate: '2024-12-16',
    readMinutes: 5,
    category: 'leadCapture',
    featured: true,
  },
  {
    slug: 'ai-revolution-lead-capture',
    author: 'Lena Fischer',
    publishDate: '2024-12-09',
    readMinutes: 4,
    category: 'technology',
    featured: false,
  },
  {
    slug: 'trade-show-business-card-scanning',
    author: 'Daniel Okafor',
    publishDate: '2024-12-02',
    readMinutes: 5,
    category: 'tradeShows',
    featured: false,
  },
  {
    slug: 'messaging-app-lead-capture',
    author: 'Priya Nair',
    publishDate: '2024-11-25',
    readMinutes: 4,
    category: 'growthStrategy',
    featured: false,
  },
  {
    slug: 'real-time-lead-routing',
    author: 'Daniel Okafor',
    publishDate: '2024-11-18',
    readMinutes: 4,
    category: 'salesStrategy',
    featured: false,
  },
  {
    slug: 'smart-validation-ai-accuracy',
    author: 'Lena Fischer',
    publishDate: '2024-11-11',
    readMinutes: 4,
    category: 'dataQuality',
    featured: false,
  },
  {
    slug: 'startup-lead-management',
    author: 'Carlos Ruiz',
    publishDate: '2024-11-04',
    readMinutes: 4,
    category: 'startup',
    featured: false,
  },
  {
    slug: 'ocr-technology-business-cards',
    author: 'Lena Fischer',
    publishDate: '2024-10-28',
    readMinutes: 4,
    category: 'technology',
    featured: false,
  },
];

export function findArticle(slug: string | undefined): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug);
}

/** Each body is its own chunk: /blog never downloads them, an article page loads only its own. */
export const articleBodies: Record<string, () => Promise<{ default: string }>> = {
  'chat-to-crm-lead-capture': () => import('./content/chat-to-crm-lead-capture'),
  'ai-revolution-lead-capture': () => import('./content/ai-revolution-lead-capture'),
  'trade-show-business-card-scanning': () => import('./content/trade-show-business-card-scanning'),
  'messaging-app-lead-capture': () => import('./content/messaging-app-lead-capture'),
  'real-time-lead-routing': () => import('./content/real-time-lead-routing'),
  'smart-validation-ai-accuracy': () => import('./content/smart-validation-ai-accuracy'),
  'startup-lead-management': () => import('./content/startup-lead-management'),
  'ocr-technology-business-cards': () => import('./content/ocr-technology-business-cards'),
};
