import type { FastifyInstance } from 'fastify';
import { BRAND } from '../http/brand';
import { escapeHtml, htmlPage } from '../http/html-page';
import { definePlugin } from '../plugin';
import type { MailMessageRow, MailService } from './mail-service';

/** Where the built-in mailbox is shown (the start banner prints it). */
export const MAILBOX_PATH = '/dev/mailbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const STYLE = `
body{margin:0;background:${BRAND.background};color:${BRAND.text}}
header{background:#fff;border-bottom:3px solid ${BRAND.primary};padding:12px 20px;display:flex;gap:12px;align-items:center}
.brand{font-weight:700;color:${BRAND.primary};font-size:18px}
.badge{font-size:12px;border:1px solid ${BRAND.divider};border-radius:999px;padding:2px 8px;color:${BRAND.textSecondary}}
main{max-width:960px;margin:0 auto;padding:20px}
h1{font-size:22px;margin:0 0 4px}
p.note{color:${BRAND.textSecondary};margin:0 0 16px}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid ${BRAND.divider}}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid ${BRAND.divider};font-size:14px;vertical-align:top}
a{color:${BRAND.primary}}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid ${BRAND.divider};padding:16px;font-family:inherit;font-size:15px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 16px}
dt{color:${BRAND.textSecondary}}
.state-failed{color:#B42318;font-weight:700}
`;

function page(title: string, body: string): string {
  return htmlPage({ title, style: STYLE, headerExtra: '<span class="badge">Development mailbox</span>', body: `<main>${body}</main>` });
}

const when = (at: Date | null) => (at ? at.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '—');

function listBody(rows: MailMessageRow[]): string {
  const intro = `<h1>Mailbox</h1><p class="note">Every email the product sent while no mail server (SMTP_URL) is set. Only on this development server.</p>`;
  if (rows.length === 0) return `${intro}<p>No emails yet. Sign up or ask for a password reset, and the message appears here.</p>`;
  const lines = rows
    .map(
      (row) =>
        `<tr><td>${when(row.createdAt)}</td><td>${escapeHtml(row.toAddress)}</td><td><a href="${MAILBOX_PATH}/${row.id}">${escapeHtml(row.subject)}</a></td><td class="state-${row.state}">${row.state}</td></tr>`,
    )
    .join('\n');
  return `${intro}<table><thead><tr><th scope="col">Queued</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">State</th></tr></thead><tbody>${lines}</tbody></table>`;
}

/** Links in the plain-text body, made clickable (the rest stays escaped text). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageBody(row: MailMessageRow): string {
  return `<p><a href="${MAILBOX_PATH}">← All emails</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd><dt>Kind</dt><dd>${escapeHtml(row.kind)}</dd><dt>Queued</dt><dd>${when(row.createdAt)}</dd><dt>State</dt><dd class="state-${row.state}">${row.state}${row.lastError ? ` (${escapeHtml(row.lastError)})` : ''}</dd></dl>
<p><a href="${MAILBOX_PATH}/${row.id}/html">Open the HTML version</a></p>
${
  row.attachments.length > 0
    ? `<h2>Attachments</h2><ul>${row.attachments.map((file, index) => `<li><a href="${MAILBOX_PATH}/${row.id}/attachments/${index}">${escapeHtml(file.filename)}</a></li>`).join('')}</ul>`
    : ''
}
<pre>${linkify(row.text)}</pre>`;
}

/** The built-in mailbox: only when no SMTP server is set and not in production. */
async function mailboxRoutes(app: FastifyInstance, services: { mail: MailService }): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  app.get(MAILBOX_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers(noStore)
      .type('text/html; charset=utf-8')
      .send(page('Mailbox', listBody(await services.mail.mailbox()))),
  );
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const row = UUID.test(request.params.id) ? await services.mail.message(request.params.id) : undefined;
    if (!row) return reply.code(404).headers(noStore).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such email</h1>'));
    return reply
      .headers(noStore)
      .type('text/html; charset=utf-8')
      .send(page(row.subject, messageBody(row)));
  });
  app.get<{ Params: { id: string; index: string } }>(
    `${MAILBOX_PATH}/:id/attachments/:index`,
    { schema: { hide: true } },
    async (request, reply) => {
      const row = UUID.test(request.params.id) ? await services.mail.message(request.params.id) : undefined;
      const file = row?.attachments[Number(request.params.index)];
      if (!file || !/^\d+$/.test(request.params.index))
        return reply.code(404).send({ statusCode: 404, message: 'Not found', success: false });
      return reply
        .headers(noStore)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .type(file.contentType)
        .send(Buffer.from(file.content, 'base64'));
    },
  );
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id/html`, { schema: { hide: true } }, async (request, reply) => {
    const row = UUID.test(request.params.id) ? await services.mail.message(request.params.id) : undefined;
    if (!row) return reply.code(404).send({ statusCode: 404, message: 'Not found', success: false });
    // The email as a mail client would show it: its own inline styles, no scripts, no forms.
    return reply
      .headers(noStore)
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox allow-top-navigation-by-user-activation",
      )
      .type('text/html; charset=utf-8')
      .send(row.html);
  });
}

export const mailboxPlugin = definePlugin({
  name: 'mailbox',
  enabled: (services) => services.mail.transport === 'mailbox',
  pages: mailboxRoutes,
});
