import { ASSISTANT_INSTRUCTION, ASSISTANT_MESSAGES } from '@telehealth/shared-api/core';
import { ProviderError, type AnswerRequest, type AssistantProvider, type ProviderPart } from './provider';

export interface OpenAiCompatibleOptions {
  /** Base URL of the service (`…/v1`) or its full `…/chat/completions` URL. */
  url: string;
  /** Sent as a bearer token when set (local servers such as Ollama need none). */
  apiKey: string | undefined;
  model: string;
  maxTokens: number;
  temperature: number;
  /** Longest wait for the answer to start, and between two of its chunks. */
  timeoutMs: number;
}

/** The chat-completions endpoint of a base URL. */
export function chatCompletionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** Longest service message passed on to the user. */
const MESSAGE_MAX_LENGTH = 300;

/**
 * A service's error message made safe to show: one line, bounded, with the key and anything
 * shaped like a key removed (OpenAI's 401 quotes part of the key it was given).
 */
export function safeServiceMessage(message: unknown, apiKey: string | undefined): string {
  if (typeof message !== 'string') return ASSISTANT_MESSAGES.aiFailure;
  let text = message.replace(/\s+/g, ' ').trim();
  if (apiKey) text = text.split(apiKey).join('[redacted]');
  text = text.replace(/\b(?:sk|rk|pk)-[A-Za-z0-9_*.-]{3,}/g, '[redacted]').replace(/<[^>]*>/g, '');
  if (!text) return ASSISTANT_MESSAGES.aiFailure;
  return text.length > MESSAGE_MAX_LENGTH ? `${text.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : text;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The message of an error body in the shapes real servers use: `{error:{message}}`, `{error:"…"}`, `{message}`, `{detail}`. */
function errorMessageOf(body: unknown): unknown {
  const object = record(body);
  if (!object) return undefined;
  const error = object.error;
  if (typeof error === 'string') return error;
  const nested = record(error);
  if (nested && typeof nested.message === 'string') return nested.message;
  if (typeof object.message === 'string') return object.message;
  if (typeof object.detail === 'string') return object.detail;
  return undefined;
}

/**
 * Any OpenAI-compatible chat-completions service (OpenAI, Ollama, llama.cpp's server, vLLM…),
 * streamed. Tolerates what real servers differ in: no final `[DONE]`, usage-only chunks, error
 * objects in the middle of a stream, `data:` without a space, and a plain JSON answer when the
 * server ignores `stream`. Times out when nothing arrives for `timeoutMs`; aborting the
 * request's signal closes the upstream connection at once.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AssistantProvider {
  const url = chatCompletionsUrl(options.url);
  const failure = (message?: unknown, status?: number) => new ProviderError(safeServiceMessage(message, options.apiKey), status);

  return {
    name: 'openai-compatible',
    async *answer({ turns, signal }: AnswerRequest): AsyncIterable<ProviderPart> {
      const upstream = new AbortController();
      const stop = () => upstream.abort();
      signal.addEventListener('abort', stop, { once: true });
      if (signal.aborted) stop();
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(stop, options.timeoutMs);
      };
      arm();
      try {
        const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
        if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              model: options.model,
              messages: [{ role: 'system', content: ASSISTANT_INSTRUCTION }, ...turns.map(({ role, content }) => ({ role, content }))],
              max_tokens: options.maxTokens,
              temperature: options.temperature,
              stream: true,
            }),
            signal: upstream.signal,
            redirect: 'error',
          });
        } catch {
          throw failure();
        }
        if (!response.ok) {
          let body: unknown;
          try {
            body = JSON.parse(await response.text());
          } catch {
            body = undefined;
          }
          throw failure(errorMessageOf(body), response.status);
        }
        arm();

        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
          let body: unknown;
          try {
            body = JSON.parse(await response.text());
          } catch {
            throw failure(undefined, response.status);
          }
          const message = errorMessageOf(body);
          if (message !== undefined && record(body)?.error !== undefined) throw failure(message, response.status);
          const choice = record((record(body)?.choices as unknown[] | undefined)?.[0]);
          const content = record(choice?.message)?.content;
          if (typeof content !== 'string' || !content) throw failure(undefined, response.status);
          yield { text: content };
          yield { finish: choice?.finish_reason === 'length' ? 'length' : 'stop' };
          return;
        }

        const body = response.body;
        if (!body) throw failure(undefined, response.status);
        const reader = body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        let received = false;
        let finish: 'stop' | 'length' = 'stop';
        let ended = false;

        const handle = function* (line: string): Generator<ProviderPart> {
          if (!line.startsWith('data:')) return; // event:, id:, comments and keep-alives
          const payload = line.slice(5).trim();
          if (payload === '[DONE]') {
            ended = true;
            return;
          }
          let chunk: unknown;
          try {
            chunk = JSON.parse(payload);
          } catch {
            return;
          }
          const object = record(chunk);
          if (!object) return;
          if (object.error !== undefined) throw failure(errorMessageOf(chunk), response.status);
          const choice = record((object.choices as unknown[] | undefined)?.[0]);
          if (!choice) return; // usage-only chunks
          const content = record(choice.delta)?.content ?? record(choice.message)?.content ?? choice.text;
          if (typeof content === 'string' && content) {
            received = true;
            yield { text: content };
          }
          if (choice.finish_reason === 'length') finish = 'length';
        };

        try {
          while (!ended) {
            let chunk: Awaited<ReturnType<typeof reader.read>>;
            try {
              chunk = await reader.read();
            } catch {
              throw failure();
            }
            if (chunk.done) break;
            arm();
            buffer += decoder.decode(chunk.value, { stream: true });
            const lines = buffer.split(/\r\n|\r|\n/);
            buffer = lines.pop() ?? '';
            for (const line of lines) {
              yield* handle(line);
              if (ended) break;
            }
          }
          if (!ended && buffer) yield* handle(buffer + decoder.decode());
        } finally {
          await reader.cancel().catch(() => undefined);
        }
        if (!received) throw failure();
        yield { finish };
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
        upstream.abort();
      }
    },
  };
}
