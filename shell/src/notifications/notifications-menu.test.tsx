import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import { installFakeApi, makeNotification, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

beforeEach(() => {
  signOut();
  signInAs();
});
afterEach(() => jest.restoreAllMocks());

/** A fake notifications endpoint over an in-memory list, like the server's. */
function serveNotifications(initial: Notification[]) {
  let stored = [...initial];
  const unread = () => stored.filter((n) => !n.isRead).length;
  return installFakeApi({
    'GET /notifications': (request) => {
      const limit = Number(request.query.get('limit') ?? 20);
      return ok({ notifications: stored.slice(0, limit), unreadCount: unread() });
    },
    'PATCH /notifications/read-all': () => {
      const updated = unread();
      stored = stored.map((n) => ({ ...n, isRead: true }));
      return ok({ updated });
    },
    'PATCH /notifications/n-read-me/read': () => {
      stored = stored.map((n) => (n.id === 'n-read-me' ? { ...n, isRead: true } : n));
      return ok(stored.find((n) => n.id === 'n-read-me'));
    },
  });
}

/** The bell (hidden from the accessibility tree while its menu is open, like the rest of the page). */
function bell(): HTMLElement {
  return screen.getByRole('button', { name: 'Open notifications', hidden: true });
}

function badgeText(): string {
  return bell().querySelector('.MuiBadge-badge')?.textContent ?? '';
}

async function openDropdown() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Open notifications' }));
  return { user, menu: await screen.findByRole('menu', { name: 'Notifications' }) };
}

describe('notifications dropdown', () => {
  it('shows the unread count from the server on the bell', async () => {
    serveNotifications([makeNotification(), makeNotification(), makeNotification({ isRead: true })]);
    await renderApp('/dashboard');
    await waitFor(() => expect(badgeText()).toBe('2'));
  });

  it("says 'No notifications' when there are none", async () => {
    serveNotifications([]);
    await renderApp('/dashboard');
    const { menu } = await openDropdown();
    expect(await within(menu).findByText('No notifications')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('lists at most 5, each with message, type and date, unread ones highlighted', async () => {
    const items = [
      makeNotification({ message: 'Appointment booked with Dr. Chen' }),
      makeNotification({ message: 'Your profile was updated', type: 'system', isRead: true }),
      ...Array.from({ length: 5 }, (_, i) => makeNotification({ message: `Older ${i}` })),
    ];
    const api = serveNotifications(items);
    await renderApp('/dashboard');
    const { menu } = await openDropdown();
    const rows = await within(menu).findAllByRole('menuitem');
    expect(rows).toHaveLength(5);
    expect(api.callsTo('GET /notifications')[0].query.get('limit')).toBe('5');

    const unread = rows[0];
    const read = rows[1];
    expect(unread).toHaveTextContent('Appointment booked with Dr. Chen');
    expect(unread).toHaveTextContent('Appointment');
    expect(unread).toHaveTextContent('Nov 21, 2026, 3:05 PM');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText(/Unread/)).toBeInTheDocument();
    expect(read).toHaveAttribute('data-unread', 'false');
    expect(read).toHaveTextContent('System');
    expect(getComputedStyle(unread).backgroundColor).not.toBe(getComputedStyle(read).backgroundColor);
  });

  it('marks all read through the API and clears the badge', async () => {
    const api = serveNotifications([makeNotification(), makeNotification()]);
    await renderApp('/dashboard');
    await waitFor(() => expect(badgeText()).toBe('2'));
    const { user, menu } = await openDropdown();
    await user.click(within(menu).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.callsTo('PATCH /notifications/read-all')).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .every((row) => row.getAttribute('data-unread') === 'false'),
      ).toBe(true),
    );
    expect(bell().querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('marks one read when it is clicked', async () => {
    const api = serveNotifications([makeNotification({ id: 'n-read-me', message: 'Click me' }), makeNotification()]);
    await renderApp('/dashboard');
    const { user, menu } = await openDropdown();
    await user.click(await within(menu).findByRole('menuitem', { name: /Click me/ }));
    await waitFor(() => expect(api.callsTo('PATCH /notifications/n-read-me/read')).toHaveLength(1));
    await waitFor(() => expect(badgeText()).toBe('1'));
  });

  it('goes to the link of a clicked notification, and stays put without one (or with one outside the app)', async () => {
    serveNotifications([
      makeNotification({ message: 'No link', isRead: true }),
      makeNotification({ message: 'Elsewhere', isRead: true, link: '//evil.example/x' }),
      makeNotification({ message: 'Renewal asked', isRead: true, link: '/prescriptions' }),
    ]);
    const app = await renderApp('/dashboard');
    const { user, menu } = await openDropdown();
    await user.click(await within(menu).findByRole('menuitem', { name: /No link/ }));
    await user.click(within(menu).getByRole('menuitem', { name: /Elsewhere/ }));
    expect(app.url()).toBe('/dashboard');
    await user.click(within(menu).getByRole('menuitem', { name: /Renewal asked/ }));
    await waitFor(() => expect(app.url()).toBe('/prescriptions'));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Notifications' })).not.toBeInTheDocument());
  });
});
