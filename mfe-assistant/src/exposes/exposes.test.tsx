import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { installFakeApi, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { AI_GREETING } from '@telehealth/shared-api';
import AssistantPage from './assistant-page';
import AskAssistantWidget from './ask-assistant-widget';
import { exposedModules } from '.';

beforeEach(() => {
  sessionStorage.clear();
  installFakeApi({});
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

describeExposes('mfe_assistant', exposedModules);

describe('exposed ./AssistantPage', () => {
  it('greets under a heading with its title', () => {
    renderInShell(<AssistantPage />, { route: '/aiassistance', path: '*', user: {} });
    expect(screen.getByRole('region', { name: 'AI Assistant' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'AI Assistant' }),
    );
    expect(screen.getByText(AI_GREETING)).toBeInTheDocument();
  });
});

describe('exposed ./AskAssistantWidget', () => {
  it('offers a question box under its title', () => {
    renderInShell(<AskAssistantWidget />, { route: '/dashboard', path: '*', user: {} });
    expect(screen.getByRole('heading', { name: 'Ask the assistant' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question for the assistant' })).toBeInTheDocument();
  });
});
