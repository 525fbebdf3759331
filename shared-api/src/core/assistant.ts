/**
 * The AI assistant's wire contract (issue 13, spec §1, §2 "AI assistant", §7, §8, §9):
 * `POST /api/v1/assistant/chat` takes the conversation's last turns and answers a
 * server-sent event stream. Refusals before the stream starts (validation, sign-in, limits)
 * are ordinary JSON error answers; a failure once the stream has started is an `error` event.
 *
 * Event order on the stream: one `meta`, then `delta`s (the answer's text, in order; the
 * first line is the emergency guidance when `meta.emergency`), then one `suggestions`, then
 * `done`. An `error` event ends the stream instead (no `done` follows).
 */
import type { SPECIALTIES } from './constants';

/** Path of the chat call under the API base. */
export const ASSISTANT_CHAT_PATH = '/assistant/chat';

/** At most this many turns are sent (the browser sends the last ones; the server refuses more). */
export const ASSISTANT_MAX_TURNS = 20;
/** Longest message of one turn, in characters. */
export const ASSISTANT_MAX_MESSAGE_LENGTH = 2000;
/** First free slots are looked up this many days ahead (today included). */
export const ASSISTANT_SLOT_LOOKAHEAD_DAYS = 7;

export const ASSISTANT_ROLES = ['user', 'assistant'] as const;
export type AssistantRole = (typeof ASSISTANT_ROLES)[number];

/** A chat message of spec §3 "Chat message (AI)". */
export interface AssistantTurn {
  role: AssistantRole;
  content: string;
}

/** Body of `POST /assistant/chat`: oldest turn first, the last one is the user's new message. */
export interface AssistantChatRequest {
  messages: AssistantTurn[];
}

/**
 * How urgent the message sounds: call the emergency number now, see a doctor today, book
 * within a few days, or self-care (with when to seek help). Null when no symptom was recognised.
 */
export const ASSISTANT_URGENCIES = ['emergency', 'today', 'days', 'self-care'] as const;
export type AssistantUrgency = (typeof ASSISTANT_URGENCIES)[number];

/** Specialty names are those of spec §9 (dashboard and search). */
export type AssistantSpecialty = (typeof SPECIALTIES)[number];

/** `meta`: sent first, before any text. */
export interface AssistantMetaEvent {
  urgency: AssistantUrgency | null;
  /** True when a red flag was found: the answer's first line is emergency guidance. */
  emergency: boolean;
  /** True when the guidance is a crisis line (suicidal thoughts, self-harm). */
  crisis: boolean;
}

/** `delta`: the next piece of the answer's text (markdown, no HTML). */
export interface AssistantDeltaEvent {
  text: string;
}

/** One specialty to consult, rendered as a link to the doctor search. */
export interface AssistantSuggestion {
  specialty: AssistantSpecialty;
  /** The doctor search filtered to the specialty, as `paths.doctors({ specialization })` builds it. */
  href: string;
  /** Calendar date (yyyy-MM-dd) of the first free slot of a doctor of that specialty within 7 days, or null. */
  firstFreeSlot: string | null;
}

/** `suggestions`: sent once, after the text (may be an empty list). */
export interface AssistantSuggestionsEvent {
  suggestions: AssistantSuggestion[];
}

/** `error`: the answer failed; the stream ends after it. */
export interface AssistantErrorEvent {
  message: string;
}

/** `done`: the answer is complete. */
export interface AssistantDoneEvent {
  /** 'length' when the provider stopped at its token limit. */
  finishReason: 'stop' | 'length';
}

export const ASSISTANT_EVENTS = {
  meta: 'meta',
  delta: 'delta',
  suggestions: 'suggestions',
  error: 'error',
  done: 'done',
} as const;

/** One parsed event of the stream. */
export type AssistantStreamEvent =
  | ({ type: 'meta' } & AssistantMetaEvent)
  | ({ type: 'delta' } & AssistantDeltaEvent)
  | ({ type: 'suggestions' } & AssistantSuggestionsEvent)
  | ({ type: 'error' } & AssistantErrorEvent)
  | ({ type: 'done' } & AssistantDoneEvent);

/** Texts of the assistant: the spec's (§2, §8) as-is, and the server's refusals. */
export const ASSISTANT_MESSAGES = {
  /** Spec §8: AI call failure when the service says nothing better. */
  aiFailure: 'Failed to get response from AI',
  /** Spec §2: the error card. */
  connectionError: 'Error connecting to the AI assistant',
  /** Spec §8: the toast on a failed answer. */
  toastTitle: 'Error',
  toastDescription: 'Failed to get AI response. Please try again.',
  messagesRequired: 'messages must be a list of chat turns',
  messagesEmpty: 'Send at least one message',
  tooManyTurns: `Send at most the last ${ASSISTANT_MAX_TURNS} messages of the conversation`,
  roleInvalid: "Each message's role must be 'user' or 'assistant'",
  contentRequired: 'Messages must not be empty or only spaces',
  contentTooLong: `Each message must be at most ${ASSISTANT_MAX_MESSAGE_LENGTH} characters`,
  lastTurnNotUser: "The last message must be the user's",
} as const;

/** 429 answer when the per-minute limit is reached. */
export function assistantMinuteLimitMessage(limit: number): string {
  return `You have sent ${limit} messages to the assistant in the last minute. Please wait a moment and try again.`;
}

/** 429 answer when the daily limit is reached. */
export function assistantDailyLimitMessage(limit: number): string {
  return `You have reached today's limit of ${limit} messages to the assistant. Please try again tomorrow.`;
}

/** The system instruction of spec §1, sent to any chat-completions service. */
export const ASSISTANT_INSTRUCTION =
  'You are a medical assistant. Give concise information about conditions, symptoms and the specialists to consult. ' +
  'Do not give diagnoses or treatment advice: never name a medicine or a dose. Only general information is offered. ' +
  'If something sounds like an emergency, tell the user to call their local emergency number now.';

/** Disclaimer ending every answer (spec §1: only general information is offered). */
export const ASSISTANT_DISCLAIMER =
  'This is general information, not a diagnosis or treatment advice. Please consult a qualified doctor about your situation.';

/** The doctor search filtered to a specialty: the same URL as `paths.doctors({ specialization })`. */
export function doctorSearchHref(specialty: string): string {
  return `/doctors?${new URLSearchParams({ specialization: specialty }).toString()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one server-sent event of the chat stream; null for unknown events or unreadable data
 * (a newer server may add events; the client ignores them).
 */
export function parseAssistantEvent(event: { event: string; data: string }): AssistantStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (event.event) {
    case 'meta':
      return {
        type: 'meta',
        urgency: (ASSISTANT_URGENCIES as readonly unknown[]).includes(data.urgency) ? (data.urgency as AssistantUrgency) : null,
        emergency: data.emergency === true,
        crisis: data.crisis === true,
      };
    case 'delta':
      return typeof data.text === 'string' ? { type: 'delta', text: data.text } : null;
    case 'suggestions':
      return Array.isArray(data.suggestions)
        ? { type: 'suggestions', suggestions: data.suggestions.filter(isRecord) as unknown as AssistantSuggestion[] }
        : null;
    case 'error':
      return { type: 'error', message: typeof data.message === 'string' && data.message ? data.message : ASSISTANT_MESSAGES.aiFailure };
    case 'done':
      return { type: 'done', finishReason: data.finishReason === 'length' ? 'length' : 'stop' };
    default:
      return null;
  }
}
