/** Reading a server-sent event stream in tests, as the HTML standard frames it. */
import { request as httpRequest } from 'node:http';

export interface ReceivedEvent {
  event: string;
  data: any;
  /** Milliseconds from the request to this event's arrival. */
  atMs: number;
}

export interface EventStreamAnswer {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (not a stream). */
  body?: any;
  events: ReceivedEvent[];
  /** Every byte of the stream as text. */
  raw: string;
}

/** Parses complete events out of `text`; returns them and the unfinished rest. */
export function parseEvents(text: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const events: Array<{ event: string; data: string }> = [];
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

export interface StreamCallOptions {
  token?: string;
  json: unknown;
  /** Called with each event as it arrives; answer true to stop reading (the connection is then aborted). */
  onEvent?: (event: ReceivedEvent) => boolean | void;
  signal?: AbortSignal;
}

/**
 * POSTs JSON and reads the answer's event stream to its end (or until `onEvent` says stop, which
 * closes the connection). Uses node:http on a connection of its own (no pool), so a closed
 * stream leaves nothing open behind it.
 */
export function postForEvents(url: string, options: StreamCallOptions): Promise<EventStreamAnswer> {
  const started = performance.now();
  const body = JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'text/event-stream',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const answer: EventStreamAnswer = { status: response.statusCode ?? 0, headers, events: [], raw: '' };
        const streaming = (headers.get('content-type') ?? '').startsWith('text/event-stream');
        const decoder = new TextDecoder();
        let pending = '';
        let stopped = false;
        response.on('data', (piece: Buffer) => {
          if (stopped) return;
          const text = decoder.decode(piece, { stream: true });
          answer.raw += text;
          if (!streaming) return;
          const { events, rest } = parseEvents(pending + text);
          pending = rest;
          for (const event of events) {
            const received = { event: event.event, data: JSON.parse(event.data), atMs: performance.now() - started };
            answer.events.push(received);
            if (options.onEvent?.(received)) {
              stopped = true;
              request.destroy();
              resolve(answer);
              return;
            }
          }
        });
        response.on('end', () => {
          if (!streaming) {
            try {
              answer.body = JSON.parse(answer.raw);
            } catch {
              answer.body = answer.raw;
            }
          }
          resolve(answer);
        });
        response.on('error', (error) => (stopped ? undefined : reject(error)));
      },
    );
    request.on('error', (error) => reject(error));
    options.signal?.addEventListener('abort', () => request.destroy());
    request.end(body);
  });
}

/** The answer's text: every delta joined. */
export function answerText(answer: EventStreamAnswer): string {
  return answer.events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text)
    .join('');
}
