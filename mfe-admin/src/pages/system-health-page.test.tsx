import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemHealth } from '@telehealth/shared-api';
import { fail, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { SystemHealthPage } from './system-health-page';

const HEALTH = 'GET /admin/system-health';

function health(overrides: Partial<SystemHealth> = {}): SystemHealth {
  return {
    database: { ok: true, kind: 'postgres', latencyMs: 1.4, error: null },
    redis: { ok: false, latencyMs: null, error: 'No answer within 2 seconds' },
    jobs: { ok: true, queues: [{ name: 'mail.send', queued: 2, active: 0, failed: 1 }], error: null },
    sockets: { connected: 3 },
    checkedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  return renderInShell(<SystemHealthPage />, { route: '/admin/system-health', path: '*', user: { role: 'admin' }, retry: 'off' });
}

afterEach(signOut);

describe('System health page', () => {
  it('shows each part, the one that does not answer as such, and the job counts', async () => {
    installFakeApi({ [HEALTH]: ok(health()) });
    renderPage();
    const database = await screen.findByRole('article', { name: 'Database' });
    expect(database).toHaveTextContent('Working');
    expect(database).toHaveTextContent('round trip 1.4 ms');
    const redis = screen.getByRole('article', { name: 'Redis' });
    expect(redis).toHaveTextContent('Not reachable');
    expect(redis).toHaveTextContent('No answer within 2 seconds');
    expect(screen.getByRole('article', { name: 'Live connections' })).toHaveTextContent('3 browsers are connected');
    const jobs = within(screen.getByRole('table', { name: 'Jobs by queue' })).getAllByRole('row');
    expect(jobs[1]).toHaveTextContent(/mail\.send\s*2\s*0\s*1/);
  });

  it('says Redis is not set up on a single instance, and checks again on request', async () => {
    const api = installFakeApi({ [HEALTH]: ok(health({ redis: null })) });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('article', { name: 'Redis' })).toHaveTextContent('Not set up');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(api.callsTo(HEALTH).length).toBeGreaterThanOrEqual(2);
  });

  it('shows an error with a way to try again', async () => {
    installFakeApi({ [HEALTH]: fail(500, 'Something went wrong on our side. Please try again.') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
