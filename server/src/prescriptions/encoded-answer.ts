import type { FastifyReply } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gzipSync } from 'node:zlib';

// A prescription list kept as the bytes sent: a reused answer costs no serialization and no compression.

/**
 * Brotli quality 1 (the server's other answers use 4): a new answer is compressed on the event
 * loop, and quality 1 costs a third of 4 for a slightly larger body (bench/README.md).
 */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };
const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * A JSON answer, compressed once with brotli and with gzip when a client first asks for it
 * (browsers all take brotli; gzip is for older clients and tools).
 * Brotli runs synchronously: for an answer this size that costs less than the async path's own
 * overhead on the event loop (a stream, a promise and a thread-pool hand-off; figures in
 * bench/README.md). Only the compressed form is kept for large
 * answers, so a cached answer costs its brotli size in memory.
 */
export class EncodedAnswer {
  private gzipped: Buffer | undefined;

  private constructor(
    /** The JSON, kept only when it is too small to be worth compressing. */
    private readonly json: string | undefined,
    private readonly brotli: Buffer | undefined,
  ) {}

  static of(json: string): EncodedAnswer {
    if (Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES) return new EncodedAnswer(json, undefined);
    return new EncodedAnswer(undefined, brotliCompressSync(json, BROTLI_OPTIONS));
  }

  /** The body to send to a client that accepts `accept` (an Accept-Encoding header). */
  body(accept: string | undefined): { body: string | Buffer; encoding: ContentEncoding | null } {
    if (this.json !== undefined) return { body: this.json, encoding: null };
    const encoding = preferredEncoding(accept);
    if (encoding === 'br') return { body: this.brotli!, encoding };
    if (encoding === 'gzip') {
      this.gzipped ??= gzipSync(brotliDecompressSync(this.brotli!));
      return { body: this.gzipped, encoding };
    }
    return { body: brotliDecompressSync(this.brotli!).toString('utf8'), encoding: null };
  }
}

/** preferredEncoding's answers by Accept-Encoding header: browsers send a handful of distinct ones. */
const encodingByAccept = new Map<string, ContentEncoding | null>();
const ENCODINGS_KEPT = 64;

/** br over gzip, as the server's compression prefers; null when the client takes neither. */
export function preferredEncoding(accept: string | undefined): ContentEncoding | null {
  if (!accept) return null;
  const known = encodingByAccept.get(accept);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(accept);
  if (encodingByAccept.size >= ENCODINGS_KEPT) encodingByAccept.clear();
  encodingByAccept.set(accept, encoding);
  return encoding;
}

function parseAcceptEncoding(accept: string): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Sends a cached answer as the JSON route would have (same body, headers and compression),
 * with `Server-Timing: cache;desc=<outcome>` so a client or benchmark can see how it was served.
 */
export function sendEncodedAnswer(
  reply: FastifyReply,
  accept: string | undefined,
  answer: EncodedAnswer,
  outcome: 'hit' | 'patch' | 'miss',
): FastifyReply {
  const { body, encoding } = answer.body(accept);
  reply.header('content-type', 'application/json; charset=utf-8').header('server-timing', `cache;desc=${outcome}`);
  if (encoding) reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return reply.send(body);
}
