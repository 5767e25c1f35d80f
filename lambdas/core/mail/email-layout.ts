/** One look for every email the product sends, with every interpolated value escaped. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** A button; its URL is also printed as text for clients that block links. */
  action?: { label: string; url: string };
  footnote?: string;
}

export function renderEmailHtml({ heading, paragraphs, action, footnote }: EmailContent): string {
  return [
    '<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#0f172a">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : '',
    action ? `<p style="font-size:12px;color:#64748b">${escapeHtml(action.url)}</p>` : '',
    '</div>',
  ].join('');
}

export function renderEmailText({ heading, paragraphs, action, footnote }: EmailContent): string {
  return [
    heading,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(footnote ? ['', footnote] : []),
  ].join('\n');
}
