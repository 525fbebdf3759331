/**
 * Email that reaches people outside the app (issue 25), read from the built-in mailbox the
 * product keeps when no SMTP server is set: the sign-up's verification link and the password
 * reset through its mailed link.
 */
import type { Page } from 'playwright-core';
import { baseUrl, browserSuite } from '../support/browser';
import { bookedVisit } from '../support/consultation';
import {
  api,
  apiLogin,
  apiRegister,
  eventually,
  expectPath,
  expectVisible,
  field,
  main,
  signInThroughUi,
  signUpThroughUi,
  uniqueUser,
} from '../support/app';

const { journey } = browserSuite(__filename);

/** Waits until the mailbox lists a message to `email` whose subject matches, and opens it. */
async function openMail(page: Page, email: string, subject: RegExp): Promise<void> {
  await eventually(async () => {
    const list = await (await fetch(`${baseUrl()}/dev/mailbox`)).text();
    return list.includes(email);
  }, `an email to ${email} in the mailbox`);
  await page.goto('/dev/mailbox');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: subject }).first().click();
  await expectVisible(page.getByRole('heading', { level: 1, name: subject }), 'the email');
}

journey("verifies a new account's email through the link mailed at sign-up", async ({ page }) => {
  const user = uniqueUser('patient');
  await signUpThroughUi(page, user);
  await openMail(page, user.email, /^Confirm your email for/);
  // No health details in what a lock screen shows.
  await expectVisible(page.getByText(`Hello ${user.name},`), 'the greeting');
  await page.getByRole('link', { name: /\/verify-email\?token=/ }).click();
  await expectPath(page, '/verify-email');
  await expectVisible(main(page).getByText('Thank you, your email address is confirmed.'), 'the confirmation');
  // The link works once.
  await page.reload();
  await expectVisible(main(page).getByRole('alert'), 'the used-link message');
});

journey('resets a forgotten password through the mailed link, which ends the other sessions', async ({ page }) => {
  const user = uniqueUser('patient');
  await apiRegister(user);
  const otherDevice = await apiLogin(user.email, user.password);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: "we've sent it a link" }), 'the same answer for any address');

  await openMail(page, user.email, /^Reset your .* password$/);
  await page.getByRole('link', { name: /\/reset-password\?token=/ }).click();
  await expectPath(page, '/reset-password');
  const newPassword = 'kettle-harbour-58';
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Your password was changed.' }), 'the success message');

  const current = await fetch(`${baseUrl()}/api/v1/user/current-user`, { headers: { authorization: `Bearer ${otherDevice.token}` } });
  expect(current.status).toBe(401);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await signInThroughUi(page, user.email, newPassword);
});

journey('a booking is confirmed by email with its calendar file', async ({ page }) => {
  // 10:00 AM UTC three days ahead: far enough for both reminders to be scheduled.
  const day = new Date(Date.now() + 3 * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  const startsAt = Date.parse(`${date}T10:00:00Z`);
  const { patient } = await bookedVisit({ timeZone: 'UTC', date, time: '10:00 AM', startsAt, joinableAt: startsAt - 10 * 60_000 });
  const email = (await api<{ email: string }>('/user/current-user', { token: patient.session.token })).body!.data!.email;
  await openMail(page, email, /^Your .* appointment is booked for /);
  await expectVisible(page.getByText(`Hello ${patient.name},`), 'the greeting');
  const attachment = page.getByRole('link', { name: 'appointment.ics' });
  await expectVisible(attachment, 'the calendar file');
  const file = await fetch(new URL((await attachment.getAttribute('href'))!, baseUrl()));
  expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
  const ics = await file.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T100000Z`);
});
