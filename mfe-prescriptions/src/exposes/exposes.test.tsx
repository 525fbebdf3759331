import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderInShell } from '@telehealth/shared-ui/testing';
import PrescriptionsPage from './prescriptions-page';
import { exposedModules } from '.';

describeExposes('mfe_prescriptions', exposedModules);

describe('exposed ./PrescriptionsPage', () => {
  it('says the section is coming soon under a heading with its title', () => {
    renderInShell(<PrescriptionsPage />, { route: '/prescriptions', path: '*' });
    expect(screen.getByRole('region', { name: 'Prescriptions' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Prescriptions' }),
    );
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
  });
});
