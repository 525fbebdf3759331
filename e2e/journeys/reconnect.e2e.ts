/**
 * The live channel in a real browser (spec §7, §9): when the socket is cut the header says
 * "Reconnecting…", and once it is back the notifications sent meanwhile are shown.
 */
import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { browserSuite } from '../support/browser';
import { api, apiRegister, eventually, expectGreeting, expectHidden, expectVisible, openSignedIn, uniqueUser } from '../support/app';

const { journey } = browserSuite(__filename);

function reconnecting(page: Page): Locator {
  return page.getByRole('banner').getByRole('status').getByText('Reconnecting…');
}

/** The unread count shown on the notifications badge (0 when the badge is hidden). */
async function unreadBadge(page: Page): Promise<number> {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /notifications/i })
    .evaluate((button) => {
      const badge = button.querySelector('.MuiBadge-badge');
      if (!badge || badge.classList.contains('MuiBadge-invisible')) return 0;
      const count = Number.parseInt(badge.textContent ?? '', 10);
      return Number.isFinite(count) ? count : 0;
    });
}

journey('says Reconnecting… while the live channel is cut and shows what was missed once it is back', async ({ page }) => {
  const user = uniqueUser('patient');
  const { token } = await apiRegister(user);
  // The network between the page and the socket.io endpoint, cut at will.
  let cut = false;
  const open = new Set<WebSocketRoute>();
  let connects = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (cut) {
      // A failed connection: the mock accepted the WebSocket, so fail the engine.io
      // handshake instead (an unparseable packet is a transport error to the client).
      ws.send('x');
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) connects += 1;
      ws.send(message);
    });
    open.add(ws);
  });
  await page.route(/\/socket\.io\//, (route) => (cut ? route.abort() : route.continue()));

  await openSignedIn(page, token, '/dashboard');
  await expectGreeting(page, user.name);
  await eventually(() => connects === 1, 'the socket to connect');
  const stored = await api<{ count: number }>('/notifications/unread-count', { token });
  const before = stored.body?.data?.count ?? 0;
  await eventually(async () => (await unreadBadge(page)) === before, 'the unread badge to show the stored notifications');

  cut = true;
  for (const ws of open) await ws.close();
  open.clear();
  await expectVisible(reconnecting(page), 'the Reconnecting… status in the header');

  // Meanwhile the server stores a notification; its live push cannot reach the page.
  const change = await api('/user/update-account-details', {
    method: 'PATCH',
    token,
    body: { name: `${user.name} Updated`, email: user.email, phoneNumber: null },
  });
  expect(change.status).toBe(200);

  cut = false;
  await expectHidden(reconnecting(page), 'the Reconnecting… status once connected', 15_000);
  expect(connects).toBe(2);
  await eventually(async () => (await unreadBadge(page)) === before + 1, 'the unread badge to count the notification sent while cut');
});
