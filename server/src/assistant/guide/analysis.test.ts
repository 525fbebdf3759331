import type { AssistantTurn } from '@telehealth/shared-api/core';
import { analyzeConversation, CLARIFYING_QUESTION } from './analysis';
import { CRISIS_LINES_TEXT, guideAnswer, PAST_CRISIS_LINE } from './guide-answer';

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
    expect(analysis.redFlag?.id).toBe('heart-attack');
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

  describe('the specialty to see', () => {
    const first = (message: string) => analyzeConversation([user(message)]).specialties[0];

    it('follows a red flag told as history or asked about rather than a part of the body named beside it', () => {
      expect(first('my dad had a stroke last year and still needs physio for his arm')).toBe('Neurology');
      expect(first('the bleeding from my finger stopped after a few minutes')).toBe('General Medicine');
    });

    it('sends a child to Pediatrics and a past overdose to Psychiatry when a red flag is asked about or told as history', () => {
      expect(first('when should I worry about a head injury in a child?')).toBe('Pediatrics');
      expect(first('my baby choked on milk for a second then went pink again')).toBe('Pediatrics');
      expect(first('I overdosed years ago and want to talk to someone about staying well')).toBe('Psychiatry');
    });

    it('reads a burning feeling as a feeling, not a burn, and "teeth" as teeth, not teething', () => {
      const burning = analyzeConversation([user('no chest pain, only a burning feeling after big meals')]);
      expect(burning.conditions.map((condition) => condition.id)).not.toContain('minor-burn');
      expect(first('my teeth are stained and yellow')).toBe('Dental');
    });

    it('never reads an everyday word as a typo of a word of the guide ("child" is not "chills", "months" not "mouth")', () => {
      const child = analyzeConversation([user('my child has a rash')]);
      expect(child.conditions.map((condition) => condition.id)).toEqual(['rash']);
      expect(child.urgency).toBe('days');
      expect(analyzeConversation([user('headache for two months')]).specialties).not.toContain('Dental');
    });

    it('reads a word the guide knows as itself, not as a typo of another word', () => {
      const analysis = analyzeConversation([user('my heart flutters when I drink coffee')]);
      expect(analysis.conditions.map((condition) => condition.id)).toEqual(['palpitations']);
    });

    it('takes a body word with another sense as the body only when the words around it say so', () => {
      expect(first('I have been choking back tears all week since the funeral')).toBe('Psychiatry');
      expect(first('my back hurts when I bend')).toBe('Orthopedics');
    });

    it('sends a tight chest with a cold or a cough to a general doctor first', () => {
      const analysis = analyzeConversation([user('my chest feels a bit tight when I have a cold')]);
      expect(analysis.specialties[0]).toBe('General Medicine');
      expect(analysis.urgency).toBe('today');
    });

    it('reads a negation through "in my" ("no pain in my testicles")', () => {
      const analysis = analyzeConversation([user('no pain in my testicles, just an itchy groin')]);
      expect(analysis.conditions.map((condition) => condition.id)).not.toContain('testicle-problems');
      expect(analysis.specialties[0]).toBe('Dermatology');
    });

    it('answers self-harm or suicidal thoughts told as past with mental health care and the crisis lines', () => {
      const analysis = analyzeConversation([user('I used to self harm as a teenager and want to talk to someone')]);
      expect(analysis).toMatchObject({ kind: 'symptoms', pastCrisis: true, crisis: false, specialties: ['Psychiatry'] });
      const parts = guideAnswer(analysis);
      expect(parts[0]).toBe(PAST_CRISIS_LINE);
      expect(parts).toContain(CRISIS_LINES_TEXT);
    });

    it('does not take a baby wished for as a child', () => {
      expect(first('I am trying for a baby for a year with no luck')).toBe('Gynecology');
    });

    it.each([
      ['is glaucoma hereditary?', 'Ophthalmology'],
      ['my 6 year old has a squint', 'Ophthalmology'],
      ['how long does shingles last?', 'Dermatology'],
      ['I keep getting cold sores on my lip', 'Dermatology'],
      ['I have a cyst on my back', 'Dermatology'],
      ['my ears are blocked with wax', 'ENT'],
      ['a filling fell out', 'Dental'],
      ['I bleed after sex', 'Gynecology'],
      ['smear test is overdue', 'Gynecology'],
      ['I keep having flashbacks after the car accident', 'Psychiatry'],
      ['I hear voices that other people do not hear', 'Psychiatry'],
      ['my dad is 80 and keeps falling over', 'General Medicine'],
      ['I get cramps in my legs at night', 'General Medicine'],
      ['itchy down below and a strange discharge', 'Gynecology'],
      ['a wasp stung me on the arm, it is a bit red and itchy', 'General Medicine'],
      ['I swallowed some toothpaste by accident', 'General Medicine'],
      ['my mum keeps forgetting names', 'Neurology'],
      ['my partner has been very down lately', 'Psychiatry'],
      ['I get a heavy feeling in my chest when I run, it goes when I stop', 'Cardiology'],
      ['my lips swelled a little after eating strawberries, now it is gone', 'General Medicine'],
      ['stinging when I wee and I need to go often', 'General Medicine'],
      ['my heart is broken after the break up and I cannot eat', 'Psychiatry'],
      ['I almost collapsed from tiredness after my night shift', 'General Medicine'],
    ])('knows "%s" (%s)', (message, specialty) => {
      expect(first(message)).toBe(specialty);
    });
  });
});
