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
  expectGreeting,
  expectPath,
  expectVisible,
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
