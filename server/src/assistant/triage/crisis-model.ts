/**
 * How likely a message is to tell of a suicidal crisis or self-harm, learnt from the words of the
 * development set (issue 21 point 4: safe when unsure). The rules read a crisis from its parts
 * (crisis-signs.ts); people in crisis keep finding ways of saying it that no rule names yet, and
 * this catches many of them: a logistic regression over words and word pairs, trained on the
 * development set and a corpus written for training (evaluation/crisis-model-training.ts,
 * `npm run train:crisis-model`), never on the sealed set or the first-sight batches. A stated denial ("not suicidal", "no thoughts of hurting myself") silences it.
 */
import model from './crisis-model.json';

export interface CrisisModel {
  bias: number;
  /** Weight of each word and word pair; absent ones weigh nothing. */
  weights: Record<string, number>;
}

/** At or above this likelihood the message is answered as a crisis (chosen on development batches 51-60 held out of training, and a cross-validation). */
export const CRISIS_LIKELY = 0.7;

/** Dying of a feeling ("die of embarrassment") is an idiom: its words are not read. */
const DYING_OF_A_FEELING =
  /\b(die|dies|died|dying|dead) (of|from|with) (embarrassment|boredom|laughter|laughing|curiosity|cuteness|excitement|fright|shock|thirst|hunger|jealousy)\b/g;

/** The words of a message, lower-cased without apostrophes, then each pair of neighbours. */
export function crisisFeatures(message: string): string[] {
  const words = (
    message
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(DYING_OF_A_FEELING, ' ')
      .match(/[a-z0-9']+/g) ?? []
  ).map((word) => word.replace(/'/g, ''));
  const features = new Set(words);
  for (let index = 1; index < words.length; index += 1) features.add(`${words[index - 1]} ${words[index]}`);
  return [...features];
}

/** The model's likelihood (0-1) that `message` tells of a crisis. */
export function crisisLikelihood(message: string, crisisModel: CrisisModel = model): number {
  let score = crisisModel.bias;
  for (const feature of crisisFeatures(message)) score += crisisModel.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-score));
}

/** "Not suicidal", "no thoughts of harming myself", "I would never do anything": said, the words are not read as a crisis. */
const DENIED =
  /\b(not|never|no longer|isnt|im not|i am not|arent) (suicidal|going to (hurt|harm|kill) (myself|himself|herself|themselves))\b|\bno (thoughts|thought|plans?|intention|intent|urges?) (of|to|about) (harming|hurting|killing|ending|self harm|suicide|hurt|harm|kill|end)\b|\b(not|never) (thinking|thought) (of|about) (harming|hurting|killing|ending) (myself|my life|himself|herself|it)\b|\b(would|will) never (do anything|hurt myself|harm myself|do that)\b|\b(dont|do not) want to (die|hurt myself|harm myself|kill myself) (or (hurt|harm|kill) myself|or anything like that)\b/;

/** Whether the model reads `message` as a crisis. */
export function crisisLikely(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘`']/g, '');
  return !DENIED.test(text) && crisisLikelihood(message) >= CRISIS_LIKELY;
}
