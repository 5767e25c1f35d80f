import type { ServerResponse } from 'node:http';
import type { OutboxMailer } from '../../lambdas/adapters/local/outbox-mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** /dev/mail: the local stack's outbox, newest first, each message rendered with its clickable links. */
export async function serveMailPage(outbox: OutboxMailer, res: ServerResponse, format: 'html' | 'json') {
  const mails = await outbox.list();
  if (format === 'json') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(mails));
    return;
  }
  const items = mails
    .map(
      (mail) => `<article class="mail" data-testid="mail">
  <header><strong>${escapeHtml(mail.subject)}</strong><br><small>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</small></header>
  <div class="body">${mail.html ?? `<pre>${escapeHtml(mail.text)}</pre>`}</div>
</article>`,
    )
    .join('\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail outbox · Leadroute</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}
.mail{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}.mail header{margin-bottom:.5rem}</style></head>
<body><h1>Local mail outbox</h1><p>Every email the local stack sends lands here (newest first). Nothing leaves this machine.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
}
