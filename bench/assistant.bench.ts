/**
 * AI assistant benchmark.
 *
 *   npm run bench -- assistant          (through scripts/run.mjs)
 *   cd server && npx tsx ../bench/assistant.bench.ts [--conversations=50] [--seconds=10] [--proxied=200]
 *
 * 1. Built-in guide: seeds synthetic doctors (so suggestions look up real availability), starts
 *    the real server with the default provider, registers one patient per conversation, then runs
 *    50 concurrent conversations for 10 s, each sending the evaluation set's messages in turn
 *    (with the last turns of its conversation) and reading the stream to its end. Prints the time
 *    to the first streamed text part and to the whole answer (p50/p95/p99), beside `GET /health`
 *    probed one at a time during the same run and before it.
 * 2. Proxy overhead: starts a local stand-in of an OpenAI-compatible service (in a process of its
 *    own, so a direct call crosses processes as the server's does) and the server with
 *    AI_API_URL pointing at it, then alternates, one request at a time, calling the stand-in
 *    directly and through `POST /api/v1/assistant/chat`. Prints first part and whole answer
 *    p50/p95 of both and the differences.
 *
 * Exits 1 when an answer fails. Only loopback traffic; stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { seedSyntheticDoctors } from '../server/test/support/synthetic-doctors';
import { EVALUATION_SET } from '../server/src/assistant/evaluation/evaluation-set';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  createBenchDatabase,
  formatPeakRss,
  numberArg,
  percentile,
  runBench,
  startServer,
  stopServer,
  type BenchDatabase,
  type Product,
} from './support/bench-server';

const CONVERSATIONS = numberArg('conversations', 50);
const SECONDS = numberArg('seconds', 10);
const PROXIED = numberArg('proxied', 200);
const DOCTORS = 300;
const HARD_DEADLINE_MS = 300_000;
const LIMITS = { AI_MAX_MESSAGES_PER_MINUTE: '100000', AI_MAX_MESSAGES_PER_DAY: '1000000', REGISTER_MAX_ATTEMPTS_PER_IP: '100000' };

const log = (message: string) => console.log(`[assistant] ${message}`);

interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

interface Timing {
  firstPartMs: number;
  totalMs: number;
  text: string;
  failed: string | null;
}

/** Reads an event stream to its end: the time to the first text part and to the end. */
async function readStream(url: string, init: RequestInit, textOf: (event: string, data: string) => string | null): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) return { firstPartMs: NaN, totalMs: NaN, text: '', failed: `HTTP ${response.status}` };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let firstPartMs = NaN;
  let text = '';
  let failed: string | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const blocks = pending.split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      if (event === 'error') failed = data;
      const piece = textOf(event, data);
      if (piece) {
        if (Number.isNaN(firstPartMs)) firstPartMs = performance.now() - started;
        text += piece;
      }
    }
  }
  return { firstPartMs, totalMs: performance.now() - started, text, failed };
}

const productDelta = (event: string, data: string) => (event === 'delta' ? (JSON.parse(data) as { text: string }).text : null);
const upstreamDelta = (_event: string, data: string) => {
  if (!data || data === '[DONE]') return null;
  const content = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> }).choices?.[0]?.delta?.content;
  return content || null;
};

async function register(baseUrl: string, count: number): Promise<string[]> {
  const run = randomBytes(3).toString('hex');
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${i}`, email: `assistant.${run}.${i}@bench.test`, password: 'bench-pass-123', role: 'patient' }),
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  return tokens;
}

function chat(baseUrl: string, token: string, messages: Turn[]): Promise<Timing> {
  return readStream(
    `${baseUrl}/api/v1/assistant/chat`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ messages }),
    },
    productDelta,
  );
}

async function healthLatencies(baseUrl: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);
const row = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label.padEnd(34)} n=${String(sorted.length).padStart(5)}  p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}`;
};

async function guidePhase(dataDir: string, database: BenchDatabase): Promise<number> {
  const product = await startServer(dataDir, database.databaseUrl, LIMITS);
  running = product;
  try {
    const tokens = await register(product.baseUrl, CONVERSATIONS);
    log(`built-in guide: ${CONVERSATIONS} conversations for ${SECONDS} s on ${product.baseUrl}`);
    let idle = 0;
    const idleHealth = await healthLatencies(product.baseUrl, () => (idle += 1) > 200);
    const firstParts: number[] = [];
    const totals: number[] = [];
    const failures: string[] = [];
    const endAt = performance.now() + SECONDS * 1000;
    let next = 0;
    const conversation = async (token: string) => {
      const turns: Turn[] = [];
      while (performance.now() < endAt) {
        const { message } = EVALUATION_SET[next++ % EVALUATION_SET.length]!;
        turns.push({ role: 'user', content: message });
        const timing = await chat(product.baseUrl, token, turns.slice(-5));
        if (timing.failed) failures.push(timing.failed);
        else {
          firstParts.push(timing.firstPartMs);
          totals.push(timing.totalMs);
        }
        turns.push({ role: 'assistant', content: timing.text || '…' });
      }
    };
    const [loadedHealth] = await Promise.all([
      healthLatencies(product.baseUrl, () => performance.now() >= endAt),
      Promise.all(tokens.map((token) => conversation(token))),
    ]);
    console.log(
      `\nBuilt-in guide, ${CONVERSATIONS} concurrent conversations, ${SECONDS} s (${(totals.length / SECONDS).toFixed(0)} answers/s)`,
    );
    console.log(row('first streamed part', firstParts));
    console.log(row('whole answer', totals));
    console.log(row('GET /health during the run', loadedHealth));
    console.log(row('GET /health before the run', idleHealth));
    console.log(`failed answers: ${failures.length}${failures.length ? ` (${failures.slice(0, 3).join('; ')})` : ''}`);
    console.log(`server peak RSS: ${formatPeakRss(product)}`);
    return failures.length;
  } finally {
    await stopServer(product);
    running = undefined;
  }
}

/** The stand-in in a process of its own (bench/support/ai-stand-in-process.ts). */
async function startStandInProcess(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support', 'ai-stand-in-process.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  return { baseUrl: String(first.value).trim(), child };
}

async function proxyPhase(dataDir: string, database: BenchDatabase): Promise<number> {
  const standIn = await startStandInProcess();
  const product = await startServer(dataDir, database.databaseUrl, {
    ...LIMITS,
    AI_API_URL: standIn.baseUrl,
    AI_API_KEY: 'sk-bench-not-a-real-key',
  });
  running = product;
  try {
    const [token] = await register(product.baseUrl, 1);
    const turns: Turn[] = [{ role: 'user', content: 'tell me about eczema' }];
    const direct = () =>
      readStream(
        `${standIn.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer sk-bench-not-a-real-key' },
          body: JSON.stringify({ model: 'gpt-3.5-turbo', messages: turns, max_tokens: 300, temperature: 0.7, stream: true }),
        },
        upstreamDelta,
      );
    // Warm both paths (connections, JIT, the suggestions' availability lookup).
    for (let i = 0; i < 20; i += 1) {
      await direct();
      await chat(product.baseUrl, token!, turns);
    }
    const directFirst: number[] = [];
    const directTotal: number[] = [];
    const proxiedFirst: number[] = [];
    const proxiedTotal: number[] = [];
    let failures = 0;
    for (let i = 0; i < PROXIED; i += 1) {
      const a = await direct();
      const b = await chat(product.baseUrl, token!, turns);
      if (a.failed || b.failed) failures += 1;
      directFirst.push(a.firstPartMs);
      directTotal.push(a.totalMs);
      proxiedFirst.push(b.firstPartMs);
      proxiedTotal.push(b.totalMs);
    }
    const p = (values: number[], q: number) =>
      percentile(
        [...values].sort((x, y) => x - y),
        q,
      );
    console.log(`\nProxy overhead, one request at a time, ${PROXIED} of each, alternating`);
    console.log(row('stand-in directly: first part', directFirst));
    console.log(row('through the server: first part', proxiedFirst));
    console.log(row('stand-in directly: whole answer', directTotal));
    console.log(row('through the server: whole answer', proxiedTotal));
    console.log(
      `added by the server: first part p50 ${ms(p(proxiedFirst, 50) - p(directFirst, 50))}, p95 ${ms(p(proxiedFirst, 95) - p(directFirst, 95))}; ` +
        `whole answer p50 ${ms(p(proxiedTotal, 50) - p(directTotal, 50))}, p95 ${ms(p(proxiedTotal, 95) - p(directTotal, 95))}`,
    );
    console.log(`failed answers: ${failures}`);
    return failures;
  } finally {
    await stopServer(product);
    running = undefined;
    standIn.child.kill('SIGTERM');
  }
}

let running: Product | undefined;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-assistant-bench-'));
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase(dataDir);
    log(`database: ${database.label}`);
    const opened = await openDatabase(
      database.databaseUrl ? { databaseUrl: database.databaseUrl } : { pgliteDir: join(dataDir, 'pglite') },
    );
    try {
      await migrate(opened);
      await seedSyntheticDoctors(opened.db, DOCTORS, { seed: 11 });
    } finally {
      await opened.close();
    }
    const failed = (await guidePhase(dataDir, database)) + (await proxyPhase(dataDir, database));
    console.log(
      `\nload average: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await database?.drop().catch((error: unknown) => log(`could not drop the bench database: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('assistant', main, HARD_DEADLINE_MS, () => running);
