/**
 * Route guards and the not-found page (spec §2 route table, §6).
 */
import { browserSuite } from '../support/browser';
import { TEXT, apiRegister, expectPath, expectVisible, openSignedIn, uniqueUser } from '../support/app';

const { journey } = browserSuite(__filename);

journey('sends a signed-out visitor from /dashboard and /profile to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expectPath(page, '/login');
  await page.goto('/profile');
  await expectPath(page, '/login');
});

journey('sends a signed-in user from /login and /register to /dashboard', async ({ page }) => {
  const { token } = await apiRegister(uniqueUser('patient'));
  await openSignedIn(page, token, '/login');
  await expectPath(page, '/dashboard');
  await page.goto('/register');
  await expectPath(page, '/dashboard');
});

journey('shows Page Not Found with links home and to the dashboard for an unknown path', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBeLessThan(500);
  await expectVisible(page.getByRole('heading', { name: TEXT.notFound }), `'${TEXT.notFound}'`);
  expect(await page.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(
    expect.arrayContaining(['/', '/dashboard']),
  );
});
