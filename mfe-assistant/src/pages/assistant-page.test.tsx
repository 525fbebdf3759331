import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_GREETING, useAuthStore } from '@telehealth/shared-api';
import type { AssistantChatRequest } from '@telehealth/shared-api';
import { currentLocation, fail, installFakeApi, ok, renderInShell, signInAs, signOut, toastMessages } from '@telehealth/shared-ui/testing';
import { useToastStore } from '@telehealth/shared-ui';
import { storageKey } from '../chat/conversation';
import { liveAnswer, suggestion, wholeAnswer } from '../testing/event-stream';
import { AssistantPage } from './assistant-page';

const CHAT = 'POST /assistant/chat';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = renderInShell(<AssistantPage />, { route: '/aiassistance', path: '/aiassistance', user: { id: 'user-1' } });
  return { ...view, user };
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Conversation with the AI assistant' });
const sentBodies = (api: ReturnType<typeof installFakeApi>) => api.callsTo(CHAT).map((call) => call.body as AssistantChatRequest);

async function ask(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(input(), text);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  act(() => signOut());
  jest.restoreAllMocks();
});

describe('AI assistant page (spec §2 "AI assistant")', () => {
  it('opens with the greeting, the info card with its disclaimer, and a 400px chat area', () => {
    installFakeApi({});
    renderPage();
    expect(within(log()).getByText(AI_GREETING)).toBeInTheDocument();
    expect(log()).toHaveStyle({ height: '400px' });
    const info = screen.getByRole('complementary', { name: 'How the assistant can help' });
    expect(within(info).getByText('Which kind of specialist to consult')).toBeInTheDocument();
    expect(within(info).getByLabelText('Disclaimer')).toHaveTextContent(/general information only/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends with Enter, not with Shift+Enter, and never a blank message', async () => {
    const api = installFakeApi({ [CHAT]: () => wholeAnswer('Rest and drink water.') });
    const { user } = renderPage();
    await user.type(input(), '   ');
    await user.keyboard('{Enter}');
    await user.type(input(), 'I have a headache{Shift>}{Enter}{/Shift}since Monday');
    expect(api.callsTo(CHAT)).toHaveLength(0);
    expect(input()).toHaveValue('   I have a headache\nsince Monday');

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Rest and drink water.')).toBeInTheDocument();
    // The greeting is shown, never sent; the message goes trimmed.
    expect(sentBodies(api)).toEqual([{ messages: [{ role: 'user', content: 'I have a headache\nsince Monday' }] }]);
    expect(input()).toHaveValue('');
    expect(within(log()).getByText(/I have a headache/)).toBeInTheDocument();
  });

  it('sends with the Send button too, with the earlier turns of the conversation', async () => {
    const api = installFakeApi({ [CHAT]: [() => wholeAnswer('First answer.'), () => wholeAnswer('Second answer.')] });
    const { user } = renderPage();
    await ask(user, 'Back pain');
    await screen.findByText('First answer.');
    await user.type(input(), 'For a week');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Second answer.');
    expect(sentBodies(api)[1]).toEqual({
      messages: [
        { role: 'user', content: 'Back pain' },
        { role: 'assistant', content: 'First answer.' },
        { role: 'user', content: 'For a week' },
      ],
    });
  });

  it('shows the typing indicator with the input disabled, then the text as it streams, then the urgency and specialty', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user, router } = renderPage();
    await ask(user, 'Sudden numb face');

    expect(await screen.findByRole('status', { name: 'The assistant is typing' })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();

    act(() => live.meta('today'));
    act(() => live.delta('Numbness can have **many** causes'));
    expect(await screen.findByText('many')).toBeInTheDocument();
    expect(screen.getByText('many').tagName).toBe('STRONG');
    expect(screen.queryByRole('status', { name: 'The assistant is typing' })).not.toBeInTheDocument();
    expect(input()).toBeDisabled();

    act(() => live.delta(', and a doctor should look at it.'));
    expect(await screen.findByText(/and a doctor should look at it\./)).toBeInTheDocument();

    act(() => live.suggestions([suggestion('Neurology', '2026-11-26')]));
    act(() => live.done());
    const button = await screen.findByRole('link', { name: /Find Neurology doctors/ });
    expect(button).toHaveTextContent('First free slot: Nov 26, 2026');
    await waitFor(() => expect(input()).toBeEnabled());
    expect(input()).toHaveFocus();

    // The banner comes before the answer's text.
    const banner = screen.getByRole('note', { name: 'See a doctor today' });
    const text = screen.getByText(/Numbness can have/);
    expect(banner.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(button);
    expect(currentLocation(router)).toBe('/doctors?specialization=Neurology');
  });

  it('puts the emergency banner first in the answer', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user } = renderPage();
    await ask(user, 'crushing chest pain and I cannot breathe');
    act(() => live.meta('emergency', { emergency: true }));
    act(() => live.delta('**Call your local emergency number now.**'));
    const banner = await screen.findByRole('alert', { name: 'Emergency' });
    expect(banner).toHaveTextContent('Call your local emergency number now.');
    expect(
      banner.compareDocumentPosition(screen.getByText('Call your local emergency number now.')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    act(() => live.done());
    await waitFor(() => expect(input()).toBeEnabled());
  });

  it('gives the emergency answer call buttons that dial the emergency numbers', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user } = renderPage();
    await ask(user, 'my dad has collapsed and is not breathing');
    act(() => live.meta('emergency', { emergency: true }));
    act(() => live.delta('**Call your local emergency number now.**'));
    act(() => live.done());
    const calls = within(await screen.findByRole('alert', { name: 'Emergency' })).getByRole('group', { name: 'Call the emergency number' });
    expect(within(calls).getByRole('link', { name: 'Call 999 (UK)' })).toHaveAttribute('href', 'tel:999');
    expect(within(calls).getByRole('link', { name: 'Call 911 (US)' })).toHaveAttribute('href', 'tel:911');
    expect(within(calls).getByRole('link', { name: 'Call 112 (Europe and elsewhere)' })).toHaveAttribute('href', 'tel:112');
  });

  it('keeps the crisis lines on screen for the rest of the conversation, with no booking buttons in the crisis answer', async () => {
    const crisis = liveAnswer();
    const later = liveAnswer();
    const answers = [crisis.answer, later.answer];
    installFakeApi({ [CHAT]: () => answers.shift()! });
    const { user } = renderPage();
    await ask(user, 'everyone would be better off without me');
    act(() => crisis.meta('emergency', { emergency: true, crisis: true }));
    act(() => crisis.delta("**I'm really sorry you're going through this.**"));
    act(() => crisis.suggestions([suggestion('Psychiatry')]));
    act(() => crisis.done());
    await waitFor(() => expect(input()).toBeEnabled());
    const lines = screen.getByRole('region', { name: 'Crisis lines' });
    expect(within(lines).getByRole('link', { name: 'Call or text 988 (US)' })).toHaveAttribute('href', 'tel:988');
    expect(within(lines).getByRole('link', { name: 'Call 116 123 (Samaritans, UK and Ireland)' })).toHaveAttribute('href', 'tel:116123');
    expect(within(lines).getByRole('link', { name: 'Call 112 (elsewhere)' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('group', { name: 'Suggested specialists' })).not.toBeInTheDocument();

    await ask(user, 'I have a headache too');
    act(() => later.meta('self-care'));
    act(() => later.delta('Rest and drink water.'));
    act(() => later.suggestions([suggestion('Neurology')]));
    act(() => later.done());
    expect(await screen.findByText('Rest and drink water.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Crisis lines' })).toBeInTheDocument();
  });

  it('Stop ends the answer and its request, keeps what arrived and gives the input back', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user } = renderPage();
    await ask(user, 'Tell me about migraines');
    act(() => live.delta('Migraines are headaches that'));
    await screen.findByText('Migraines are headaches that');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(live.cancelled).toBe(true));
    expect(input()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.getByText('Migraines are headaches that')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    // A stop is not a failure.
    expect(screen.queryByText('Error connecting to the AI assistant')).not.toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });

  it('Stop before any text leaves only the question', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user } = renderPage();
    await ask(user, 'Rash on my arm');
    await screen.findByRole('status', { name: 'The assistant is typing' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(live.cancelled).toBe(true));
    expect(screen.queryByRole('status', { name: 'The assistant is typing' })).not.toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });

  it('Regenerate asks again for the last answer and replaces it', async () => {
    const api = installFakeApi({ [CHAT]: [() => wholeAnswer('A first try.'), () => wholeAnswer('A better answer.')] });
    const { user } = renderPage();
    await ask(user, 'Itchy eyes');
    await screen.findByText('A first try.');
    expect(screen.getAllByRole('button', { name: 'Regenerate' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('A better answer.')).toBeInTheDocument();
    expect(screen.queryByText('A first try.')).not.toBeInTheDocument();
    expect(sentBodies(api)).toEqual([
      { messages: [{ role: 'user', content: 'Itchy eyes' }] },
      { messages: [{ role: 'user', content: 'Itchy eyes' }] },
    ]);
    expect(within(log()).getAllByText('Itchy eyes')).toHaveLength(1);
  });

  it('shows the error card and the toast when the answer fails, and Reset Chat restores the greeting only', async () => {
    installFakeApi({ [CHAT]: fail(500, 'Failed to get response from AI') });
    const { user } = renderPage();
    await ask(user, 'Sore throat');

    const card = await screen.findByText('Error connecting to the AI assistant');
    expect(card.closest('[role="alert"]')).toHaveTextContent('Failed to get response from AI');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Error', message: 'Failed to get AI response. Please try again.' }),
    ]);
    expect(input()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Reset Chat' }));
    expect(screen.queryByText('Error connecting to the AI assistant')).not.toBeInTheDocument();
    const items = within(log()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(AI_GREETING);
  });

  it("drops a half answer when the stream reports an error, and shows the server's message", async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user } = renderPage();
    await ask(user, 'Knee pain');
    act(() => live.delta('Knee pain is often'));
    await screen.findByText('Knee pain is often');
    act(() => live.error('The AI service took too long to answer. Please try again.'));
    expect(await screen.findByText('Error connecting to the AI assistant')).toBeInTheDocument();
    expect(screen.getByText('The AI service took too long to answer. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Knee pain is often')).not.toBeInTheDocument();
    expect(within(log()).getByText('Knee pain')).toBeInTheDocument();
  });

  it("says 'Failed to get response from AI' when the connection itself fails", async () => {
    const api = installFakeApi({});
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderPage();
    await ask(user, 'Cough');
    expect(await screen.findByText('Error connecting to the AI assistant')).toBeInTheDocument();
    expect(screen.getByText('Failed to get response from AI')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('treats a stream that ends without done as a failure', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer });
    const { user } = renderPage();
    await ask(user, 'Cough');
    act(() => live.delta('Coughs are'));
    act(() => live.cut());
    expect(await screen.findByText('Error connecting to the AI assistant')).toBeInTheDocument();
    expect(screen.getByText('Failed to get response from AI')).toBeInTheDocument();
  });
});

describe('AI assistant answers render as safe markdown', () => {
  it('keeps HTML as text and links only to the product', async () => {
    installFakeApi({
      [CHAT]: () =>
        wholeAnswer(
          [
            '<script>window.hacked = true</script> <img src=x onerror="window.hacked=true"> <b>not bold</b>',
            '',
            '- [Run this](javascript:alert(1))',
            '- [Another site](https://evil.example/doctors)',
            '- [Sneaky](//evil.example/doctors)',
            '- [Unknown page](/admin)',
            '- [ENT doctors](/doctors?specialization=ENT)',
            '',
            '1. *first*',
            '2. `second`',
          ].join('\n'),
        ),
    });
    const { user, router } = renderPage();
    await ask(user, 'Ear ache');
    const answer = (await screen.findByText(/window\.hacked = true/)).closest('li')!;

    expect(answer.querySelector('script, img, b, iframe')).toBeNull();
    expect(answer).toHaveTextContent('<script>window.hacked = true</script> <img src=x onerror="window.hacked=true"> <b>not bold</b>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    for (const name of ['Run this', 'Another site', 'Sneaky', 'Unknown page']) {
      expect(within(answer).getByText(name).closest('a')).toBeNull();
    }
    const links = within(answer).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/doctors?specialization=ENT']);
    expect(within(answer).getByText('first').tagName).toBe('EM');
    expect(within(answer).getByText('second').tagName).toBe('CODE');
    expect(answer.querySelectorAll('ul > li')).toHaveLength(5);
    expect(answer.querySelectorAll('ol > li')).toHaveLength(2);

    await user.click(within(answer).getByRole('link', { name: 'ENT doctors' }));
    expect(currentLocation(router)).toBe('/doctors?specialization=ENT');
  });
});

describe('AI assistant conversation storage', () => {
  it('keeps the conversation in the tab for this user and reads it back', async () => {
    installFakeApi({ [CHAT]: () => wholeAnswer('Stay hydrated.', [suggestion('General Medicine')], 'self-care') });
    const { user, unmount } = renderPage();
    await ask(user, 'I feel dizzy');
    await screen.findByText('Stay hydrated.');
    unmount();
    expect(sessionStorage.getItem(storageKey('user-1'))).toContain('I feel dizzy');

    // Another person on the tab sees only the greeting; the first one gets theirs back.
    act(() => void signInAs({ id: 'user-2' }));
    const other = renderInShell(<AssistantPage />, { route: '/aiassistance', path: '/aiassistance' });
    expect(screen.queryByText('I feel dizzy')).not.toBeInTheDocument();
    other.unmount();
    act(() => void signInAs({ id: 'user-1' }));
    renderInShell(<AssistantPage />, { route: '/aiassistance', path: '/aiassistance' });
    expect(screen.getByText('I feel dizzy')).toBeInTheDocument();
    expect(screen.getByText('Stay hydrated.')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Self-care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find General Medicine doctors/ })).toBeInTheDocument();
  });

  it('clears the conversation on sign-out', async () => {
    installFakeApi({ [CHAT]: () => wholeAnswer('Try a cold compress.'), 'POST /user/logout': ok(null) });
    const { user } = renderPage();
    await ask(user, 'Swollen ankle');
    await screen.findByText('Try a cold compress.');

    await act(() => useAuthStore.getState().logout());
    expect(sessionStorage.getItem(storageKey('user-1'))).toBeNull();
    expect(screen.queryByText('Swollen ankle')).not.toBeInTheDocument();

    act(() => void signInAs({ id: 'user-1' }));
    expect(await screen.findByText(AI_GREETING)).toBeInTheDocument();
    expect(screen.queryByText('Try a cold compress.')).not.toBeInTheDocument();
  });

  it('signing out stops an answer that is still arriving', async () => {
    const live = liveAnswer();
    installFakeApi({ [CHAT]: live.answer, 'POST /user/logout': ok(null) });
    const { user } = renderPage();
    await ask(user, 'Fever');
    act(() => live.delta('A fever'));
    await screen.findByText('A fever');
    await act(() => useAuthStore.getState().logout());
    await waitFor(() => expect(live.cancelled).toBe(true));
    expect(sessionStorage.getItem(storageKey('user-1'))).toBeNull();
  });
});
