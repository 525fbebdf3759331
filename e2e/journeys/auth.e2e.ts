/**
 * Signing up, in and out (spec §2 Login/Register, §8 auth texts).
 */
import { browserSuite } from '../support/browser';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  TEXT,
  apiLogin,
  apiRegister,
  eventually,
  expectGreeting,
  expectNoHorizontalScroll,
  expectPath,
  expectVisible,
  main,
  signInThroughUi,
  signOutThroughUi,
  signUpThroughUi,
  storedToken,
  submitLogin,
  toast,
  uniqueUser,
} from '../support/app';

const { journey } = browserSuite(__filename);

journey('signs up as a patient and lands on the dashboard greeted by name', async ({ page }) => {
  const user = uniqueUser('patient');
  await signUpThroughUi(page, user);
  await expectGreeting(page, user.name);
  // The server really created a patient account with that password.
  const session = await apiLogin(user.email, user.password);
  expect(session.user.role).toBe('patient');
});

journey('signs up as a doctor and lands on the dashboard greeted by name', async ({ page }) => {
  const user = uniqueUser('doctor');
  await signUpThroughUi(page, user);
  await expectGreeting(page, user.name);
  const session = await apiLogin(user.email, user.password);
  expect(session.user.role).toBe('doctor');
});

journey('signs out from the user menu with a toast and returns to the login page', async ({ page }) => {
  const user = uniqueUser('patient');
  await signUpThroughUi(page, user);
  await signOutThroughUi(page);
  await expectVisible(toast(page, TEXT.logout), `the toast '${TEXT.logout}'`);
  expect(await storedToken(page)).toBeNull();
  // Signed out for real: the dashboard now sends the visitor to the login page.
  await page.goto('/dashboard');
  await expectPath(page, '/login');
});

journey('signs in with a demo account', async ({ page }) => {
  const { user } = await apiLogin(DEMO_ACCOUNTS.patient, DEMO_PASSWORD);
  await signInThroughUi(page, DEMO_ACCOUNTS.patient, DEMO_PASSWORD);
  await expectGreeting(page, user.name);

  // On the narrowest phone the My Appointments card keeps every control inside the window.
  await page.setViewportSize({ width: 320, height: 800 });
  const card = main(page).getByRole('region', { name: 'My Appointments' });
  await expectVisible(card.getByRole('list', { name: 'Upcoming appointments' }), 'the upcoming appointments');
  await expectVisible(card.getByRole('button', { name: 'Cancel' }), 'a Cancel button');
  const tabs = card.getByRole('tablist');
  const controls = card.getByRole('button').or(card.getByRole('link')).or(tabs);
  let outside: string[] = [];
  await eventually(async () => {
    outside = [];
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      if (box.x < 0 || box.x + box.width > 320) {
        outside.push(`'${(await control.innerText()).trim()}' at x ${Math.round(box.x)}-${Math.round(box.x + box.width)}`);
      }
    }
    return outside.length === 0;
  }, 'every control of My Appointments inside 0..320 px').catch(() => {
    throw new Error(`My Appointments has controls outside a 320 px window: ${outside.join(', ')}`);
  });
  // A tab past the strip's edge is reached by scrolling the strip, not cut off.
  const clipped = await tabs.evaluate((list) => {
    const strip = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < strip.left || box.right > strip.right;
      })
      .filter((tab) => !['auto', 'scroll'].includes(getComputedStyle(tab.parentElement!.parentElement!).overflowX))
      .map((tab) => tab.textContent);
  });
  expect(clipped).toEqual([]);
  await expectNoHorizontalScroll(page, 'The patient dashboard at 320 px');
});

journey('signs in with a newly registered account', async ({ page }) => {
  const user = uniqueUser('patient');
  await apiRegister(user);
  await signInThroughUi(page, user.email, user.password);
  await expectGreeting(page, user.name);
  // The session survives a reload (token kept in local storage, user loaded on start).
  await page.reload();
  await expectPath(page, '/dashboard');
  await expectGreeting(page, user.name);
});

journey('shows the login failure message for a wrong password and stays on the login page', async ({ page }) => {
  await submitLogin(page, DEMO_ACCOUNTS.doctor, 'not-the-password');
  await expectVisible(page.getByText(TEXT.loginFailureForm, { exact: true }), `'${TEXT.loginFailureForm}'`);
  await expectPath(page, '/login');
  expect(await storedToken(page)).toBeNull();
});
