import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_COOKIE_NAME } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import { installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

function sidebarState(): string | null {
  return document.querySelector('[data-state]')?.getAttribute('data-state') ?? null;
}

function mainNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  signOut();
  clearCookie();
  signInAs();
  installFakeApi({ 'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }) });
});
afterEach(() => {
  jest.restoreAllMocks();
  clearCookie();
});

describe('sidebar', () => {
  it('lists the five sections of spec §2, expanded by default', async () => {
    await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Find Doctors', 'Prescriptions', 'Appointments', 'AI Assistant']);
    expect(within(nav).getByRole('link', { name: 'AI Assistant' })).toHaveAttribute('href', '/aiassistance');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(sidebarState()).toBe('expanded');
  });

  it('toggles with Ctrl+B and stores the state in the cookie for 7 days', async () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });

    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(sidebarState()).toBe('collapsed'));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    expect(cookieWrites.at(-1)).toMatch(new RegExp(`^${SIDEBAR_COOKIE_NAME}=false; path=/; max-age=${7 * 24 * 3600}`));

    await user.keyboard('{Meta>}b{/Meta}');
    await waitFor(() => expect(sidebarState()).toBe('expanded'));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  });

  it('toggles from the header button too', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    await waitFor(() => expect(sidebarState()).toBe('collapsed'));
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the links keep their names for assistive technology.
    expect(within(mainNav()).getByRole('link', { name: 'Find Doctors' })).toBeInTheDocument();
  });

  it('starts collapsed when the cookie says so (state survives a reload)', async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    await renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(sidebarState()).toBe('collapsed');
  });
});

describe('phone menu, skip link and the signed-in 404 (issue 24)', () => {
  function emulatePhone() {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }

  it('offers every sidebar entry in the phone menu, the AI Assistant included', async () => {
    const restore = emulatePhone();
    try {
      const user = userEvent.setup({ delay: null });
      await renderApp('/dashboard');
      await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const labels = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(labels).toEqual(['Dashboard', 'Find Doctors', 'Prescriptions', 'Appointments', 'AI Assistant']);
    } finally {
      restore();
    }
  });

  it('starts the page with a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps the header and sidebar on an unknown address when signed in', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
