/**
 * The assistant's conversation as the browser keeps it: the messages of spec §3 "Chat message
 * (AI)" plus what each answer carried (urgency, suggestions), the turns sent to the server,
 * and the copy in the tab's session storage that survives a reload and goes at sign-out.
 */
import {
  AI_GREETING,
  ASSISTANT_MAX_MESSAGE_LENGTH,
  ASSISTANT_MAX_TURNS,
  ASSISTANT_URGENCIES,
  SESSION_SCOPED_KEY_PREFIX,
  SPECIALTIES,
} from '@telehealth/shared-api';
import type { AssistantSpecialty, AssistantSuggestion, AssistantTurn, AssistantUrgency } from '@telehealth/shared-api';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The opening greeting: shown, never sent. */
  greeting?: boolean;
  urgency?: AssistantUrgency | null;
  emergency?: boolean;
  crisis?: boolean;
  suggestions?: AssistantSuggestion[];
  /** The person stopped this answer before it was complete. */
  stopped?: boolean;
}

let sequence = 0;

/** A message id unique within this page. */
export function messageId(): string {
  sequence += 1;
  return `m${Date.now().toString(36)}-${sequence}`;
}

/** A conversation holding only the greeting (the start, and what Reset Chat restores). */
export function greetingOnly(): ChatMessage[] {
  return [{ id: 'greeting', role: 'assistant', content: AI_GREETING, greeting: true }];
}

/**
 * The turns sent for an answer: the conversation without the greeting and empty answers, each
 * cut to the server's length limit, the last `ASSISTANT_MAX_TURNS` of them.
 */
export function turnsToSend(messages: readonly ChatMessage[]): AssistantTurn[] {
  return messages
    .filter((message) => !message.greeting && message.content.trim())
    .map((message) => ({ role: message.role, content: message.content.slice(0, ASSISTANT_MAX_MESSAGE_LENGTH) }))
    .slice(-ASSISTANT_MAX_TURNS);
}

/** Session-storage key of one user's conversation (cleared with every session-scoped key at sign-out). */
export function storageKey(userId: string): string {
  return `${SESSION_SCOPED_KEY_PREFIX}assistant.${userId}`;
}

/** Most messages kept in storage (older ones are dropped first; the server sees fewer anyway). */
const STORED_MESSAGES_MAX = 100;

interface StoredConversation {
  messages: ChatMessage[];
  /** An answer was still arriving when this was written (the page was reloaded mid-answer). */
  answering: boolean;
}

const isSpecialty = (value: unknown): value is AssistantSpecialty => (SPECIALTIES as readonly unknown[]).includes(value);
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function readSuggestions(value: unknown): AssistantSuggestion[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((s): s is AssistantSuggestion => !!s && typeof s === 'object' && isSpecialty((s as AssistantSuggestion).specialty))
    .map((s) => ({
      specialty: s.specialty,
      href: typeof s.href === 'string' ? s.href : '',
      firstFreeSlot: isDay(s.firstFreeSlot) ? s.firstFreeSlot : null,
    }));
}

function readMessage(value: unknown): ChatMessage | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if ((v.role !== 'user' && v.role !== 'assistant') || typeof v.content !== 'string' || typeof v.id !== 'string') return null;
  const message: ChatMessage = { id: v.id, role: v.role, content: v.content };
  if (v.greeting === true) message.greeting = true;
  if ((ASSISTANT_URGENCIES as readonly unknown[]).includes(v.urgency)) message.urgency = v.urgency as AssistantUrgency;
  if (v.emergency === true) message.emergency = true;
  if (v.crisis === true) message.crisis = true;
  if (v.stopped === true) message.stopped = true;
  const suggestions = readSuggestions(v.suggestions);
  if (suggestions?.length) message.suggestions = suggestions;
  return message;
}

/**
 * The stored conversation of `userId`, or null when there is none or it cannot be read. An
 * answer that was still arriving when the page went away is kept as stopped (dropped if empty).
 */
export function loadConversation(userId: string): ChatMessage[] | null {
  let raw: string | null;
  try {
    raw = globalThis.sessionStorage?.getItem(storageKey(userId)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredConversation>;
    if (!Array.isArray(stored.messages)) return null;
    const messages = stored.messages.map(readMessage).filter((m): m is ChatMessage => m !== null);
    if (!messages.length) return null;
    const last = messages[messages.length - 1]!;
    if (stored.answering && last.role === 'assistant' && !last.greeting) {
      if (last.content.trim()) messages[messages.length - 1] = { ...last, stopped: true };
      else messages.pop();
    }
    return messages;
  } catch {
    return null;
  }
}

/** Writes the conversation of `userId` to the tab's session storage. */
export function saveConversation(userId: string, messages: readonly ChatMessage[], answering: boolean): void {
  const stored: StoredConversation = { messages: messages.slice(-STORED_MESSAGES_MAX), answering };
  try {
    globalThis.sessionStorage?.setItem(storageKey(userId), JSON.stringify(stored));
  } catch {
    // Storage full or unavailable: the conversation then lasts this page only.
  }
}

/** Removes the stored conversation of `userId` (Reset Chat). */
export function forgetConversation(userId: string): void {
  try {
    globalThis.sessionStorage?.removeItem(storageKey(userId));
  } catch {
    // Nothing stored.
  }
}
