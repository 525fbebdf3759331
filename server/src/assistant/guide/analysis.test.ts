import type { AssistantTurn } from '@telehealth/shared-api/core';
import { analyzeConversation, CLARIFYING_QUESTION } from './analysis';

const user = (content: string): AssistantTurn => ({ role: 'user', content });
const assistant = (content: string): AssistantTurn => ({ role: 'assistant', content });

describe('reading a conversation', () => {
  it('raises an emergency whose signs come in two messages', () => {
    const analysis = analyzeConversation([
      user('I have chest pain'),
      assistant('Chest pain has many causes.'),
      user('and now I am short of breath'),
    ]);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe('chest-pain-breathless');
  });

  it('does not raise again an emergency told in full earlier', () => {
    const analysis = analyzeConversation([
      user('I wanted to kill myself last year'),
      assistant('…'),
      user('now I just have a sore throat'),
    ]);
    expect(analysis.kind).toBe('symptoms');
    expect(analysis.specialties[0]).toBe('ENT');
  });

  it('does not combine a negated sign from the previous message', () => {
    const analysis = analyzeConversation([user('no chest pain at all'), assistant('…'), user('I get short of breath on stairs')]);
    expect(analysis.kind).toBe('symptoms');
  });

  it('reads the answer to its clarifying question together with the first message', () => {
    const analysis = analyzeConversation([user('I feel unwell'), assistant(CLARIFYING_QUESTION), user('my knee, for two days')]);
    expect(analysis.kind).toBe('symptoms');
    expect(analysis.specialties[0]).toBe('Orthopedics');
  });

  it('treats a general question about an emergency as information, not an alarm', () => {
    const analysis = analyzeConversation([user('What are the warning signs of a stroke?')]);
    expect(analysis.kind).toBe('symptoms');
    expect(analysis.redFlagTopic?.id).toBe('stroke');
    expect(analysis.urgency).toBeNull();
  });

  it('raises the urgency of a dangerous combination', () => {
    const analysis = analyzeConversation([user('I have a rash and a high temperature')]);
    expect(analysis.urgency).toBe('today');
    expect(analysis.combinations.map((combination) => combination.all)).toEqual([['fever', 'rash']]);
  });
});
