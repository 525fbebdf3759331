/**
 * Stubs `fetch` at the network boundary: the real shared-api client builds the requests, the
 * tests answer them and read back what was sent.
 */
import type { ApiUser } from '@telehealth/shared-api';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer in the server's envelope. */
export function ok<T>(data: T, status = 200): FakeAnswer {
  return { status, body: { statusCode: status, data, message: 'OK', success: true } };
}

/** An error answer as the server sends it: `{ message }`. */
export function failure(status: number, message: string): FakeAnswer {
  return { status, body: { statusCode: status, message, success: false } };
}

/** An answer the test sends when it chooses, to look at the page while a request is pending. */
export function heldAnswer(answer: FakeAnswer) {
  let release!: () => void;
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { promise, release };
}

function toResponse({ status, body }: FakeAnswer): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/**
 * Replaces `global.fetch` with a stub that gives the answers in order (one per call) and
 * records every request. An answer may be a promise (see `heldAnswer`).
 */
export function stubFetch(...answers: Array<FakeAnswer | Promise<FakeAnswer>>) {
  const queue = [...answers];
  const mock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.shift();
    if (!answer) throw new Error('Unexpected request: no answer left in the stub');
    return toResponse(await answer);
  });
  global.fetch = mock as unknown as typeof fetch;

  return {
    mock,
    /** The requests sent so far, with their JSON bodies parsed. */
    requests(): SentRequest[] {
      return mock.mock.calls.map(([url, init]) => ({
        url: String(url),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      }));
    },
  };
}

/** A user as the server sends it. */
export function makeApiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    _id: 'user-1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    role: 'patient',
    profileImage: null,
    phoneNumber: 5550100,
    ...overrides,
  };
}
