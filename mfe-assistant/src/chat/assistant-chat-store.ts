/**
 * The assistant's conversation and its one answer in progress (spec §2 "AI assistant", issue
 * 13). It lives outside React so an answer keeps streaming while the person moves between
 * pages, and the dashboard widget and the page share it. It follows the signed-in user: a
 * sign-out or another user drops the conversation from memory and stops its answer (the auth
 * store removes the stored copy), and each user's conversation is read back from the tab's
 * session storage after a reload.
 */
import { create } from 'zustand';
import { ApiError, ASSISTANT_MESSAGES, assistantApi, useAuthStore } from '@telehealth/shared-api';
import type { AssistantStreamEvent } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { greetingOnly, loadConversation, messageId, saveConversation, turnsToSend } from './conversation';
import type { ChatMessage } from './conversation';

/** idle: ready; waiting: asked, no text yet; streaming: text arriving; error: the last answer failed. */
export type ChatPhase = 'idle' | 'waiting' | 'streaming' | 'error';

export interface AssistantChatState {
  userId: string | null;
  messages: ChatMessage[];
  phase: ChatPhase;
  /** Why the last answer failed (the server's message, or spec §8's default). */
  error: string | null;
  /** Sends a message (ignored when blank or while an answer is on its way). */
  send: (text: string) => void;
  /** Stops the answer in progress; what arrived stays, marked as stopped. */
  stop: () => void;
  /** Asks again for the last answer, in place of it. */
  regenerate: () => void;
  /** Reset Chat: only the greeting again. */
  reset: () => void;
}

let controller: AbortController | null = null;

class StreamFailure extends Error {}

const isBusy = (phase: ChatPhase) => phase === 'waiting' || phase === 'streaming';

export const useAssistantChat = create<AssistantChatState>()((set, get) => {
  function updateAnswer(id: string, change: (message: ChatMessage) => ChatMessage) {
    set((state) => ({ messages: state.messages.map((message) => (message.id === id ? change(message) : message)) }));
  }

  function apply(id: string, event: AssistantStreamEvent): boolean {
    switch (event.type) {
      case 'meta':
        updateAnswer(id, (m) => ({ ...m, urgency: event.urgency, emergency: event.emergency, crisis: event.crisis }));
        return false;
      case 'delta':
        updateAnswer(id, (m) => ({ ...m, content: m.content + event.text }));
        if (get().phase === 'waiting') set({ phase: 'streaming' });
        return false;
      case 'suggestions':
        updateAnswer(id, (m) => ({ ...m, suggestions: event.suggestions }));
        return false;
      case 'error':
        throw new StreamFailure(event.message);
      case 'done':
        return true;
    }
  }

  /** Streams an answer to `history` (which ends with the person's message). */
  async function answer(history: ChatMessage[]) {
    const own = new AbortController();
    controller?.abort();
    controller = own;
    const id = messageId();
    set({ messages: [...history, { id, role: 'assistant', content: '' }], phase: 'waiting', error: null });
    try {
      let done = false;
      for await (const event of assistantApi.chat({ messages: turnsToSend(history) }, own.signal)) {
        if (own.signal.aborted) break;
        done = apply(id, event) || done;
      }
      if (own.signal.aborted) return;
      if (!done) throw new StreamFailure(ASSISTANT_MESSAGES.aiFailure);
      set({ phase: 'idle' });
    } catch (error) {
      if (own.signal.aborted) return;
      // A half answer that failed could read as complete advice: it goes, the question stays.
      set((state) => ({
        messages: state.messages.filter((message) => message.id !== id),
        phase: 'error',
        // The server's words when it sent some; a network failure's browser text is no help to anyone.
        error:
          (error instanceof ApiError || error instanceof StreamFailure) && error.message ? error.message : ASSISTANT_MESSAGES.aiFailure,
      }));
      toast.error(ASSISTANT_MESSAGES.toastDescription, { title: ASSISTANT_MESSAGES.toastTitle });
    } finally {
      if (controller === own) controller = null;
    }
  }

  /** Ends the answer in progress, keeping what arrived (an empty one goes). */
  function halt() {
    const active = controller;
    controller = null;
    active?.abort();
    set((state) => {
      const last = state.messages[state.messages.length - 1];
      if (!isBusy(state.phase) || !last || last.role !== 'assistant' || last.greeting)
        return { phase: isBusy(state.phase) ? 'idle' : state.phase };
      const messages = last.content.trim() ? [...state.messages.slice(0, -1), { ...last, stopped: true }] : state.messages.slice(0, -1);
      return { messages, phase: 'idle' };
    });
  }

  return {
    userId: null,
    messages: greetingOnly(),
    phase: 'idle',
    error: null,

    send: (text) => {
      const content = text.trim();
      if (!content || isBusy(get().phase) || !get().userId) return;
      void answer([...get().messages, { id: messageId(), role: 'user', content }]);
    },

    stop: halt,

    regenerate: () => {
      const { messages, phase } = get();
      const last = messages[messages.length - 1];
      if (isBusy(phase) || !last || last.role !== 'assistant' || last.greeting) return;
      void answer(messages.slice(0, -1));
    },

    reset: () => {
      halt();
      set({ messages: greetingOnly(), phase: 'idle', error: null });
    },
  };
});

/** Loads the conversation of the signed-in user (greeting only when none is stored). */
function follow(userId: string | null) {
  if (useAssistantChat.getState().userId === userId) return;
  controller?.abort();
  controller = null;
  useAssistantChat.setState({
    userId,
    messages: (userId && loadConversation(userId)) || greetingOnly(),
    phase: 'idle',
    error: null,
  });
}

follow(useAuthStore.getState().user?.id ?? null);
useAuthStore.subscribe((auth) => follow(auth.user?.id ?? null));

// Every change is written through, so a reload (even mid-answer) finds the conversation.
useAssistantChat.subscribe((state, previous) => {
  if (!state.userId || state.userId !== previous.userId) return;
  if (state.messages === previous.messages && state.phase === previous.phase) return;
  saveConversation(state.userId, state.messages, isBusy(state.phase));
});
