import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssistantChatRequest } from '@telehealth/shared-api';
import { currentLocation, installFakeApi, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { useAssistantChat } from '../chat/assistant-chat-store';
import { wholeAnswer } from '../testing/event-stream';
import { AskAssistantWidget } from './ask-assistant-widget';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  act(() => signOut());
  jest.restoreAllMocks();
});

describe('Ask the assistant (patient dashboard widget)', () => {
  it('sends the question and opens the assistant, where its answer arrives', async () => {
    const api = installFakeApi({ 'POST /assistant/chat': () => wholeAnswer('Headaches are common.') });
    const user = userEvent.setup({ delay: null });
    const { router } = renderInShell(<AskAssistantWidget />, { route: '/dashboard', path: '/dashboard', user: { id: 'user-1' } });
    await user.type(screen.getByRole('textbox', { name: 'Your question for the assistant' }), 'Headache for three days');
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    expect(currentLocation(router)).toBe('/aiassistance');
    expect(api.callsTo('POST /assistant/chat').map((call) => call.body as AssistantChatRequest)).toEqual([
      { messages: [{ role: 'user', content: 'Headache for three days' }] },
    ]);
    await waitFor(() => expect(useAssistantChat.getState().phase).toBe('idle'));
    expect(useAssistantChat.getState().messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Headaches are common.' });
  });

  it('opens the assistant without sending anything when the box is empty', async () => {
    const api = installFakeApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderInShell(<AskAssistantWidget />, { route: '/dashboard', path: '/dashboard', user: { id: 'user-1' } });
    await user.click(screen.getByRole('button', { name: 'Open Assistant' }));
    expect(currentLocation(router)).toBe('/aiassistance');
    expect(api.calls).toHaveLength(0);
  });
});
