import { analyzeConversation } from '../guide/analysis';
import * as probes from './emergency-probes';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

// Every batch of probes, in the order written (emergency-probes.ts).
const emergencies = Object.entries(probes)
  .filter(([name]) => name.startsWith('EMERGENCY_PROBES'))
  .flatMap(([, batch]) => batch as readonly (readonly [string, string])[]);
const lookAlikes = Object.entries(probes)
  .filter(([name]) => name.startsWith('LOOK_ALIKE_PROBES'))
  .flatMap(([, batch]) => batch as readonly string[]);

describe('emergency reading on probes in words the development set does not use', () => {
  it('holds every batch', () => {
    expect([emergencies.length, lookAlikes.length]).toEqual([781, 511]);
  });

  it.each(emergencies)('answers "%s" as an emergency (%s)', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    if (situation !== 'emergency') expect(analysis.redFlag?.id).toBe(situation);
  });

  it.each(lookAlikes)('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });
});
