import { TOKEN_STORAGE_KEY } from '../core/constants';
import { ApiError, apiBlob, apiEventStream, apiRequest } from './api-client';
import { appointmentsApi } from './appointment-endpoints';

type FetchCall = [string, RequestInit];

function respondWith(status: number, body?: string) {
  const fetchStub = jest.fn(async () => new Response(body ?? null, { status }));
  (globalThis as { fetch: unknown }).fetch = fetchStub;
  return fetchStub as unknown as jest.Mock<Promise<Response>, FetchCall>;
}

describe('apiRequest', () => {
  afterEach(() => localStorage.clear());

  it('sends the stored token as a bearer header and includes credentials', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    const fetchStub = respondWith(200, '{"data":1}');
    await apiRequest('/user/current-user');
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe('/api/v1/user/current-user');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(init.credentials).toBe('include');
  });

  it('sends no authorization header when no token is stored', async () => {
    const fetchStub = respondWith(200, '{}');
    await apiRequest('/doctor/all-doctors');
    expect((fetchStub.mock.calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends a JSON body only for POST, PUT, PATCH and DELETE', async () => {
    const fetchStub = respondWith(200, '{}');
    await apiRequest('/x', { method: 'PATCH', body: { a: 1 } });
    await apiRequest('/x', { method: 'GET', body: { a: 1 } });
    await apiRequest('/x', { method: 'DELETE', body: { a: 1 } });
    await apiRequest('/x', { method: 'DELETE' });
    const [patch, get, del, bare] = fetchStub.mock.calls.map((c) => c[1]);
    expect(patch.body).toBe('{"a":1}');
    expect((patch.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(get.body).toBeUndefined();
    expect(del.body).toBe('{"a":1}');
    expect(bare.body).toBeUndefined();
  });

  it('sends FormData as multipart without setting a content type', async () => {
    const fetchStub = respondWith(200, '{}');
    const form = new FormData();
    form.append('profileImage', new Blob(['x']), 'a.png');
    await apiRequest('/doctor/update-profile-image', { method: 'PATCH', body: form });
    const init = fetchStub.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers null for 204', async () => {
    respondWith(204);
    await expect(apiRequest('/user/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('leaves empty query values out of the URL', async () => {
    const fetchStub = respondWith(200, '{}');
    await apiRequest('/doctor/all-doctors', { query: { name: 'ann lee', specialization: undefined, experience: '' } });
    expect(fetchStub.mock.calls[0][0]).toBe('/api/v1/doctor/all-doctors?name=ann+lee');
  });

  it('uses the body message of a failed answer', async () => {
    respondWith(409, '{"message":"An account with this email already exists"}');
    await expect(apiRequest('/user/register', { method: 'POST', body: {} })).rejects.toEqual(
      expect.objectContaining({ message: 'An account with this email already exists', status: 409 }),
    );
  });

  it('falls back to "Error: {status}" when the body has no message', async () => {
    respondWith(500, '{"error":"x"}');
    await expect(apiRequest('/x')).rejects.toThrow('Error: 500');
  });

  it('answers "An unknown error occurred" when the error body cannot be read', async () => {
    respondWith(502, '<html>bad gateway</html>');
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An unknown error occurred');
  });
});

/** A body that arrives in these chunks, one read each, like a server that writes as it goes. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]));
      else controller.close();
    },
  });
}

/** fetch answers these Responses in turn; the calls are recorded. */
function answerWith(...responses: Response[]) {
  const fetchStub = jest.fn(async () => responses.shift()!);
  (globalThis as { fetch: unknown }).fetch = fetchStub;
  return fetchStub as unknown as jest.Mock<Promise<Response>, FetchCall>;
}

/** The error answers of spec §8, each as a streamed body, with the message the client must throw. */
const FAILED_ANSWERS: Array<[string, () => Response, number, string]> = [
  [
    'the body message',
    () => new Response(streamOf(['{"message":', '"Appointment not found"}']), { status: 404 }),
    404,
    'Appointment not found',
  ],
  ['"Error: {status}" without a message', () => new Response(streamOf(['{"error":"x"}']), { status: 500 }), 500, 'Error: 500'],
  [
    '"An unknown error occurred" for an unreadable body',
    () => new Response(streamOf(['<html>bad', ' gateway</html>']), { status: 502 }),
    502,
    'An unknown error occurred',
  ],
  [
    'a 401 as an ApiError of status 401, as for JSON',
    () => new Response(streamOf(['{"message":"Your session has expired."}']), { status: 401 }),
    401,
    'Your session has expired.',
  ],
];

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('apiBlob', () => {
  afterEach(() => localStorage.clear());

  it('answers the streamed body as a Blob, sending the token and credentials', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-9');
    const fetchStub = answerWith(
      new Response(streamOf(['BEGIN:VCALENDAR\r\n', 'END:VCALENDAR\r\n']), { status: 200, headers: { 'Content-Type': 'text/calendar' } }),
    );
    const blob = await apiBlob('/appointment/a1/calendar.ics');
    expect(await blob.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(blob.type).toBe('text/calendar');
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe('/api/v1/appointment/a1/calendar.ics');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    expect(init.credentials).toBe('include');
  });

  it.each(FAILED_ANSWERS)('throws %s', async (_case, response, status, message) => {
    answerWith(response());
    const error = await apiBlob('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('is what appointmentsApi.calendarFile answers', async () => {
    const fetchStub = answerWith(
      new Response('BEGIN:VCALENDAR', { status: 200 }),
      new Response('{"message":"Not yours"}', { status: 403 }),
    );
    await expect((await appointmentsApi.calendarFile('a/1')).text()).resolves.toBe('BEGIN:VCALENDAR');
    expect(fetchStub.mock.calls[0][0]).toBe('/api/v1/appointment/a%2F1/calendar.ics');
    await expect(appointmentsApi.calendarFile('a1')).rejects.toMatchObject({ status: 403, message: 'Not yours' });
  });
});

describe('apiEventStream', () => {
  afterEach(() => localStorage.clear());

  it('parses events whose lines are split across chunks, and sends the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-7');
    const fetchStub = answerWith(
      new Response(
        streamOf([
          ': keep-alive\n\n',
          'data: {"step":1}\n',
          '\nevent: progress\nid: 7\nda',
          'ta: first line\r',
          '\ndata:second line\r\n\r\n',
          'data: cut off at the end',
        ]),
        {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        },
      ),
    );
    const events = await collect(apiEventStream('/reports/r1/progress'));
    expect(events).toEqual([
      { event: 'message', data: '{"step":1}', id: undefined, retry: undefined },
      { event: 'progress', data: 'first line\nsecond line', id: '7', retry: undefined },
    ]);
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe('/api/v1/reports/r1/progress');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-7');
    expect((init.headers as Record<string, string>).Accept).toBe('text/event-stream');
  });

  it.each(FAILED_ANSWERS)('throws %s', async (_case, response, status, message) => {
    answerWith(response());
    const error = await collect(apiEventStream('/x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('stops when aborted, with the abort reason, and cancels the body', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: one\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const fetchStub = answerWith(new Response(body, { status: 200 }));
    const controller = new AbortController();
    const seen: string[] = [];
    const ending = (async () => {
      for await (const event of apiEventStream('/stream', { signal: controller.signal })) {
        seen.push(event.data);
        controller.abort();
      }
    })();
    await expect(ending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['one']);
    expect(cancelled).toBe(true);
    expect(fetchStub.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it('closes the body when the reader leaves the loop early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\n\ndata: two\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    answerWith(new Response(body, { status: 200 }));
    for await (const event of apiEventStream('/stream')) {
      expect(event.data).toBe('one');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
