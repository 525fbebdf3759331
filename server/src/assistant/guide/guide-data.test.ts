import { SPECIALTIES } from '@telehealth/shared-api/core';
import { isUnsafeSentence } from '../answer-filter';
import { BODY_AREAS, CONDITIONS } from './conditions';
import { emergencyAnswer, guideAnswer } from './guide-answer';
import { ALL_SITUATIONS } from '../triage/situations';
import { analyzeConversation } from './analysis';

describe('the built-in guide rule set', () => {
  it('has at least 60 conditions, each with information, an urgency, spec specialties and a named source', () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(60);
    const ids = new Set<string>();
    for (const entry of [...CONDITIONS, ...BODY_AREAS]) {
      expect(ids.has(entry.id)).toBe(false);
      ids.add(entry.id);
      expect(entry.phrases.length).toBeGreaterThan(0);
      expect(entry.info.length).toBeGreaterThan(20);
      expect(entry.seekHelp.length).toBeGreaterThan(10);
      expect(['today', 'days', 'self-care']).toContain(entry.urgency);
      expect(entry.specialties.length).toBeGreaterThan(0);
      for (const specialty of entry.specialties) expect(SPECIALTIES).toContain(specialty);
      expect(entry.source).toMatch(/^(NHS|CDC|MedlinePlus)/);
    }
  });

  it('never names a medicine, a dose or a diagnosis in its texts', () => {
    const texts = [
      ...CONDITIONS.flatMap((entry) => [entry.info, entry.seekHelp]),
      ...BODY_AREAS.flatMap((entry) => [entry.info, entry.seekHelp]),
      ...ALL_SITUATIONS.flatMap((flag) => emergencyAnswer(flag, flag.specialty, true)),
    ];
    expect(texts.filter(isUnsafeSentence)).toEqual([]);
  });

  it('has red flags with a source and a spec specialty, the crisis one for suicidal thoughts', () => {
    for (const flag of ALL_SITUATIONS) {
      expect(flag.source).toMatch(/NHS|NICE|988|Samaritans|Resuscitation/);
      expect(SPECIALTIES).toContain(flag.specialty);
      expect(flag.advice.length).toBeGreaterThan(20);
    }
    expect(ALL_SITUATIONS.find((flag) => flag.id === 'crisis')!.guidance).toBe('crisis');
  });

  it('answers a request for a medicine with a refusal and still gives the general information', () => {
    const parts = guideAnswer(analyzeConversation([{ role: 'user', content: 'what dose of ibuprofen should I take for my back pain' }]));
    expect(parts[0]).toMatch(/can't recommend medicines, doses or prescriptions/);
    expect(parts.join(' ')).toMatch(/Back pain/);
    expect(parts.join(' ')).not.toMatch(/ibuprofen/i);
  });

  it('says honestly when a health question is outside what it knows', () => {
    const parts = guideAnswer(analyzeConversation([{ role: 'user', content: 'what is Fabry disease?' }]));
    expect(parts.join(' ')).toMatch(/outside what my built-in guide covers/);
  });
});
