import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { installFakeApi, renderInShell } from '@telehealth/shared-ui/testing';
import PrescriptionsPage from './prescriptions-page';
import { exposedModules } from '.';

// No session and an API that knows nothing: every module must still render its own state.
beforeEach(() => installFakeApi({}));
afterEach(() => jest.restoreAllMocks());

describeExposes('mfe_prescriptions', exposedModules);

describe('exposed ./PrescriptionsPage', () => {
  it("titles the section 'Prescriptions' for patients and 'Patient Prescriptions' for doctors (spec §2)", async () => {
    const { unmount } = renderInShell(<PrescriptionsPage />, {
      route: '/prescriptions',
      path: '*',
      user: { role: 'patient' },
      retry: 'off',
    });
    expect(screen.getByRole('region', { name: 'Prescriptions' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Prescriptions' }),
    );
    unmount();
    renderInShell(<PrescriptionsPage />, { route: '/prescriptions', path: '*', user: { role: 'doctor' }, retry: 'off' });
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Prescriptions' })).toBeInTheDocument();
  });
});
