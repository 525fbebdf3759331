import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRecordEntry } from '@telehealth/shared-api';
import { fail, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { AccessRecordPage } from './access-record-page';

const RECORD = 'GET /admin/access-record';

function entry(overrides: Partial<AccessRecordEntry> = {}): AccessRecordEntry {
  return {
    id: 'r-1',
    occurredAt: '2026-11-27T10:00:00.000Z',
    kind: 'prescription-read',
    actor: { id: 'u-2', name: 'Grace Doctor', email: 'grace@example.com', role: 'doctor' },
    patient: { id: 'p-1', name: 'Ada Patient' },
    doctor: { id: 'd-1', name: 'Grace Doctor' },
    subjectId: 'rx-1',
    detail: '',
    ip: '203.0.113.9',
    ...overrides,
  };
}

const pageOf = (entries: AccessRecordEntry[], total = entries.length, page = 1) => ok({ entries, total, page, pageSize: 50 });

function renderPage() {
  return renderInShell(<AccessRecordPage />, { route: '/admin/access-record', path: '*', user: { role: 'admin' }, retry: 'off' });
}

afterEach(signOut);

describe('Access record page', () => {
  it('lists who read what of whose, in everyday words', async () => {
    installFakeApi({
      [RECORD]: pageOf([
        entry(),
        entry({
          id: 'r-2',
          kind: 'doctor-suspend',
          actor: { id: 'u-9', name: 'Operations', email: 'ops@example.com', role: 'admin' },
          patient: null,
          detail: 'Licence under review',
        }),
      ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Access record entries, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Opened a prescription');
    expect(rows[1]).toHaveTextContent('Grace Doctor');
    expect(rows[1]).toHaveTextContent('Ada Patient');
    expect(rows[2]).toHaveTextContent('Suspended a doctor');
    expect(rows[2]).toHaveTextContent('Licence under review');
  });

  it('sends the filters when asked to show, and starts again at page one', async () => {
    const api = installFakeApi({ [RECORD]: [pageOf([entry()], 120), pageOf([entry({ id: 'r-3' })], 120, 2), pageOf([])] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 (120 in all)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Patient'), 'Ada');
    await user.click(screen.getByLabelText('What'));
    await user.click(await screen.findByRole('option', { name: 'Read consultation notes' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    const last = api.callsTo(RECORD).at(-1)!.query;
    expect([last.get('patient'), last.get('kind'), last.get('page')]).toEqual(['Ada', 'notes-read', '1']);
  });

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    const api = installFakeApi({ [RECORD]: pageOf([]) });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The "From" day must not be after the "To" day.')).toBeInTheDocument();
    expect(api.callsTo(RECORD)).toHaveLength(1);
  });

  it('shows an error with a way to try again', async () => {
    installFakeApi({ [RECORD]: [fail(500, 'Something went wrong on our side. Please try again.'), pageOf([entry()])] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Access record entries, newest first' })).toBeInTheDocument();
  });

  it('downloads the filtered record as a CSV file', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const api = installFakeApi({
      [RECORD]: pageOf([entry()]),
      'GET /admin/access-record/export': { status: 200, body: new Blob(['When (UTC),What\r\n'], { type: 'text/csv' }) },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('table', { name: 'Access record entries, newest first' });
    await user.type(screen.getByLabelText('Who'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(api.callsTo('GET /admin/access-record/export')).toHaveLength(1);
    expect(api.callsTo('GET /admin/access-record/export')[0]!.query.get('actor')).toBe('Grace');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });
});
