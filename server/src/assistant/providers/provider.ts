import type { AssistantTurn } from '@telehealth/shared-api/core';
import type { Analysis } from '../guide/analysis';

/** One piece of an answer: text, or how it ended. */
export type ProviderPart = { text: string } | { finish: 'stop' | 'length' };

export interface AnswerRequest {
  /** Oldest first; the last is the user's new message. */
  turns: readonly AssistantTurn[];
  /** What the built-in guide understood (every provider may use it). */
  analysis: Analysis;
  /** Aborted when the browser goes away: stop at once. */
  signal: AbortSignal;
}

/** Where answers come from (the built-in guide, or a chat-completions service). */
export interface AssistantProvider {
  readonly name: 'guide' | 'openai-compatible';
  /** Streams the answer's parts; fails with a ProviderError whose message the user may see. */
  answer(request: AnswerRequest): AsyncIterable<ProviderPart>;
}

/** A failed answer; `message` is shown to the user (spec §8: the service's message or 'Failed to get response from AI'). */
export class ProviderError extends Error {
  /** HTTP status of the upstream answer, if any (logged; never the content). */
  readonly upstreamStatus: number | undefined;

  constructor(message: string, upstreamStatus?: number) {
    super(message);
    this.name = 'ProviderError';
    this.upstreamStatus = upstreamStatus;
  }
}
