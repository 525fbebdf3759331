import { ASSISTANT_INSTRUCTION, ASSISTANT_MESSAGES } from '@telehealth/shared-api/core';
import { chunk, failing, hanging, startAiStandIn, streamed, type AiStandIn } from '../../../test/support/ai-stand-in';
import { analyzeConversation } from '../guide/analysis';
import { chatCompletionsUrl, createOpenAiCompatibleProvider, safeServiceMessage } from './openai-provider';
import { ProviderError } from './provider';

const KEY = 'sk-proj-TOPSECRET0123456789abcdefABCDEF';

describe('the OpenAI-compatible provider against a stand-in of the API', () => {
  let standIn: AiStandIn;

  beforeAll(async () => {
    standIn = await startAiStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });

  const provider = (overrides: { url?: string; timeoutMs?: number; apiKey?: string | undefined } = {}) =>
    createOpenAiCompatibleProvider({
      url: overrides.url ?? standIn.baseUrl,
      apiKey: 'apiKey' in overrides ? overrides.apiKey : KEY,
      model: 'gpt-3.5-turbo',
      maxTokens: 300,
      temperature: 0.7,
      timeoutMs: overrides.timeoutMs ?? 5_000,
    });

  async function run(signal = new AbortController().signal, options: Parameters<typeof provider>[0] = {}) {
    const turns = [{ role: 'user' as const, content: 'what is a migraine?' }];
    const pieces: string[] = [];
    let finish: string | undefined;
    try {
      for await (const part of provider(options).answer({ turns, analysis: analyzeConversation(turns), signal })) {
        if ('text' in part) pieces.push(part.text);
        else finish = part.finish;
      }
      return { pieces, finish, error: undefined as string | undefined };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return { pieces, finish, error: error.message };
    }
  }

  it('streams the chunks in order and sends the spec request', async () => {
    standIn.behave(streamed(['A migraine ', 'is a strong ', 'headache.']));
    await expect(run()).resolves.toEqual({ pieces: ['A migraine ', 'is a strong ', 'headache.'], finish: 'stop', error: undefined });
    const { headers, body } = standIn.requests.at(-1)!;
    expect(headers.authorization).toBe(`Bearer ${KEY}`);
    expect(body).toEqual({
      model: 'gpt-3.5-turbo',
      messages: [
        { role: 'system', content: ASSISTANT_INSTRUCTION },
        { role: 'user', content: 'what is a migraine?' },
      ],
      max_tokens: 300,
      temperature: 0.7,
      stream: true,
    });
  });

  it('sends no authorization header without a key (local servers)', async () => {
    standIn.behave(streamed(['Hi.']));
    await run(undefined, { apiKey: undefined });
    expect(standIn.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('ends well without a final [DONE], with usage-only chunks, and with the token limit reached', async () => {
    standIn.behave(streamed(['One. ', 'Two.'], { done: false, usage: true, finishReason: 'length' }));
    await expect(run()).resolves.toEqual({ pieces: ['One. ', 'Two.'], finish: 'length', error: undefined });
  });

  it('reads data lines without a space, comments and CRLF line ends', async () => {
    standIn.behave((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': keep-alive\r\n\r\n');
      response.write(chunk('Hello').replace('data: ', 'data:').replace(/\n/g, '\r\n'));
      response.end('data: [DONE]\r\n\r\n');
    });
    await expect(run()).resolves.toEqual({ pieces: ['Hello'], finish: 'stop', error: undefined });
  });

  it('takes a plain JSON answer from a server that does not stream', async () => {
    standIn.behave((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Whole answer.' }, finish_reason: 'stop' }] }));
    });
    await expect(run()).resolves.toEqual({ pieces: ['Whole answer.'], finish: 'stop', error: undefined });
  });

  it.each([
    [
      401,
      { error: { message: `Incorrect API key provided: ${KEY}. You can find your API key in your account.` } },
      'Incorrect API key provided: [redacted]. You can find your API key in your account.',
    ],
    [401, { error: { message: 'Incorrect API key provided: sk-proj-****CDEF.' } }, 'Incorrect API key provided: [redacted]'],
    [429, { error: { message: 'Rate limit reached for requests', type: 'requests' } }, 'Rate limit reached for requests'],
    [500, { error: 'model "llama9" not found' }, 'model "llama9" not found'],
    [500, '<html>Internal Server Error</html>', ASSISTANT_MESSAGES.aiFailure],
    [503, {}, ASSISTANT_MESSAGES.aiFailure],
  ])("answers a %i with the service's message or the spec's error", async (status, body, message) => {
    standIn.behave(failing(status, body));
    const result = await run();
    expect(result.error).toBe(message);
    expect(result.error).not.toContain(KEY);
    expect(result.pieces).toEqual([]);
  });

  it('answers an error object in the middle of the stream with its message', async () => {
    standIn.behave(
      streamed(['Partial ', 'answer'], { errorAfter: { chunks: 1, message: 'The server had an error while processing your request.' } }),
    );
    await expect(run()).resolves.toEqual({
      pieces: ['Partial '],
      finish: undefined,
      error: 'The server had an error while processing your request.',
    });
  });

  it("answers an empty stream, a broken connection and an unreachable service with the spec's error", async () => {
    standIn.behave(streamed([]));
    expect((await run()).error).toBe(ASSISTANT_MESSAGES.aiFailure);
    standIn.behave((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk('Half'));
      setTimeout(() => response.destroy(), 20);
    });
    expect((await run()).error).toBe(ASSISTANT_MESSAGES.aiFailure);
    expect((await run(undefined, { url: 'http://127.0.0.1:9/v1' })).error).toBe(ASSISTANT_MESSAGES.aiFailure);
  });

  it('gives up when the service goes quiet for longer than the timeout, and closes the request', async () => {
    standIn.behave(hanging('Thinking'));
    const started = Date.now();
    const result = await run(undefined, { timeoutMs: 300 });
    expect(result).toEqual({ pieces: ['Thinking'], finish: undefined, error: ASSISTANT_MESSAGES.aiFailure });
    expect(Date.now() - started).toBeLessThan(3_000);
    await standIn.requests.at(-1)!.clientGone;
  });

  it('closes the request to the service at once when the answer is cancelled', async () => {
    standIn.behave(hanging('First part'));
    const controller = new AbortController();
    const turns = [{ role: 'user' as const, content: 'hello' }];
    const answer = provider().answer({ turns, analysis: analyzeConversation(turns), signal: controller.signal });
    const parts = answer[Symbol.asyncIterator]();
    await expect(parts.next()).resolves.toEqual({ done: false, value: { text: 'First part' } });
    const pending = parts.next();
    const cancelledAt = Date.now();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ProviderError);
    await standIn.requests.at(-1)!.clientGone;
    expect(Date.now() - cancelledAt).toBeLessThan(1_000);
  });
});

describe('the provider helpers', () => {
  it('builds the chat-completions URL from a base or a full URL', () => {
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:8080/v1/')).toBe('http://127.0.0.1:8080/v1/chat/completions');
    expect(chatCompletionsUrl('https://example.test/v1/chat/completions')).toBe('https://example.test/v1/chat/completions');
  });

  it('makes service messages safe to show', () => {
    expect(safeServiceMessage(`bad key ${KEY}`, KEY)).toBe('bad key [redacted]');
    expect(safeServiceMessage('line one\nline <b>two</b>', undefined)).toBe('line one line two');
    expect(safeServiceMessage('x'.repeat(500), undefined)).toHaveLength(300);
    expect(safeServiceMessage(42, undefined)).toBe(ASSISTANT_MESSAGES.aiFailure);
    expect(safeServiceMessage('   ', undefined)).toBe(ASSISTANT_MESSAGES.aiFailure);
  });
});
