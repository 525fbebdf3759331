/**
 * The profile remote (/profile): account details and password (spec §2 Profile, §5, §8).
 */
import { browserSuite } from '../support/browser';
import {
  TEXT,
  apiRegister,
  expectPath,
  expectVisible,
  field,
  openSignedIn,
  signInThroughUi,
  signOutThroughUi,
  submitLogin,
  toast,
  uniqueUser,
  userMenuButton,
  expectGreeting,
} from '../support/app';

const { journey } = browserSuite(__filename);

journey('changes the account name on /profile; the header shows it and it survives a reload', async ({ page }) => {
  const user = uniqueUser('patient');
  const { token } = await apiRegister(user);
  await openSignedIn(page, token, '/profile');

  const accountTab = page.getByRole('tab', { name: 'Account' });
  await expectVisible(accountTab, 'the Account tab');
  expect(await accountTab.getAttribute('aria-selected')).toBe('true');
  const nameField = field(page, 'Full name');
  await expectVisible(nameField, 'the Full name field');
  expect(await nameField.inputValue()).toBe(user.name);

  const newName = `${user.name.split(' ')[0]} Renamed-${Math.random().toString(36).slice(2, 6)}`;
  await nameField.fill(newName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectVisible(toast(page, TEXT.accountUpdated), `the toast '${TEXT.accountUpdated}'`);

  // The shell's header reads the same (shared) auth store: no reload needed.
  await userMenuButton(page).click();
  await expectVisible(page.getByRole('menu').getByText(newName, { exact: true }), 'the new name in the user menu');
  await page.keyboard.press('Escape');

  await page.reload();
  await expectVisible(field(page, 'Full name'), 'the Full name field after reload');
  expect(await field(page, 'Full name').inputValue()).toBe(newName);
  await userMenuButton(page).click();
  await expectVisible(page.getByRole('menu').getByText(newName, { exact: true }), 'the new name in the user menu after reload');
});

journey('changes the password on /profile; the new password signs in and the old one fails', async ({ page }) => {
  const user = uniqueUser('patient');
  const { token } = await apiRegister(user);
  await openSignedIn(page, token, '/profile');

  await page.getByRole('tab', { name: 'Security' }).click();
  const newPassword = `${user.password}-new`;
  await field(page, 'Current password').fill(user.password);
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectVisible(toast(page, TEXT.passwordChanged), `the toast '${TEXT.passwordChanged}'`);

  // Still signed in here after the change.
  await page.goto('/dashboard');
  await expectGreeting(page, user.name);

  await signOutThroughUi(page);
  await submitLogin(page, user.email, user.password);
  await expectVisible(page.getByText(TEXT.loginFailureForm, { exact: true }), 'the login failure message for the old password');
  await expectPath(page, '/login');

  await signInThroughUi(page, user.email, newPassword);
  await expectGreeting(page, user.name);
});
