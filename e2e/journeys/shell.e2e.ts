/**
 * The app shell (spec §2 App shell): sidebar toggle kept in a cookie, live notifications in
 * the header, and a profile remote that cannot be loaded.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import {
  api,
  apiRegister,
  cookie,
  escapeRegExp,
  eventually,
  expectGreeting,
  expectHidden,
  expectPath,
  expectVisible,
  field,
  main,
  openSignedIn,
  uniqueUser,
  userMenuButton,
} from '../support/app';
import { SIDEBAR_COOKIE_NAME } from '../../shared-api/src/core/constants';

const { journey } = browserSuite(__filename);

/** The sidebar: the navigation landmark that holds the Dashboard link. */
function sidebar(page: Page): Locator {
  return page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: /dashboard/i }) })
    .first();
}

async function sidebarWidth(page: Page): Promise<number> {
  const box = await sidebar(page).boundingBox();
  if (!box) throw new Error('The sidebar is not visible');
  return box.width;
}

/** The sidebar's width once its width transition has finished (same value twice, 150 ms apart). */
async function settledSidebarWidth(page: Page): Promise<number> {
  let previous = await sidebarWidth(page);
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(150);
    const current = await sidebarWidth(page);
    if (Math.abs(current - previous) < 0.5) return current;
    previous = current;
  }
  throw new Error('The sidebar width did not settle');
}

journey('collapses the sidebar with Ctrl+B and keeps it collapsed after a reload', async ({ page, context }) => {
  const { token } = await apiRegister(uniqueUser('patient'));
  await openSignedIn(page, token, '/dashboard');
  await expectVisible(sidebar(page), 'the sidebar');
  const expandedWidth = await settledSidebarWidth(page);

  await page.keyboard.press('Control+b');
  await eventually(async () => (await sidebarWidth(page)) < expandedWidth * 0.7, 'the sidebar to collapse');
  const collapsedWidth = await settledSidebarWidth(page);
  // Collapsed means icons only: the links keep their names, the labels are gone.
  await expectVisible(sidebar(page).getByRole('link', { name: 'Find Doctors' }), 'the Find Doctors link (icon) in the collapsed sidebar');
  expect(await sidebar(page).getByText('Find Doctors', { exact: true }).count()).toBe(0);
  const stored = await cookie(context, SIDEBAR_COOKIE_NAME);
  expect(stored).toBeDefined();
  const expiry = (await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE_NAME)?.expires ?? 0;
  // Kept for 7 days (a session cookie would have expires -1).
  expect(expiry * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

  await page.reload();
  await expectVisible(sidebar(page), 'the sidebar after reload');
  expect(Math.abs((await settledSidebarWidth(page)) - collapsedWidth)).toBeLessThan(2);

  await page.keyboard.press('Control+b');
  await eventually(async () => (await sidebarWidth(page)) > collapsedWidth + 40, 'the sidebar to expand again');
});

/** The header's notifications button. */
function notificationsButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /notifications/i });
}

/** The unread count shown on the notifications badge (0 when the badge is hidden). */
async function unreadBadge(page: Page): Promise<number> {
  return notificationsButton(page).evaluate((button) => {
    const badge = button.querySelector('.MuiBadge-badge');
    if (!badge || badge.classList.contains('MuiBadge-invisible')) return 0;
    const count = Number.parseInt(badge.textContent ?? '', 10);
    return Number.isFinite(count) ? count : 0;
  });
}

/** Resolves once the page's socket.io connection is established (CONNECT acknowledged). */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) resolve();
      });
    });
  });
}

journey('shows a notification live in the header dropdown and marks all read', async ({ page }) => {
  const user = uniqueUser('patient');
  const { token } = await apiRegister(user);
  const connected = socketConnected(page);
  await openSignedIn(page, token, '/dashboard');
  await expectGreeting(page, user.name);
  await connected;
  // Wait for the dropdown's first load (the welcome notification), so the count below is the
  // live push and not a late first fetch that already includes it.
  const initial = await api<{ count: number }>('/notifications/unread-count', { token });
  const before = initial.body?.data?.count ?? 0;
  expect(before).toBeGreaterThan(0);
  await eventually(async () => (await unreadBadge(page)) === before, 'the unread badge to show the notifications already stored');

  // Something happens to the account elsewhere (another device, same user): the server stores
  // a notification and pushes it to this user's room.
  const newName = `${user.name} Updated`;
  const change = await api('/user/update-account-details', {
    method: 'PATCH',
    token,
    body: { name: newName, email: user.email, phoneNumber: null },
  });
  expect(change.status).toBe(200);

  await eventually(async () => (await unreadBadge(page)) === before + 1, 'the unread badge to count the new notification');
  await notificationsButton(page).click();
  const dropdown = page.getByRole('menu').or(page.getByRole('dialog')).or(page.getByRole('presentation').getByRole('list')).first();
  await expectVisible(dropdown, 'the notifications dropdown');
  const list = await api<{ notifications: { message: string }[] }>('/notifications', { token });
  const newest = list.body?.data?.notifications?.[0]?.message;
  expect(newest).toBeTruthy();
  await expectVisible(page.getByText(newest!, { exact: true }), `the new notification '${newest}' in the dropdown`);
  // Unread rows are marked for sighted users and announced as unread to screen readers.
  await expectVisible(
    page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`^Unread:\\s*${escapeRegExp(newest!)}`) }),
    'the new notification marked unread',
  );

  await page
    .getByRole('button', { name: 'Mark all read' })
    .or(page.getByRole('menuitem', { name: 'Mark all read' }))
    .first()
    .click();
  // The open menu hides the rest of the page from assistive tech; close it to read the badge.
  const unreadRows = page.getByRole('menu').getByRole('menuitem', { name: /^Unread:/ });
  await eventually(async () => (await unreadRows.count()) === 0, 'the rows to lose their unread mark');
  // The clicked button is now disabled; the menu's focus trap takes focus back within 50 ms.
  await eventually(() => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]')), 'focus to return into the menu');
  await page.keyboard.press('Escape');
  await expectHidden(page.getByRole('menu'), 'the notifications dropdown');
  await eventually(async () => (await unreadBadge(page)) === 0, 'the unread badge to clear');
  const unread = await api<{ count: number }>('/notifications/unread-count', { token });
  expect(unread.body?.data?.count).toBe(0);
});

journey(
  'keeps the shell usable when the profile remote cannot be loaded, and Retry recovers',
  async ({ page, context }) => {
    const user = uniqueUser('patient');
    const { token } = await apiRegister(user);
    let blocked = 0;
    await context.route('**/remotes/mfe-profile/**', (route) => {
      blocked += 1;
      return route.abort();
    });
    await openSignedIn(page, token, '/profile');

    await expectVisible(page.getByText(/temporarily unavailable/i), "the profile remote's 'temporarily unavailable' message");
    const retry = page.getByRole('button', { name: /retry/i });
    await expectVisible(retry, 'a Retry button');
    expect(blocked).toBeGreaterThan(0);

    // The rest of the shell still works: the header's menus, the sidebar, other routes.
    await userMenuButton(page).click();
    await expectVisible(page.getByRole('menu').getByText(user.email, { exact: true }), 'the user menu with the email');
    await page.keyboard.press('Escape');
    await expectHidden(page.getByRole('menu'), 'the user menu');
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    await expectPath(page, '/dashboard');
    await expectGreeting(page, user.name);

    await page.goBack();
    await expectPath(page, '/profile');
    await expectVisible(page.getByRole('button', { name: /retry/i }), 'Retry after coming back to /profile');

    await context.unroute('**/remotes/mfe-profile/**');
    await page.getByRole('button', { name: /retry/i }).click();
    await expectVisible(field(page, 'Full name'), 'the profile page after Retry', 20_000);
    await expectHidden(page.getByText(/temporarily unavailable/i), 'the unavailable message');
  },
  {
    // What the federation runtime reports for a blocked remote (RUNTIME-003 "Failed to get manifest").
    allowErrors: [
      /RUNTIME-\d+|Failed to fetch|Failed to get manifest|Loading (script|chunk) failed|ScriptExternalLoadError|mfe[-_]profile/i,
    ],
  },
);

journey(
  "keeps the current page on screen while the next page's code loads, and shows the error page when it fails to load",
  async ({ page, context }) => {
    await page.goto('/');
    const landingHeading = main(page).getByRole('heading', { level: 1 });
    await expectVisible(landingHeading, "the landing page's heading");
    await page.waitForLoadState('networkidle');

    // Hold every shell chunk requested from now on: the terms page's code cannot arrive yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await context.route('**/static/js/async/**', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expectPath(page, '/terms');
    await eventually(() => held > 0, "the terms page's chunk to be requested");
    await page.waitForTimeout(500);
    expect(await landingHeading.isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    release();
    await expectVisible(main(page).getByRole('heading', { level: 1, name: 'Terms of Service' }), 'the terms page once its code arrived');
    await context.unroute('**/static/js/async/**');

    // A chunk that cannot be fetched (network down, a deploy removed it) shows the error page.
    await page.goBack();
    await expectVisible(landingHeading, 'the landing page again');
    await context.route('**/static/js/async/**', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }), 'the error page');
    await expectVisible(page.getByRole('link', { name: 'Go to Home' }), "the error page's Go to Home link");
    // Leaving the page clears the error.
    await page.goBack();
    await expectPath(page, '/');
    await expectVisible(landingHeading, 'the landing page after the error');
  },
  {
    allowErrors: [
      /Loading chunk|ChunkLoadError|The above error occurred|Unexpected Application Error|react\.dev\/errors|Minified React error/i,
    ],
  },
);
