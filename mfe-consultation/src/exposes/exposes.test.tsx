import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import ConsultationPage from './consultation-page';
import { exposedModules } from '.';

// TODO(fe-testkit): pass `renderInShell` from @telehealth/shared-api/testing instead of this adapter.
describeExposes('mfe_consultation', exposedModules, (element, { url }) => renderPage(element, url));

describe('exposed ./ConsultationPage', () => {
  it('says the section is coming soon under a heading with its title', () => {
    renderPage(<ConsultationPage />, '/consultation/sample');
    expect(screen.getByRole('region', { name: 'Video consultation' })).toContainElement(screen.getByRole('heading', { level: 1, name: 'Video consultation' }));
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
  });
});
