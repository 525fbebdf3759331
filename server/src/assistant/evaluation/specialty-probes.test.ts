import { analyzeConversation } from '../guide/analysis';
import { SPECIALTY_PROBES } from './specialty-probes';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

/** Probes the triage reads as an emergency: its call, not the guide's (everything feeling pointless is answered with the crisis lines). They are left out of the share below. */
const READ_AS_EMERGENCY: ReadonlySet<string> = new Set([
  "sleeping 12 hours a day and still don't want to get up, everything feels pointless",
]);

/** The share answered with an accepted first specialty, in whole percent (rounded down). */
const MINIMUM_SHARE = 99;

describe('specialty suggested for ordinary health messages (development probes)', () => {
  const answers = SPECIALTY_PROBES.map(([message, specialties]) => ({ message, specialties, analysis: ask(message) }));

  it('holds every probe', () => {
    expect(SPECIALTY_PROBES.length).toBe(347);
  });

  it('answers none as an emergency, but those the triage reads so', () => {
    const emergencies = answers.filter(({ analysis }) => analysis.kind === 'emergency').map(({ message }) => message);
    expect(emergencies.filter((message) => !READ_AS_EMERGENCY.has(message))).toEqual([]);
  });

  it(`suggests an accepted specialty first for at least ${MINIMUM_SHARE} % of them`, () => {
    const scored = answers.filter(({ message }) => !READ_AS_EMERGENCY.has(message));
    const right = scored.filter(({ specialties, analysis }) => {
      const first = analysis.specialties[0];
      return first !== undefined && specialties.includes(first);
    });
    expect(Math.floor((100 * right.length) / scored.length)).toBeGreaterThanOrEqual(MINIMUM_SHARE);
  });
});
