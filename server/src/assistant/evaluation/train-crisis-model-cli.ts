/**
 * `npm run train:crisis-model`: trains the crisis model on the development set and the probes
 * (never the sealed set) and writes triage/crisis-model.json. Run it after adding development cases; a test fails
 * while the committed model differs from what the set gives. Then run the triage's tests: a
 * retrained model may read one of their look-alikes as a crisis; it goes in crisis-look-alikes.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crisisTrainingCases, trainCrisisModel } from './crisis-model-training';

const cases = crisisTrainingCases();
const model = trainCrisisModel(cases);
const path = fileURLToPath(new URL('../triage/crisis-model.json', import.meta.url));
writeFileSync(path, `${JSON.stringify(model, null, 0)}\n`);
process.stdout.write(
  `crisis model: ${Object.keys(model.weights).length} weights from ${cases.length} development cases and probes -> ${path}\n`,
);
