/**
 * A local stand-in of an OpenAI-compatible chat-completions service (node:http), for the
 * assistant's tests and benchmark: each test scripts the answer, and the stand-in records what
 * it was sent and when a client went away.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  headers: IncomingMessage['headers'];
  body: any;
  /** Resolves when the client closed the connection before the answer ended. */
  clientGone: Promise<void>;
}

export type StandInBehaviour = (request: StandInRequest, response: ServerResponse) => void | Promise<void>;

export interface AiStandIn {
  /** http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  requests: StandInRequest[];
  /** What the next requests get (default: a short streamed answer). */
  behave(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

/** One streamed chunk in OpenAI's shape. */
export function chunk(content: string | null, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'stand-in',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finishReason }],
  })}\n\n`;
}

export interface StreamOptions {
  /** Send the final `data: [DONE]` (default true). */
  done?: boolean;
  /** Send a usage-only chunk (no choices) before the end. */
  usage?: boolean;
  /** Pause between chunks. */
  delayMs?: number;
  /** An error object sent after the given number of chunks instead of the rest. */
  errorAfter?: { chunks: number; message: string };
  finishReason?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A streamed answer of the given pieces. */
export function streamed(pieces: readonly string[], options: StreamOptions = {}): StandInBehaviour {
  return async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk('')); // some servers open with an empty role chunk
    for (const [index, piece] of pieces.entries()) {
      if (options.errorAfter && index === options.errorAfter.chunks) {
        response.write(`data: ${JSON.stringify({ error: { message: options.errorAfter.message, type: 'server_error' } })}\n\n`);
        response.end();
        return;
      }
      if (options.delayMs) await wait(options.delayMs);
      if (response.destroyed) return;
      response.write(chunk(piece));
    }
    response.write(chunk(null, options.finishReason ?? 'stop'));
    if (options.usage)
      response.write(`data: ${JSON.stringify({ id: 'x', choices: [], usage: { prompt_tokens: 9, completion_tokens: 3 } })}\n\n`);
    if (options.done ?? true) response.write('data: [DONE]\n\n');
    response.end();
  };
}

/** A non-OK JSON answer. */
export function failing(status: number, body: unknown): StandInBehaviour {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

/** Starts streaming, then sends nothing more until the client goes away. */
export function hanging(firstPiece?: string): StandInBehaviour {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (firstPiece) response.write(chunk(firstPiece));
    else response.flushHeaders();
  };
}

export async function startAiStandIn(): Promise<AiStandIn> {
  let behaviour: StandInBehaviour = streamed(['General information. ', 'See a doctor.']);
  const requests: StandInRequest[] = [];
  const server: Server = createServer((request, response) => {
    const pieces: Buffer[] = [];
    request.on('data', (piece: Buffer) => pieces.push(piece));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(pieces).toString('utf8'));
      } catch {
        body = undefined;
      }
      const clientGone = new Promise<void>((resolve) => {
        response.on('close', () => {
          if (!response.writableEnded) resolve();
        });
      });
      const recorded: StandInRequest = { headers: request.headers, body, clientGone };
      requests.push(recorded);
      void Promise.resolve(behaviour(recorded, response)).catch(() => response.destroy());
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
