import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { queryRows } from '../db/client';
import { mailMessages, users } from '../db/schema';
import { ACCOUNT_LINK_MESSAGES } from '../auth/account-links';
import { startSmtp, type Smtp } from '../../test/support/smtp-stand-in';
import { databases, login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';
import { eventually } from '../../test/support/eventually';

const linkToken = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return { url: match[0], token: match[1]! };
};

describe.each(databases())('email through SMTP on %s', (db) => {
  let smtp: Smtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({
      db,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'CareLink <care@example.test>', JOBS_POLL_SECONDS: '0.5' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('mails a verification link at sign-up that confirms the address once', async () => {
    const user = await registerUser(server, { name: 'Ada Lovelace' });
    const mail = await smtp.mailTo(user.email, /confirm/i);
    expect(mail.from?.value).toEqual([{ name: 'CareLink', address: 'care@example.test' }]);
    expect(mail.subject).toBe('Confirm your email for CareLink');
    expect(mail.html).toContain('Confirm my email');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    const { url, token } = linkToken(mail, '/verify-email');
    expect(url.startsWith(server.baseUrl)).toBe(true);

    const stored = async () => (await server.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.emailVerifiedAt;
    expect(await stored()).toBeNull();
    const first = await server.api('/user/verify-email', { method: 'POST', json: { token } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(ACCOUNT_LINK_MESSAGES.verified);
    expect(await stored()).toBeInstanceOf(Date);
    const again = await server.api('/user/verify-email', { method: 'POST', json: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_LINK_MESSAGES.verificationLinkInvalid);
  });

  it('resets a password through the mailed link, once, and ends every other session', async () => {
    const user = await registerUser(server);
    const otherDevice = (await login(server, user.email, user.password)).body.data.accessToken as string;

    const asked = await server.api('/user/forgot-password', { method: 'POST', json: { email: user.email.toUpperCase() } });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetRequested);
    const mail = await smtp.mailTo(user.email, /reset/i);
    expect(mail.subject).toBe('Reset your CareLink password');
    const { token } = linkToken(mail, '/reset-password');

    const weak = await server.api('/user/reset-password', { method: 'POST', json: { token, password: 'short', confirmPassword: 'short' } });
    expect(weak.status).toBe(400);
    const done = await server.api('/user/reset-password', {
      method: 'POST',
      json: { token, password: 'a-new-pass-42', confirmPassword: 'a-new-pass-42' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetDone);

    expect((await server.api('/user/current-user', { token: user.token })).status).toBe(401);
    expect((await server.api('/user/current-user', { token: otherDevice })).status).toBe(401);
    expect((await login(server, user.email, user.password)).status).toBe(401);
    expect((await login(server, user.email, 'a-new-pass-42')).status).toBe(200);

    const reused = await server.api('/user/reset-password', {
      method: 'POST',
      json: { token, password: 'another-pass-43', confirmPassword: 'another-pass-43' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const answer = await server.api('/user/forgot-password', { method: 'POST', json: { email } });
    expect(answer.status).toBe(202);
    expect(answer.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetRequested);
    const rows = await server.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(rows).toEqual([]);
  });

  it('keeps only the latest reset link working', async () => {
    const user = await registerUser(server);
    await server.api('/user/forgot-password', { method: 'POST', json: { email: user.email } });
    const first = linkToken(await smtp.mailTo(user.email, /reset/i), '/reset-password').token;
    await server.api('/user/forgot-password', { method: 'POST', json: { email: user.email } });
    const deadline = Date.now() + 10_000;
    while (
      smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === user.email && /reset/i.test(mail.subject ?? ''))
        .length < 2
    ) {
      if (Date.now() > deadline) throw new Error('the second reset email did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const old = await server.api('/user/reset-password', {
      method: 'POST',
      json: { token: first, password: 'a-new-pass-42', confirmPassword: 'a-new-pass-42' },
    });
    expect(old.status).toBe(400);
  });

  it('stops mailing one address after three reset requests an hour, with the same answer', async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 5; i += 1) {
      const answer = await server.api('/user/forgot-password', { method: 'POST', json: { email: user.email } });
      expect(answer.status).toBe(202);
      expect(answer.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetRequested);
    }
    const rows = await server.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, user.email));
    expect(rows.filter((row) => row.kind === 'password-reset')).toHaveLength(3);
  });

  it('sends the verification link again three times an hour, then asks to wait', async () => {
    const user = await registerUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await server.api('/user/verify-email/resend', { method: 'POST', token: user.token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = await server.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, user.email));
    // The sign-up's own link and three more.
    expect(rows.filter((row) => row.kind === 'email-verification')).toHaveLength(4);
  });

  it('refuses a bad body without changing anything', async () => {
    for (const json of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const answer = await server.api('/user/forgot-password', { method: 'POST', json });
      expect(answer.status).toBe(400);
    }
    for (const json of [{ token: 'x', password: 'a-new-pass-42', confirmPassword: 'a-new-pass-42' }, { token: 'A'.repeat(43) }]) {
      const answer = await server.api('/user/reset-password', { method: 'POST', json });
      expect(answer.status).toBe(400);
    }
  });

  it('records a refused send and sends it on a later attempt, with the same Message-ID', async () => {
    const email = uniqueEmail('retry');
    smtp.refuseAll(true);
    const mail = server.app.services.mail;
    // Stored without a job, so only the test's own attempts send it.
    const [{ id }] = (await server.database.db
      .insert(mailMessages)
      .values({ kind: 'password-reset', toAddress: email, subject: 'Test', html: '<p>Hi</p>', text: 'Hi', messageId: `<${email}>` })
      .returning({ id: mailMessages.id })) as [{ id: string }];
    await expect(mail.deliver(id, false)).rejects.toThrow(/451|busy/i);
    let [row] = await server.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/busy/i);
    smtp.refuseAll(false);
    await mail.deliver(id, false);
    [row] = await server.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    const arrived = await smtp.mailTo(email, /Test/);
    expect(arrived.messageId).toBe(row!.messageId);
  });

  it('stores neither the message nor its job when the change that caused it rolls back', async () => {
    const email = uniqueEmail('rollback');
    const mail = server.app.services.mail;
    await expect(
      server.database.db.transaction(async (tx) => {
        await mail.queue(tx, { kind: 'password-reset', to: email, userId: null, subject: 'Test', html: '<p>Hi</p>', text: 'Hi' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await server.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email))).toEqual([]);
    // pg-boss keeps the job's data as JSON; none names a message that does not exist.
    const [orphans] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'messageId' not in (select id::text from mail_messages)`,
    );
    expect(orphans!.n).toBe(0);
  });
});

describe.each(databases())('email settings and unsubscribing on %s', (db) => {
  let smtp: Smtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ db, env: { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const reminder = (userId: string, to: string) =>
    server.database.db.transaction((tx) =>
      server.app.services.mail.queue(tx, {
        kind: 'appointment-reminder',
        category: 'reminders',
        to,
        userId,
        subject: 'Your appointment tomorrow',
        html: '<p>Hi</p>',
        text: 'Hi',
      }),
    );
  const settings = (token: string) => server.api('/user/message-settings', { token });

  it('starts with everything on, and saves what the user chooses', async () => {
    const user = await registerUser(server);
    // SMS reminders are opt-in, and offered only when the server sends SMS (SMS_* unset here).
    const sms = { smsReminders: false, smsAvailable: false };
    expect((await settings(user.token)).body.data).toEqual({ reminders: true, receipts: true, quietHours: null, timeZone: null, ...sms });
    const chosen = { reminders: false, receipts: true, quietHours: { from: '22:00', to: '07:00' }, timeZone: 'Europe/London' };
    const saved = await server.api('/user/message-settings', { method: 'PUT', token: user.token, json: chosen });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...chosen, ...sms });
    expect((await settings(user.token)).body.data).toEqual({ ...chosen, ...sms });
  });

  it('refuses bad settings and keeps the saved ones', async () => {
    const user = await registerUser(server);
    const good = { reminders: true, receipts: false, quietHours: null, timeZone: null };
    await server.api('/user/message-settings', { method: 'PUT', token: user.token, json: good });
    for (const json of [
      { ...good, reminders: 'yes' },
      { ...good, quietHours: { from: '25:00', to: '07:00' } },
      { ...good, quietHours: { from: '07:00', to: '07:00' } },
      { ...good, timeZone: 'Mars/Olympus' },
      { ...good, smsReminders: 'yes' },
      { receipts: true },
      // Left out is not the same as none: the quiet hours saved would be lost.
      { reminders: true, receipts: false, timeZone: null },
    ]) {
      const answer = await server.api('/user/message-settings', { method: 'PUT', token: user.token, json });
      expect([answer.status, answer.body.success]).toEqual([400, false]);
    }
    expect((await settings(user.token)).body.data).toEqual({ ...good, smsReminders: false, smsAvailable: false });
    expect((await server.api('/user/message-settings')).status).toBe(401);
  });

  it('sends no reminder the user switched off, and one with List-Unsubscribe when on', async () => {
    const user = await registerUser(server);
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: user.token,
      json: { reminders: false, receipts: true, quietHours: null, timeZone: null },
    });
    expect(await reminder(user.id, user.email)).toBeNull();
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: user.token,
      json: { reminders: true, receipts: true, quietHours: null, timeZone: null },
    });
    expect(await reminder(user.id, user.email)).toEqual(expect.any(String));
    const mail = await smtp.mailTo(user.email, /appointment tomorrow/);
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s*/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Sent from a job, the link uses PUBLIC_URL (here unset: localhost and the configured port).
    const link = /^List-Unsubscribe: <(http:\/\/localhost:\d+\/unsubscribe\?token=[^>]+)>$/.exec(header('list-unsubscribe') ?? '')![1]!;

    // Opening the link changes nothing; the mail client's one-click POST switches reminders off.
    const path = new URL(link).pathname + new URL(link).search;
    const page = await server.http(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop appointment reminder emails?');
    expect((await settings(user.token)).body.data.reminders).toBe(true);
    const oneClick = await server.http(path, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('You are unsubscribed');
    expect((await settings(user.token)).body.data).toMatchObject({ reminders: false, receipts: true });
  });

  it('refuses an unsubscribe link that was tampered with', async () => {
    const user = await registerUser(server);
    const token = new URL(server.app.services.mail.unsubscribeUrl(user.id, 'receipts')).searchParams.get('token')!;
    const forged = token.replace('receipts', 'reminders');
    const answer = await server.http(`/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' });
    expect(answer.status).toBe(400);
    expect((await settings(user.token)).body.data).toMatchObject({ reminders: true, receipts: true });
  });

  it('holds a reminder queued in quiet hours until they end', async () => {
    const user = await registerUser(server);
    // Quiet hours of three minutes around now, in UTC.
    const now = new Date();
    const from = new Date(now.getTime() - 60_000).toISOString().slice(11, 16);
    const to = new Date(now.getTime() + 120_000).toISOString().slice(11, 16);
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: user.token,
      json: { reminders: true, receipts: true, quietHours: { from, to }, timeZone: 'UTC' },
    });
    const id = (await reminder(user.id, user.email))!;
    const [row] = await server.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row!.sendAfter!.toISOString().slice(11, 16)).toBe(to);
    expect(row!.sendAfter!.getTime()).toBeGreaterThan(now.getTime());
    expect(row!.state).toBe('queued');
    const [job] = await queryRows<{ start_after: Date }>(
      server.database.db,
      sql`select start_after from pgboss.job where data->>'messageId' = ${id}`,
    );
    expect(new Date(job!.start_after).getTime()).toBe(row!.sendAfter!.getTime());
  });

  it("lists what was sent to the user, and no one else's", async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    await smtp.mailTo(user.email, /confirm/i);
    // The message reaches the SMTP server a moment before its row is marked sent.
    const answer = await eventually(
      () => server.api('/user/messages', { token: user.token }),
      (reply) => reply.body.data?.messages?.[0]?.state === 'sent',
      'the verification message recorded as sent',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      messages: [expect.objectContaining({ kind: 'email-verification', subject: 'Confirm your email for CareLink', state: 'sent' })],
      page: 1,
      pageSize: 10,
      total: 1,
    });
    const others = await server.api('/user/messages', { token: other.token });
    expect(others.body.data.messages.every((message: { id: string }) => message.id !== answer.body.data.messages[0].id)).toBe(true);
    expect((await server.api('/user/messages')).status).toBe(401);
  });

  it('pages the list, newest first, and refuses a bad page', async () => {
    const user = await registerUser(server);
    for (let index = 0; index < 4; index += 1) {
      await server.database.db.transaction((tx) =>
        server.app.services.mail.queue(tx, {
          kind: 'appointment-reminder',
          category: 'reminders',
          to: user.email,
          userId: user.id,
          subject: `Reminder ${index}`,
          html: '<p>Hi</p>',
          text: 'Hi',
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await server.api('/user/messages?page=1&limit=2', { token: user.token });
    expect(first.body.data.total).toBe(5); // four reminders and the verification email
    expect(first.body.data.messages.map((message: { subject: string }) => message.subject)).toEqual(['Reminder 3', 'Reminder 2']);
    const last = await server.api('/user/messages?page=3&limit=2', { token: user.token });
    expect(last.body.data.messages.map((message: { kind: string }) => message.kind)).toEqual(['email-verification']);
    expect(last.body.data).toMatchObject({ page: 3, pageSize: 2, total: 5 });
    for (const query of ['page=0', 'limit=51', 'page=x']) {
      expect((await server.api(`/user/messages?${query}`, { token: user.token })).status).toBe(400);
    }
  });
});

describe('the built-in mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps each email and shows it, with its links, at /dev/mailbox', async () => {
    const user = await registerUser(server, { name: 'Grace Hopper' });
    const deadline = Date.now() + 10_000;
    let list = await server.http('/dev/mailbox');
    while (!list.text.includes(user.email)) {
      if (Date.now() > deadline) throw new Error('the verification email never showed in the mailbox');
      await new Promise((resolve) => setTimeout(resolve, 200));
      list = await server.http('/dev/mailbox');
    }
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/text\/html/);
    const id = new RegExp(`href="/dev/mailbox/([0-9a-f-]{36})">Confirm your email for CareLink</a>`).exec(list.text)![1]!;
    const message = await server.http(`/dev/mailbox/${id}`);
    expect(message.text).toContain('Hello Grace Hopper,');
    expect(message.text).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[A-Za-z0-9_-]{43}">/);
    const html = await server.http(`/dev/mailbox/${id}/html`);
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
    expect(html.text).toContain('Confirm my email');
    expect((await server.http('/dev/mailbox/not-an-id')).status).toBe(404);
  });
});

describe('without a mail server in production', () => {
  it('has no mailbox page', async () => {
    const server = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect(server.app.services.mail.transport).toBe('none');
      const answer = await server.http('/dev/mailbox');
      expect(answer.text).not.toContain('Mailbox');
    } finally {
      await server.close();
    }
  });
});
