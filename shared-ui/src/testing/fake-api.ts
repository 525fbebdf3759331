/**
 * A fake of the API server at the network boundary for component tests (the server does not
 * run there): `fetch` answers with real Response objects and `XMLHttpRequest` (multipart
 * uploads with progress) is replaced. The real shared-api client builds the requests; tests
 * answer them by route and read back what was sent. Routes are keyed 'METHOD /path', without
 * the API base and the query string, e.g. 'GET /patient/profile'.
 */
import { API_BASE_PATH } from '@telehealth/shared-api';

export interface FakeRequest {
  /** 'PATCH /patient/update' */
  route: string;
  method: string;
  /** Path without the API base and the query string. */
  path: string;
  /** Path and query as sent. */
  url: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON, the raw string when it is not JSON, the FormData of an upload, or undefined. */
  body: unknown;
  /** 'fetch' for calls through apiRequest, 'xhr' for uploads with progress. */
  transport: 'fetch' | 'xhr';
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON, unless it is a string, Blob or ReadableStream (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A fixed answer, a promise the test settles when it chooses (`heldAnswer`), or a handler. */
export type FakeReply = FakeAnswer | Promise<FakeAnswer> | FakeHandler;

/** A single reply answers every call; a list answers one call each, in order. */
export type FakeRoutes = Record<string, FakeReply | FakeReply[]>;

export interface FakeApi {
  /** Every request sent so far, in order. */
  calls: FakeRequest[];
  /** The requests sent to one 'METHOD /path'. */
  callsTo: (route: string) => FakeRequest[];
  /** The query of the last request to 'METHOD /path', as a plain object. */
  lastQuery: (route: string) => Record<string, string> | undefined;
  /** The routes called, in order. */
  routes: () => string[];
  /** The fetch spy (its calls are the raw `fetch(input, init)` arguments). */
  fetch: jest.SpyInstance;
}

/** The success envelope the server answers with. */
export function ok<T>(data: T, { status = 200, message = 'OK' }: { status?: number; message?: string } = {}): FakeAnswer {
  return { status, body: { statusCode: status, data, message, success: true } };
}

/** An error answer with the server's message. */
export function fail(status: number, message: string): FakeAnswer {
  return { status, body: { statusCode: status, data: null, message, success: false } };
}

/** An answer the test sends when it chooses, to look at the page while a request is pending. */
export function heldAnswer(answer: FakeAnswer) {
  let release!: () => void;
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { promise, release };
}

/** Fraction of an upload reported before the answer arrives (tests can see the bar move). */
export const UPLOAD_PROGRESS_BEFORE_ANSWER = 0.4;

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
}

function toResponse(answer: FakeAnswer): Response {
  const raw = answer.body;
  const passThrough =
    typeof raw === 'string' || raw instanceof Blob || (typeof ReadableStream !== 'undefined' && raw instanceof ReadableStream);
  const body = raw === undefined ? null : passThrough ? (raw as BodyInit) : JSON.stringify(raw);
  const headers = { 'Content-Type': passThrough ? 'application/octet-stream' : 'application/json', ...answer.headers };
  return new Response(body, { status: answer.status ?? 200, headers });
}

/**
 * Answers `fetch` and `XMLHttpRequest` from `routes` and records every request. A route with no
 * reply (or none left in its list) answers 404 'No fake for METHOD /path'.
 */
export function installFakeApi(routes: FakeRoutes = {}): FakeApi {
  const queues = new Map<string, FakeReply[]>();
  const fixed = new Map<string, FakeReply>();
  for (const [route, reply] of Object.entries(routes)) {
    if (Array.isArray(reply)) queues.set(route, [...reply]);
    else fixed.set(route, reply);
  }
  const calls: FakeRequest[] = [];

  function record(
    method: string,
    input: string,
    headers: Record<string, string>,
    body: unknown,
    transport: FakeRequest['transport'],
  ): FakeRequest {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.startsWith(API_BASE_PATH) ? url.pathname.slice(API_BASE_PATH.length) : url.pathname;
    const upper = method.toUpperCase();
    const request: FakeRequest = {
      route: `${upper} ${path}`,
      method: upper,
      path,
      url: url.pathname + url.search,
      query: url.searchParams,
      headers,
      body,
      transport,
    };
    calls.push(request);
    return request;
  }

  async function answerFor(request: FakeRequest): Promise<FakeAnswer> {
    const queue = queues.get(request.route);
    const reply = queue ? queue.shift() : fixed.get(request.route);
    if (!reply) return fail(404, `No fake for ${request.route}`);
    return typeof reply === 'function' ? reply(request) : reply;
  }

  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = record(init?.method ?? 'GET', String(input), headerRecord(init?.headers), parseBody(init?.body), 'fetch');
    return toResponse(await answerFor(request));
  });

  class FakeXMLHttpRequest {
    method = 'GET';
    url = '';
    status = 0;
    responseText = '';
    withCredentials = false;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const request = record(this.method, this.url, { ...this.headers }, body ?? undefined, 'xhr');
      const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void (async () => {
        await Promise.resolve();
        progress(UPLOAD_PROGRESS_BEFORE_ANSWER * 100);
        const answer = await answerFor(request);
        if (this.aborted) return;
        progress(100);
        this.status = answer.status ?? 200;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;

  const callsTo = (route: string) => calls.filter((call) => call.route === route);
  return {
    calls,
    callsTo,
    lastQuery: (route) => {
      const last = callsTo(route).at(-1);
      return last ? Object.fromEntries(last.query.entries()) : undefined;
    },
    routes: () => calls.map((call) => call.route),
    fetch: spy,
  };
}

/** The fields of a multipart body, each as a string or a File. Repeated keys become lists. */
export function formFields(body: unknown): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  if (!(body instanceof FormData)) throw new Error('The request body is not multipart');
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(body.keys())) {
    const values = body.getAll(key);
    fields[key] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}
