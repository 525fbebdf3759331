import type { AssistantMetaEvent } from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { failing, hanging, startAiStandIn, type AiStandIn, type StandInBehaviour } from '../../../test/support/ai-stand-in';
import { AssistantLimits } from '../assistant-limits';
import { AssistantService, type AnswerSink } from '../assistant-service';
import type { FirstFreeSlots } from '../first-free-slot';
import { analyzeConversation } from '../guide/analysis';
import { EMERGENCY_LINE } from '../guide/guide-answer';
import { createGuideProvider } from '../providers/guide-provider';
import { createClassifier, mergeClassification, readClassification, type Classification } from './ai-classifier';

/** The stand-in answering a classification request with `classification` as the message's JSON text. */
function classifies(classification: Partial<Classification> | string, delayMs = 0): StandInBehaviour {
  return async (_request, response) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const content =
      typeof classification === 'string'
        ? classification
        : JSON.stringify({ emergency: false, crisis: false, urgency: null, specialty: null, situation: null, ...classification });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
  };
}

const user = (content: string) => [{ role: 'user' as const, content }];

describe("the service's triage of each message", () => {
  let standIn: AiStandIn;
  beforeAll(async () => {
    standIn = await startAiStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });

  const classifier = (timeoutMs = 2000) => createClassifier({ url: standIn.baseUrl, apiKey: 'sk-test', model: 'gpt-3.5-turbo', timeoutMs });

  it('asks for structured output and reads emergency, crisis, urgency, specialty and situation', async () => {
    standIn.behave(classifies({ emergency: true, urgency: 'emergency', specialty: 'Cardiology', situation: 'heart-attack' }));
    const result = await classifier()(user('my chest feels odd'), new AbortController().signal);
    expect(result).toEqual({ emergency: true, crisis: false, urgency: 'emergency', specialty: 'Cardiology', situation: 'heart-attack' });
    const { body } = standIn.requests.at(-1)! as { body: Record<string, any> };
    expect(body.stream).toBe(false);
    expect(body.temperature).toBe(0);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(['emergency', 'crisis', 'urgency', 'specialty', 'situation']);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'my chest feels odd' });
  });

  it('gives nothing for an error answer, an unreadable answer or a slow one', async () => {
    standIn.behave(failing(500, { error: { message: 'down' } }));
    await expect(classifier()(user('hello'), new AbortController().signal)).resolves.toBeNull();
    standIn.behave(classifies('I think this is fine'));
    await expect(classifier()(user('hello'), new AbortController().signal)).resolves.toBeNull();
    standIn.behave(hanging());
    const started = Date.now();
    await expect(classifier(300)(user('hello'), new AbortController().signal)).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads only the listed values', () => {
    expect(readClassification('{"emergency":false,"crisis":false,"urgency":"soon","specialty":"Astrology","situation":"x"}')).toEqual({
      emergency: false,
      crisis: false,
      urgency: null,
      specialty: null,
      situation: null,
    });
    expect(readClassification('{"emergency":"yes"}')).toBeNull();
  });

  it('makes a message an emergency when either the rules or the service say so', () => {
    const ordinary = analyzeConversation(user('I feel a bit off today'));
    const raised = mergeClassification(ordinary, {
      emergency: true,
      crisis: false,
      urgency: 'emergency',
      specialty: null,
      situation: 'sepsis',
    });
    expect(raised.kind).toBe('emergency');
    expect(raised.redFlag?.id).toBe('sepsis');
    const crisis = mergeClassification(ordinary, { emergency: false, crisis: true, urgency: null, specialty: null, situation: null });
    expect(crisis).toMatchObject({ kind: 'emergency', crisis: true, specialties: [] });
    expect(crisis.redFlag?.guidance).toBe('crisis');
    // The rules' emergency stands when the service says it is not one.
    const rules = analyzeConversation(user("my dad's face is drooping and he can't lift his arm"));
    const kept = mergeClassification(rules, {
      emergency: false,
      crisis: false,
      urgency: 'self-care',
      specialty: 'Dermatology',
      situation: null,
    });
    expect(kept.kind).toBe('emergency');
    expect(kept.redFlag?.id).toBe('stroke');
  });

  it('takes the more urgent of the two urgencies, never a less urgent one', () => {
    const cold = analyzeConversation(user('I have had a runny nose for two days'));
    expect(cold.urgency).toBe('self-care');
    expect(
      mergeClassification(cold, { emergency: false, crisis: false, urgency: 'today', specialty: 'ENT', situation: null }).urgency,
    ).toBe('today');
    const days = analyzeConversation(user('I have an itchy rash on my arm'));
    expect(
      mergeClassification(days, { emergency: false, crisis: false, urgency: 'self-care', specialty: null, situation: null }).urgency,
    ).toBe('days');
  });

  describe('in the assistant service', () => {
    const slots = { firstFreeDate: async () => null, stop: () => undefined } as unknown as FirstFreeSlots;
    const service = (timeoutMs: number) =>
      new AssistantService({
        provider: createGuideProvider(0),
        slots,
        limits: new AssistantLimits({ perMinute: 100, perDay: 1000, keyPrefix: 'test:' }),
        log: { error: () => undefined } as unknown as FastifyBaseLogger,
        classifier: classifier(timeoutMs),
      });

    async function answer(target: AssistantService, message: string) {
      let meta: AssistantMetaEvent | undefined;
      let text = '';
      const sink: AnswerSink = {
        meta: (event) => (meta = event),
        delta: (piece) => (text += piece),
        suggestions: () => undefined,
        error: () => undefined,
        done: () => undefined,
      };
      const stats = await target.answer(user(message), new AbortController().signal, sink);
      return { meta, text, stats };
    }

    it("answers with emergency guidance when the service's triage says emergency", async () => {
      standIn.behave(classifies({ emergency: true, urgency: 'emergency', situation: 'sepsis' }));
      const { meta, text } = await answer(service(2000), 'my husband is just not right, hot and shivery and not himself');
      expect(meta).toEqual({ urgency: 'emergency', emergency: true, crisis: false });
      expect(text.split('\n')[0]).toBe(EMERGENCY_LINE);
      expect(text).toMatch(/sepsis/i);
    });

    it('falls back to the rules when the classifier is slow', async () => {
      standIn.behave(classifies({ emergency: true }, 3000));
      const started = Date.now();
      const { meta, stats } = await answer(service(300), 'I have an itchy rash on my arm');
      expect(meta).toEqual({ urgency: 'days', emergency: false, crisis: false });
      expect(stats.outcome).toBe('done');
      expect(Date.now() - started).toBeLessThan(2500);
    });

    it('falls back to the rules when the classifier fails', async () => {
      standIn.behave(failing(503, 'unavailable'));
      const { meta } = await answer(service(2000), 'I have an itchy rash on my arm');
      expect(meta).toEqual({ urgency: 'days', emergency: false, crisis: false });
    });
  });
});
