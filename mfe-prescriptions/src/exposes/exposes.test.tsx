import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import PrescriptionsPage from './prescriptions-page';
import { exposedModules } from '.';

// TODO(fe-testkit): pass `renderInShell` from @telehealth/shared-api/testing instead of this adapter.
describeExposes('mfe_prescriptions', exposedModules, (element, { url }) => renderPage(element, url));

describe('exposed ./PrescriptionsPage', () => {
  it('says the section is coming soon under a heading with its title', () => {
    renderPage(<PrescriptionsPage />, '/prescriptions');
    expect(screen.getByRole('region', { name: 'Prescriptions' })).toContainElement(screen.getByRole('heading', { level: 1, name: 'Prescriptions' }));
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
  });
});
