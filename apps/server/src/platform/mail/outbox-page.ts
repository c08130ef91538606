import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.js';
import { listOutbox } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Links in plain-text mail are made clickable so a developer can follow a reset link.
const linkify = (s: string) =>
  escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Development page listing the mail the outbox kept (never mounted in production). */
export function registerOutboxPage(app: FastifyInstance, db: TDb) {
  app.get('/dev/outbox', async (_req, reply) => {
    const mails = await listOutbox(db);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toISOString()}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>Mail outbox</title><meta name="viewport" content="width=device-width">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}
pre{white-space:pre-wrap}.meta{color:#555}</style></head><body>
<h1>Mail outbox</h1><p>Mail the application would have sent. Set SMTP_URL to send it for real.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
}
