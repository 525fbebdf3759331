/**
 * The shape every triage fix round tests (src/assistant/triage/round-*.test.ts): the meanings a
 * round added, told in other words than its batches, and the look-alikes that must stay quiet.
 */
import { analyzeConversation } from '../../src/assistant/guide/analysis';
import { triageMessage } from '../../src/assistant/triage/triage';

export interface FixRound {
  /** [message, situation id] answered as that emergency. */
  emergencies?: readonly (readonly [string, string])[];
  crises?: readonly string[];
  notCrises?: readonly string[];
  notEmergencies?: readonly string[];
  /** [message, accepted specialties]: not an emergency, and one of them named first. */
  specialties?: readonly (readonly [string, readonly string[]])[];
}

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

export function testFixRound(round: FixRound): void {
  if (round.emergencies?.length)
    it.each(round.emergencies.map(([message, situation]) => [message, situation]))('answers "%s" as %s', (message, situation) => {
      const analysis = ask(message);
      expect(analysis.kind).toBe('emergency');
      expect(analysis.redFlag?.id).toBe(situation);
    });
  if (round.crises?.length)
    it.each([...round.crises])('reads "%s" as a crisis', (message) => {
      expect(triageMessage(message).crisis).toBe(true);
    });
  if (round.notCrises?.length)
    it.each([...round.notCrises])('leaves "%s" out of the crisis reading', (message) => {
      expect(triageMessage(message).crisis).toBe(false);
    });
  if (round.notEmergencies?.length)
    it.each([...round.notEmergencies])('does not answer "%s" as an emergency', (message) => {
      expect(ask(message).kind).not.toBe('emergency');
    });
  if (round.specialties?.length)
    it.each(round.specialties.map(([message, accepted]) => [message, accepted] as const))(
      'names an accepted specialty first for "%s"',
      (message, accepted) => {
        const analysis = ask(message);
        expect(analysis.kind).not.toBe('emergency');
        expect(accepted).toContain(analysis.specialties[0]);
      },
    );
}
