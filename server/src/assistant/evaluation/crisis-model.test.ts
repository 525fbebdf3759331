import committed from '../triage/crisis-model.json';
import { CRISIS_LIKELY, crisisFeatures, crisisLikelihood, crisisLikely } from '../triage/crisis-model';
import { crisisTrainingCases, isCrisisCase, trainCrisisModel } from './crisis-model-training';
import { DEV_SET } from './dev-set';

describe('crisis model', () => {
  it('is what training on the development set gives (run `npm --prefix server run train:crisis-model` after changing the set)', () => {
    expect(trainCrisisModel(crisisTrainingCases())).toEqual(committed);
  });

  it('reads crises of a batch it was not trained on, and few of its look-alikes', () => {
    const heldOut = (id: string) => /^dev-b5[1-4]-/.test(id);
    const model = trainCrisisModel(crisisTrainingCases((entry) => !heldOut(entry.id)));
    const batch = DEV_SET.filter((entry) => heldOut(entry.id));
    const crises = batch.filter(isCrisisCase);
    const others = batch.filter((entry) => entry.category === 'none');
    const read = (entries: typeof batch) => entries.filter((entry) => crisisLikelihood(entry.message, model) >= CRISIS_LIKELY).length;
    expect(crises.length).toBeGreaterThan(80);
    expect(read(crises) / crises.length).toBeGreaterThan(0.45);
    expect(read(others) / others.length).toBeLessThan(0.05);
  });

  it('is silenced by a stated denial', () => {
    const message = "I've been thinking about ending things, it feels like the only way out";
    expect(crisisLikely(message)).toBe(true);
    expect(crisisLikely(`${message}, but I'm not suicidal and have no thoughts of hurting myself`)).toBe(false);
  });

  it('does not read dying of a feeling as death', () => {
    expect(crisisFeatures('honestly I could die of shock, the bill was huge')).toEqual(
      crisisFeatures('honestly I could, the bill was huge'),
    );
    expect(crisisFeatures('i want to die')).toContain('die');
  });
});
