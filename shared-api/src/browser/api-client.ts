import { API_ERROR_CODES } from '../core/api-messages';
import { API_BASE_PATH } from '../core/constants';
import { getStoredToken } from './token-storage';

/** Error thrown for any failed API call; `message` is what the user is shown (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/**
 * Fired on `window` when the server refuses a call because this doctor or operator must turn on
 * two-step sign-in first (CLINICIAN_2FA=required); the shell then opens Profile → Security.
 */
export const SECOND_FACTOR_SETUP_EVENT = 'telehealth:second-factor-setup-required';

let apiBaseUrl: string = API_BASE_PATH;

/** Points the client at another API base (e.g. a remote running standalone). */
export function configureApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialisable body, or FormData for uploads. Sent only for POST, PUT, PATCH and DELETE. */
  body?: unknown;
  /** Query parameters; undefined, null and empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

const METHODS_WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Sends one API call with the behaviour of spec §7 and §8: bearer token when stored, credentials
 * included, JSON body only for POST/PUT/PATCH/DELETE (FormData sent as multipart with the content type
 * left to the browser). On a non-OK answer throws an ApiError whose message is the body's
 * `message`, else `Error: {status}`, or 'An unknown error occurred' when the body cannot be
 * read; a 401 is such an ApiError (the shell ends the session on it), whatever the answer type.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: accept };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (METHODS_WITH_BODY.has(method) && options.body !== undefined) {
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  if (response.ok) return response;

  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
  }
  const message =
    parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string'
      ? (parsed as { message: string }).message
      : `Error: ${response.status}`;
  if (
    response.status === 403 &&
    (parsed as { code?: unknown } | null)?.code === API_ERROR_CODES.secondFactorSetupRequired &&
    typeof window !== 'undefined'
  ) {
    window.dispatchEvent(new Event(SECOND_FACTOR_SETUP_EVENT));
  }
  throw new ApiError(message, response.status, parsed);
}

/**
 * Calls the API and answers the parsed JSON body (null for 204 or an empty body); the rules of
 * `send` apply, and an unreadable OK body is 'An unknown error occurred'.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return null as T;
  try {
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
  }
}

/** Calls the API and answers the body as a Blob (a PDF, a calendar file), with the rules of JSON calls. */
export async function apiBlob(path: string, options: RequestOptions & { accept?: string } = {}): Promise<Blob> {
  const response = await send(path, options, options.accept ?? '*/*');
  return response.blob();
}

/** One server-sent event. `event` is 'message' when the server names none. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/**
 * Opens a server-sent event stream (`text/event-stream`) with the rules of JSON calls (token,
 * errors, 401) and yields its events as they arrive. Aborting `options.signal` ends the stream
 * (the iteration rejects with the AbortError); leaving the loop early closes the connection.
 */
export async function* apiEventStream(path: string, options: RequestOptions = {}): AsyncGenerator<ServerSentEvent, void, undefined> {
  const response = await send(path, options, 'text/event-stream');
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const signal = options.signal;
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const parser = new EventStreamParser();
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    // An event cut off by the end of the stream is not dispatched (HTML standard).
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await reader.cancel().catch(() => undefined);
  }
}

/** The event-stream format of the HTML standard, fed in chunks that may split lines. */
class EventStreamParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | undefined;
  private retry: number | undefined;

  *push(chunk: string): Generator<ServerSentEvent> {
    let text = this.buffer + chunk;
    // A trailing '\r' may be the first half of a '\r\n' split across chunks.
    const held = text.endsWith('\r') ? '\r' : '';
    if (held) text = text.slice(0, -1);
    const lines = text.split(/\r\n|\r|\n/);
    this.buffer = (lines.pop() ?? '') + held;
    for (const line of lines) {
      if (line === '') {
        if (this.data.length) yield { event: this.event || 'message', data: this.data.join('\n'), id: this.id, retry: this.retry };
        this.data = [];
        this.event = '';
        this.retry = undefined;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'data') this.data.push(value);
      else if (field === 'event') this.event = value;
      else if (field === 'id' && !value.includes('\0')) this.id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    }
  }
}

/** Returns the message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
