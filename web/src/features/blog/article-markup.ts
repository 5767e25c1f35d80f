/**
 * Article bodies are stored as a small markdown-like text (no markdown library is installed):
 *   "## Heading", "### Subheading", "- list item", "1. numbered item", "> quote", blank line = new paragraph,
 *   and **bold** inside any text. This module turns that text into blocks the page renders itself.
 */
export type ArticleBlock =
  | { type: 'h2'; text: string; id: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\*\*/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function parseArticle(source: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  let list: { type: 'ul' | 'ol'; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'p', text: paragraph.join(' ') });
    if (list) blocks.push(list);
    paragraph = [];
    list = null;
  };

  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const bullet = /^- (.*)$/.exec(line);
    const numbered = /^\d+\. (.*)$/.exec(line);
    if (bullet || numbered) {
      const type = bullet ? 'ul' : 'ol';
      const text = (bullet ?? numbered)?.[1] ?? '';
      if (paragraph.length || (list && list.type !== type)) flush();
      list ??= { type, items: [] };
      list.items.push(text);
      continue;
    }
    if (list) flush();
    if (line.startsWith('### ')) {
      flush();
      blocks.push({ type: 'h3', text: line.slice(4) });
    } else if (line.startsWith('## ')) {
      flush();
      const text = line.slice(3);
      blocks.push({ type: 'h2', text, id: slugify(text) });
    } else if (line.startsWith('> ')) {
      flush();
      blocks.push({ type: 'quote', text: line.slice(2) });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Splits text on **bold** markers: even indexes are plain, odd indexes are bold. */
export function splitBold(text: string): string[] {
  return text.split(/\*\*(.+?)\*\*/g);
}

export function countWords(source: string): number {
  return source
    .replace(/[#>*-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
