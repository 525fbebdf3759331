/**
 * Two-step sign-in (issue 26): a doctor turns it on from Profile → Security with an
 * authenticator app (the test computes the app's codes from the key the page shows), and from
 * then on the password alone does not sign in.
 */
import * as OTPAuth from 'otpauth';
import { browserSuite } from '../support/browser';
import { apiRegister, expectPath, expectVisible, field, openSignedIn, signOutThroughUi, submitLogin, uniqueUser } from '../support/app';

const { journey } = browserSuite(__filename);

/** The authenticator app: a code for now, or for the next 30-second step (a code works once). */
function authenticator(key: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 });
  return { code: (stepsAhead = 0) => totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 }) };
}

journey('a doctor turns on two-step sign-in and cannot sign in without the code', async ({ page }) => {
  const user = uniqueUser('doctor');
  const session = await apiRegister(user);
  await openSignedIn(page, session.token, '/profile?tab=security');

  await page.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
  await expectVisible(page.getByRole('img', { name: 'QR code to scan with your authenticator app' }), 'the QR code');
  const key = (await page.locator('code').first().innerText()).trim();
  const app = authenticator(key);
  const turnOn = page.getByRole('form', { name: 'Turn On Two-Step Sign-In' });
  await field(turnOn, 'Code from your app').fill(app.code());
  await turnOn.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expectVisible(codes.first(), 'the recovery codes');
  expect(await codes.count()).toBe(10);
  await page.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expectVisible(page.getByText(/Two-step sign-in is on\. After your password/), 'two-step sign-in on');

  await signOutThroughUi(page);
  await submitLogin(page, user.email, user.password);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expectVisible(step, 'the code step');
  await expectPath(page, '/login');
  await field(step, 'Authentication code').fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectVisible(step.getByRole('alert'), 'the wrong-code message');
  // The enabling code's step is used up: the app's next code signs in.
  await field(step, 'Authentication code').fill(app.code(1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/dashboard');
});
