import { ASSISTANT_CHAT_PATH, parseAssistantEvent } from '../core/assistant';
import type { AssistantChatRequest, AssistantStreamEvent } from '../core/assistant';
import { apiEventStream } from './api-client';

/** Calls of the AI assistant (issue 13). */
export const assistantApi = {
  /**
   * Sends the conversation's last turns and yields the answer's events as they arrive (see
   * `AssistantStreamEvent` for their order). A refusal before the stream (invalid body, sign-in,
   * limits) rejects with an ApiError carrying the server's message; aborting `signal` stops the
   * answer on the server too. Unknown events are skipped.
   */
  async *chat(request: AssistantChatRequest, signal?: AbortSignal): AsyncGenerator<AssistantStreamEvent, void, undefined> {
    for await (const event of apiEventStream(ASSISTANT_CHAT_PATH, { method: 'POST', body: request, signal })) {
      const parsed = parseAssistantEvent(event);
      if (parsed) yield parsed;
    }
  },
};
