import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import AccessRecordPage from './access-record-page';
import DeliveryPage from './delivery-page';
import PaymentsPage from './payments-page';
import SystemHealthPage from './system-health-page';
import VerificationQueuePage from './verification-queue-page';
import { exposedModules } from '.';

beforeEach(() => {
  const empty = { total: 0, page: 1, pageSize: 50 };
  installFakeApi({
    'GET /admin/verifications': ok([]),
    'GET /admin/access-record': ok({ entries: [], ...empty }),
    'GET /admin/checkouts': ok({ checkouts: [], ...empty }),
    'GET /admin/mail-messages': ok({ messages: [], ...empty }),
    'GET /admin/system-health': ok({
      database: { ok: true, kind: 'pglite', latencyMs: 1, error: null },
      redis: null,
      jobs: { ok: true, queues: [], error: null },
      sockets: { connected: 0 },
      checkedAt: '2026-11-27T10:00:00.000Z',
    }),
  });
});
afterEach(signOut);

describeExposes('mfe_admin', exposedModules);

describe('exposed ./VerificationQueuePage', () => {
  it('shows the queue under a heading with its title', async () => {
    renderInShell(<VerificationQueuePage />, { route: '/admin/verifications', path: '*', user: { role: 'admin' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor verification' })).toBeInTheDocument();
    expect(await screen.findByText('No doctors are waiting for a licence check.')).toBeInTheDocument();
  });
});

describe('the console pages exposed beside it', () => {
  it.each([
    ['./AccessRecordPage', AccessRecordPage, 'Access record', 'Nothing has been recorded yet.'],
    ['./PaymentsPage', PaymentsPage, 'Payments', 'No refunds are owed. Every refund decided has been made.'],
    ['./DeliveryPage', DeliveryPage, 'Email delivery', 'No email has failed.'],
    ['./SystemHealthPage', SystemHealthPage, 'System health', 'No jobs have run yet.'],
  ])('%s shows its heading and its empty state', async (_expose, Page, title, empty) => {
    renderInShell(<Page />, { route: '/admin', path: '*', user: { role: 'admin' } });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});
