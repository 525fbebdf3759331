/**
 * Trains the crisis model (triage/crisis-model.ts) on triage cases: logistic regression by plain
 * gradient descent over words and word pairs seen at least twice, every case weighing the same.
 * Deterministic, so that a test can check the committed model is what the development set gives.
 */
import { crisisFeatures, type CrisisModel } from '../triage/crisis-model';
import corpus from './crisis-corpus.json';
import { CRISIS_LOOK_ALIKES_OF_THE_TESTS } from './crisis-look-alikes';
import { CRISIS_LOOK_ALIKE_PROBES, CRISIS_LOOK_ALIKES_OLDER_RULES_FLAG, CRISIS_PROBES } from './crisis-probes';
import { DEV_SET } from './dev-set';
import * as emergencyProbes from './emergency-probes';
import type { TriageCase } from './triage-case';

const ROUNDS = 4000;
const STEP = 1;
const DECAY = 1e-4;
/** Weights smaller than this are left out of the stored model (they barely move a score). */
const KEPT = 0.005;

/** Whether a case is a crisis: its category or another category also right. */
export const isCrisisCase = (entry: TriageCase) => entry.category === 'crisis' || (entry.alsoCategory ?? []).includes('crisis');

/**
 * What the model learns from: the development set, the crisis probes and their look-alikes, the
 * training corpus (crisis-corpus.json, written for training only), the unit tests' crisis
 * look-alikes and the emergency probes' look-alikes (the emergency probes themselves are left
 * out: an overdose probe says nothing of intent either way). `keep` leaves cases out (to measure on them).
 */
export function crisisTrainingCases(keep: (entry: TriageCase) => boolean = () => true): TriageCase[] {
  const probe = (category: string) => (message: string, index: number) => ({ id: `probe-${category}-${index}`, message, category });
  const emergencyLookAlikes = Object.entries(emergencyProbes)
    .filter(([name]) => name.startsWith('LOOK_ALIKE_PROBES'))
    .flatMap(([, batch]) => batch as readonly string[]);
  return [
    ...DEV_SET,
    ...[...CRISIS_PROBES, ...corpus.crisis].map(probe('crisis')),
    ...[
      ...CRISIS_LOOK_ALIKE_PROBES,
      ...CRISIS_LOOK_ALIKES_OLDER_RULES_FLAG,
      ...CRISIS_LOOK_ALIKES_OF_THE_TESTS,
      ...corpus.notCrisis,
      ...emergencyLookAlikes,
    ].map(probe('none')),
  ].filter(keep);
}

export function trainCrisisModel(cases: readonly TriageCase[]): CrisisModel {
  const counts = new Map<string, number>();
  const featured = cases.map((entry) => crisisFeatures(entry.message));
  for (const features of featured) for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const names = [...counts.keys()].filter((name) => counts.get(name)! >= 2).sort();
  const index = new Map(names.map((name, position) => [name, position]));
  const rows = featured.map((features) => features.map((feature) => index.get(feature)).filter((position) => position !== undefined));
  const labels = cases.map((entry) => (isCrisisCase(entry) ? 1 : 0));
  const weights = new Float64Array(names.length);
  const gradient = new Float64Array(names.length);
  let bias = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    gradient.fill(0);
    let biasGradient = 0;
    rows.forEach((row, caseIndex) => {
      let score = bias;
      for (const position of row) score += weights[position]!;
      const error = 1 / (1 + Math.exp(-score)) - labels[caseIndex]!;
      biasGradient += error;
      for (const position of row) gradient[position]! += error;
    });
    for (let position = 0; position < weights.length; position += 1) {
      weights[position]! -= STEP * (gradient[position]! / rows.length + DECAY * weights[position]!);
    }
    bias -= STEP * (biasGradient / rows.length);
  }
  const kept: Record<string, number> = {};
  names.forEach((name, position) => {
    if (Math.abs(weights[position]!) >= KEPT) kept[name] = Math.round(weights[position]! * 1e4) / 1e4;
  });
  return { bias: Math.round(bias * 1e4) / 1e4, weights: kept };
}
