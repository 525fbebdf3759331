import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderInShell } from '@telehealth/shared-ui/testing';
import AssistantPage from './assistant-page';
import { exposedModules } from '.';

describeExposes('mfe_assistant', exposedModules);

describe('exposed ./AssistantPage', () => {
  it('says the section is coming soon under a heading with its title', () => {
    renderInShell(<AssistantPage />, { route: '/aiassistance', path: '*' });
    expect(screen.getByRole('region', { name: 'AI Assistant' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'AI Assistant' }),
    );
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
  });
});
