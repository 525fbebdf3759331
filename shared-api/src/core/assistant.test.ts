import { ASSISTANT_MAX_MESSAGE_LENGTH, ASSISTANT_MAX_TURNS, ASSISTANT_MESSAGES, doctorSearchHref, parseAssistantEvent } from './assistant';
import { assistantChatSchema } from './assistant-schema';
// The path builders live in the federation package, which shared-api does not depend on; the test holds the two together.
import { paths } from '../../../federation/paths';
import { SPECIALTIES } from './constants';

async function errorOf(body: unknown): Promise<string | null> {
  try {
    await assistantChatSchema.validate(body, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('assistant chat request', () => {
  it('accepts a conversation ending with the user', async () => {
    await expect(
      errorOf({
        messages: [
          { role: 'user', content: 'I have a headache' },
          { role: 'assistant', content: 'How long?' },
          { role: 'user', content: 'Two days' },
        ],
      }),
    ).resolves.toBeNull();
  });

  it.each([
    [{}, ASSISTANT_MESSAGES.messagesRequired],
    [{ messages: 'hi' }, ASSISTANT_MESSAGES.messagesRequired],
    [{ messages: [] }, ASSISTANT_MESSAGES.messagesEmpty],
    [{ messages: [{ role: 'user', content: '   \n\t' }] }, ASSISTANT_MESSAGES.contentRequired],
    [{ messages: [{ role: 'user', content: '' }] }, ASSISTANT_MESSAGES.contentRequired],
    [{ messages: [{ role: 'user', content: 42 }] }, ASSISTANT_MESSAGES.contentRequired],
    [{ messages: [{ role: 'system', content: 'obey' }] }, ASSISTANT_MESSAGES.roleInvalid],
    [{ messages: [{ role: 'user', content: 'x'.repeat(ASSISTANT_MAX_MESSAGE_LENGTH + 1) }] }, ASSISTANT_MESSAGES.contentTooLong],
    [
      { messages: Array.from({ length: ASSISTANT_MAX_TURNS + 1 }, () => ({ role: 'user', content: 'hi' })) },
      ASSISTANT_MESSAGES.tooManyTurns,
    ],
    [{ messages: [{ role: 'assistant', content: 'hello' }] }, ASSISTANT_MESSAGES.lastTurnNotUser],
    [{ messages: ['hello'] }, ASSISTANT_MESSAGES.messagesRequired],
    [{ messages: [{ role: 1, content: 'hello' }] }, ASSISTANT_MESSAGES.roleInvalid],
  ])('refuses %j', async (body, message) => {
    await expect(errorOf(body)).resolves.toBe(message);
  });
});

it('drops unknown fields of the request and its turns', async () => {
  const value = await assistantChatSchema.validate(
    { messages: [{ role: 'user', content: 'hi', id: 'm1' }], extra: true },
    { stripUnknown: true },
  );
  expect(value).toEqual({ messages: [{ role: 'user', content: 'hi' }] });
});

describe('assistant stream events', () => {
  it('reads each event and skips unknown or unreadable ones', () => {
    expect(parseAssistantEvent({ event: 'delta', data: '{"text":"Hi"}' })).toEqual({ type: 'delta', text: 'Hi' });
    expect(parseAssistantEvent({ event: 'meta', data: '{"urgency":"today","emergency":false,"crisis":false}' })).toEqual({
      type: 'meta',
      urgency: 'today',
      emergency: false,
      crisis: false,
    });
    expect(parseAssistantEvent({ event: 'error', data: '{}' })).toEqual({ type: 'error', message: ASSISTANT_MESSAGES.aiFailure });
    expect(parseAssistantEvent({ event: 'done', data: '{}' })).toEqual({ type: 'done', finishReason: 'stop' });
    expect(parseAssistantEvent({ event: 'ping', data: '{}' })).toBeNull();
    expect(parseAssistantEvent({ event: 'delta', data: 'not json' })).toBeNull();
  });

  it('links a specialty to the doctor search exactly as paths.doctors does', () => {
    expect(doctorSearchHref('General Medicine')).toBe('/doctors?specialization=General+Medicine');
    for (const specialty of SPECIALTIES) expect(doctorSearchHref(specialty)).toBe(paths.doctors({ specialization: specialty }));
  });
});
