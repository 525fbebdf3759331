/**
 * A fake of the API server at the network boundary (global fetch) for component tests: the
 * server does not run there. Handlers are keyed 'METHOD /path' (path without the /api/v1 base
 * and without the query string).
 */
export interface FakeRequest {
  method: string;
  path: string;
  url: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export interface FakeApi {
  calls: FakeRequest[];
  fetch: jest.SpyInstance;
  /** Calls made to one 'METHOD /path'. */
  callsTo: (key: string) => FakeRequest[];
}

/** The success envelope the server answers with. */
export function ok<T>(data: T, message = 'OK') {
  return { status: 200, body: { statusCode: 200, data, message, success: true } };
}

/** An error answer with the server's message. */
export function fail(status: number, message: string) {
  return { status, body: { statusCode: status, data: null, message, success: false } };
}

export function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: FakeRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    let body: unknown = undefined;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: FakeRequest = { method, path, url: url.pathname + url.search, query: url.searchParams, body, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    const answer = handler ? await handler(request) : fail(404, `No fake for ${method} ${path}`);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, fetch: spy, callsTo: (key) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
