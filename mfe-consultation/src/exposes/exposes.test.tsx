import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderInShell } from '@telehealth/shared-ui/testing';
import ConsultationPage from './consultation-page';
import { exposedModules } from '.';

describeExposes('mfe_consultation', exposedModules);

describe('exposed ./ConsultationPage', () => {
  it('says the section is coming soon under a heading with its title', () => {
    renderInShell(<ConsultationPage />, { route: '/consultation/sample', path: '*' });
    expect(screen.getByRole('region', { name: 'Video consultation' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Video consultation' }),
    );
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
  });
});
