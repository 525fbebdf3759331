import { analyzeConversation } from '../guide/analysis';
import {
  EMERGENCY_PROBES,
  EMERGENCY_PROBES_2,
  EMERGENCY_PROBES_3,
  LOOK_ALIKE_PROBES,
  LOOK_ALIKE_PROBES_2,
  LOOK_ALIKE_PROBES_3,
} from './emergency-probes';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency reading on probes in words the development set does not use', () => {
  it.each([...EMERGENCY_PROBES, ...EMERGENCY_PROBES_2, ...EMERGENCY_PROBES_3])(
    'answers "%s" as an emergency (%s)',
    (message, situation) => {
      const analysis = ask(message);
      expect(analysis.kind).toBe('emergency');
      if (situation !== 'emergency') expect(analysis.redFlag?.id).toBe(situation);
    },
  );

  it.each([...LOOK_ALIKE_PROBES, ...LOOK_ALIKE_PROBES_2, ...LOOK_ALIKE_PROBES_3])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });
});
