/**
 * A chat answer as the server streams it (`text/event-stream`), written by the test one event
 * at a time, for the fake API's `POST /assistant/chat`. `cancelled` turns true when the browser
 * closes the stream (Stop, or leaving).
 */
import type { FakeAnswer } from '@telehealth/shared-ui/testing';
import type { AssistantSuggestion, AssistantUrgency } from '@telehealth/shared-api';

export interface LiveAnswer {
  answer: FakeAnswer;
  meta: (urgency: AssistantUrgency | null, flags?: { emergency?: boolean; crisis?: boolean }) => void;
  delta: (text: string) => void;
  suggestions: (suggestions: AssistantSuggestion[]) => void;
  error: (message: string) => void;
  done: () => void;
  /** Ends the body without a `done` (a connection cut mid-answer). */
  cut: () => void;
  readonly cancelled: boolean;
}

export function liveAnswer(): LiveAnswer {
  const encoder = new TextEncoder();
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
    },
    cancel() {
      cancelled = true;
    },
  });
  const write = (event: string, data: unknown) => stream.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return {
    answer: { status: 200, body, headers: { 'Content-Type': 'text/event-stream' } },
    meta: (urgency, flags = {}) => write('meta', { urgency, emergency: !!flags.emergency, crisis: !!flags.crisis }),
    delta: (text) => write('delta', { text }),
    suggestions: (suggestions) => write('suggestions', { suggestions }),
    error: (message) => {
      write('error', { message });
      stream.close();
    },
    done: () => {
      write('done', { finishReason: 'stop' });
      stream.close();
    },
    cut: () => stream.close(),
    get cancelled() {
      return cancelled;
    },
  };
}

/** A whole answer at once: urgency, text, suggestions, done. */
export function wholeAnswer(text: string, suggestions: AssistantSuggestion[] = [], urgency: AssistantUrgency | null = null): FakeAnswer {
  const live = liveAnswer();
  live.meta(urgency);
  live.delta(text);
  live.suggestions(suggestions);
  live.done();
  return live.answer;
}

/** A suggestion as the server sends it. */
export function suggestion(specialty: AssistantSuggestion['specialty'], firstFreeSlot: string | null = null): AssistantSuggestion {
  return { specialty, href: `/doctors?specialization=${encodeURIComponent(specialty)}`, firstFreeSlot };
}
