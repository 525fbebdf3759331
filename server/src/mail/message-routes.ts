import { messageSettingsSchema, SENT_MESSAGES_PAGE_MAX, sentMessagesQuerySchema, type SentMessagePage } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { caller } from '../sessions/access-control';
import { BRAND } from '../http/brand';
import { sendEnvelope } from '../http/envelope';
import { escapeHtml, htmlPage } from '../http/html-page';
import { routeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { UNSUBSCRIBE_PATH } from './mail-service';
import { readMessageSettings, readUnsubscribeToken, saveMessageSettings, switchOff, type OptionalCategory } from './message-preferences';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { MailService } from './mail-service';
import type { SmsService } from './sms-service';

const TAGS = ['Messages'];

const CATEGORY_WORDS: Record<OptionalCategory, string> = { reminders: 'appointment reminder', receipts: 'payment receipt' };

const settingsSchema = {
  type: 'object',
  required: ['reminders', 'receipts', 'quietHours', 'timeZone'],
  properties: {
    reminders: { type: 'boolean' },
    receipts: { type: 'boolean' },
    smsReminders: { type: 'boolean', description: 'Reminders by SMS too; unchanged when left out.' },
    smsAvailable: { type: 'boolean', description: 'Read-only: whether the server sends SMS at all (SMS_* set); ignored in a PUT.' },
    quietHours: {
      type: ['object', 'null'],
      required: ['from', 'to'],
      properties: { from: { type: 'string' }, to: { type: 'string' } },
    },
    timeZone: { type: ['string', 'null'] },
  },
} as const;

const settingsAnswerSchema = {
  ...settingsSchema,
  required: [...settingsSchema.required, 'smsReminders', 'smsAvailable'],
} as const;

const sentMessageSchema = {
  type: 'object',
  required: ['id', 'kind', 'channel', 'subject', 'state', 'createdAt', 'sentAt', 'sendAfter'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    channel: { type: 'string', enum: ['email', 'sms'] },
    subject: { type: 'string' },
    state: { type: 'string', enum: ['queued', 'sending', 'sent', 'failed'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    sendAfter: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const sentPageSchema = {
  type: 'object',
  required: ['messages', 'page', 'pageSize', 'total'],
  properties: {
    messages: { type: 'array', items: sentMessageSchema },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

/** GET/PUT /user/message-settings and GET /user/messages: what a user receives by email, and what was sent. */
async function messageRoutes(
  app: FastifyInstance,
  services: { database: Database; mail: MailService; sms: SmsService; clock: Clock; config: AppConfig },
): Promise<void> {
  const settingsOf = async (userId: string) => ({
    ...(await readMessageSettings(services.database.db, userId)),
    smsAvailable: services.sms.available,
  });
  app.get(
    '/user/message-settings',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Which emails (and SMS reminders) the user receives, and their quiet hours',
        auth: 'any',
        data: { 200: settingsAnswerSchema },
      }),
    },
    async (request, reply) => sendEnvelope(reply, await settingsOf(caller(request).user.id)),
  );

  app.put(
    '/user/message-settings',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Switch reminders, SMS reminders and receipts on or off and set quiet hours (account messages always go)',
        auth: 'any',
        body: settingsSchema,
        data: { 200: settingsAnswerSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(messageSettingsSchema, request.body);
      const userId = caller(request).user.id;
      const { smsReminders, ...emailSettings } = input;
      // A client that does not know SMS reminders leaves them as they are.
      const kept = smsReminders ?? (await readMessageSettings(services.database.db, userId)).smsReminders;
      await saveMessageSettings(services.database.db, userId, { ...emailSettings, smsReminders: kept }, services.clock());
      return sendEnvelope(reply, await settingsOf(userId), 'Email settings saved.');
    },
  );

  app.get(
    '/user/messages',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'One page of the emails and SMS sent (or waiting) to the signed-in user, newest first',
        auth: 'any',
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: SENT_MESSAGES_PAGE_MAX } },
        },
        data: { 200: sentPageSchema },
      }),
    },
    async (request, reply) => {
      const { page, limit } = await validate(sentMessagesQuerySchema, request.query);
      const { rows, total } = await services.mail.sentTo(caller(request).user.id, page, limit);
      const answer: SentMessagePage = {
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          channel: row.channel,
          subject: row.subject,
          state: row.state,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          sendAfter: row.sendAfter?.toISOString() ?? null,
        })),
        page,
        pageSize: limit,
        total,
      };
      return sendEnvelope(reply, answer);
    },
  );
}

const PAGE_STYLE = `
body{margin:0;background:${BRAND.background};color:${BRAND.text}}
header{background:#fff;border-bottom:3px solid ${BRAND.primary};padding:12px 20px}
.brand{font-weight:700;color:${BRAND.primary};font-size:18px}
main{max-width:520px;margin:40px auto;padding:24px;background:#fff;border:1px solid ${BRAND.divider};border-radius:12px}
h1{font-size:22px;margin:0 0 12px}
button{background:${BRAND.primary};color:#fff;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #7dd3c0;outline-offset:2px}
a{color:${BRAND.primary}}
`;

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(htmlPage({ title, style: PAGE_STYLE, body: `<main>${body}</main>` }));
}

const INVALID_LINK = '<h1>This link does not work</h1><p>Sign in and change which emails you get under Profile → Notifications.</p>';

/**
 * The unsubscribe link of reminders and receipts. Opening it asks (a GET changes nothing: mail
 * scanners open links); the button, or a mail client's one-click POST (RFC 8058), switches off.
 */
async function unsubscribePages(
  app: FastifyInstance,
  services: { database: Database; mail: MailService; sms: SmsService; clock: Clock; config: AppConfig },
): Promise<void> {
  const secret = services.mail.unsubscribeSecret;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
  );
  app.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const found = readUnsubscribeToken(secret, String(request.query.token ?? ''));
    if (!found) return sendPage(reply, 400, 'Unsubscribe', INVALID_LINK);
    const what = CATEGORY_WORDS[found.category];
    return sendPage(
      reply,
      200,
      'Unsubscribe',
      `<h1>Stop ${what} emails?</h1><p>You will no longer get ${what} emails. Messages about your account and its security still come.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(request.query.token))}"><button type="submit">Unsubscribe</button></form>`,
    );
  });
  app.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const found = readUnsubscribeToken(secret, String(request.query.token ?? ''));
    if (!found) return sendPage(reply, 400, 'Unsubscribe', INVALID_LINK);
    await switchOff(services.database.db, found.userId, found.category, services.clock());
    const what = CATEGORY_WORDS[found.category];
    return sendPage(
      reply,
      200,
      'Unsubscribed',
      `<h1>You are unsubscribed</h1><p>You will no longer get ${escapeHtml(what)} emails. You can switch them back on under <a href="/profile?tab=notifications">Profile → Notifications</a>.</p>`,
    );
  });
}

export const messagesPlugin = definePlugin({
  name: 'messages',
  routes: messageRoutes,
  pages: unsubscribePages,
});
