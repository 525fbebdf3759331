/**
 * A fake of the API server at the network boundary (global fetch): the real shared-api client
 * builds the requests, tests answer them with real Response objects and read back what was
 * sent. Handlers are keyed 'METHOD /path' (without the /api/v1 base and the query string).
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** The success envelope the server answers with. */
export function ok<T>(data: T): FakeAnswer {
  return { status: 200, body: { statusCode: 200, data, message: 'OK', success: true } };
}

/** An error answer with the server's message. */
export function fail(status: number, message: string): FakeAnswer {
  return { status, body: { statusCode: status, data: null, message, success: false } };
}

export interface FakeApi {
  calls: FakeRequest[];
  /** Requests to one 'METHOD /path'. */
  callsTo: (key: string) => FakeRequest[];
  /** Query of the last request to 'METHOD /path', as a plain object. */
  lastQuery: (key: string) => Record<string, string> | undefined;
}

export function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: FakeRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: FakeRequest = { method, path: url.pathname.replace(/^\/api\/v1/, ''), query: url.searchParams };
    calls.push(request);
    const handler = handlers[`${method} ${request.path}`];
    const answer = handler ? await handler(request) : fail(404, `No fake for ${method} ${request.path}`);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return {
    calls,
    callsTo,
    lastQuery: (key) => {
      const last = callsTo(key).at(-1);
      return last ? Object.fromEntries(last.query.entries()) : undefined;
    },
  };
}
