import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import AssistantPage from './assistant-page';
import { exposedModules } from '.';

// TODO(fe-testkit): pass `renderInShell` from @telehealth/shared-api/testing instead of this adapter.
describeExposes('mfe_assistant', exposedModules, (element, { url }) => renderPage(element, url));

describe('exposed ./AssistantPage', () => {
  it('says the section is coming soon under a heading with its title', () => {
    renderPage(<AssistantPage />, '/aiassistance');
    expect(screen.getByRole('region', { name: 'AI Assistant' })).toContainElement(screen.getByRole('heading', { level: 1, name: 'AI Assistant' }));
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
  });
});
