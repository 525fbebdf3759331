/**
 * How the built-in guide reads a message: words in lower case, contractions spelt out, a light
 * stemmer and a small edit distance (so "headake", "diarhea" and "breathing" find "headache",
 * "diarrhoea" and "breathe"), phrases matched in order with at most one word between their
 * words, and negation ("no chest pain", "I don't have a fever") looked for just before a phrase
 * within its clause.
 */

/** Marks the end of a clause in a token list; phrases and negations never cross it. */
export const CLAUSE_BREAK = '|';

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bcan['’]?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon['’]?t\b/g, 'will not'],
  [/\bain['’]t\b/g, 'is not'],
  [/\b(\w+)n['’]t\b/g, '$1 not'],
  [/\b(dont|doesnt|didnt|isnt|wasnt|havent|hasnt|couldnt|wouldnt|shouldnt|arent|werent)\b/g, '$1 not'],
  [/\bi['’]m\b/g, 'i am'],
  [/\b(\w+)['’](re|ve|ll|d)\b/g, '$1 $2'],
  [/\b(it|that|there|what|he|she)['’]s\b/g, '$1 is'],
  [/['’]s\b/g, ''],
];

/** Words that end a clause for negation and phrase matching. */
const BREAK_WORDS = new Set(['but', 'however', 'although', 'though', 'yet', 'except', 'apart', 'also', 'just', 'only']);

/** Words that negate a phrase starting within NEGATION_WINDOW words after them. */
const NEGATIONS = new Set(['no', 'not', 'without', 'never', 'deny', 'denies', 'nor', 'none', 'neither', 'nothing']);
const NEGATION_WINDOW = 4;
/**
 * Verbs after "not" that say something goes on ("can not stop crying") or that are themselves the
 * complaint ("can not sleep, mind racing"): what follows them is not denied.
 */
const KEEPS_ON: ReadonlySet<string> = new Set(['stop', 'stopped', 'help', 'sleep', 'cope', 'relax', 'concentrate', 'focus']);
/** Words that start someone else's statement: a negation before them does not reach past them ("no fever, my throat is sore"). */
const NEGATION_STOPS = new Set(['my', 'his', 'her', 'their', 'our', 'i', 'he', 'she', 'they', 'we']);
const PREPOSITIONS = new Set(['in', 'on', 'of', 'at', 'from', 'to', 'around', 'under', 'behind', 'near', 'down', 'across']);
const POSSESSIVES = new Set(['my', 'his', 'her', 'their', 'our']);
/** Negations of a verb ("not hit", "never hurt"), unlike "no", which negates a noun ("no fever, my throat"). */
const VERB_NEGATIONS = new Set(['not', 'never']);
/** Ways of hurting a part of the body: negated, they say the part was not hurt. */
const INJURY_VERBS = new Set(
  'hit hurt bang banged bump bumped knock knocked injure injured break broke damage damaged twist twisted bash bashed smack smacked whack whacked'.split(
    ' ',
  ),
);

/** Common words that are never read as a typo of a medical word ("should" is not "shoulder", "write" not "wrist"). */
const NEVER_TYPO_WORDS = [
  'should',
  'would',
  'could',
  'write',
  'wrote',
  'about',
  'after',
  'other',
  'where',
  'there',
  'their',
  'these',
  'those',
  'while',
  'which',
  'being',
  'thing',
  'think',
  'thank',
  'night',
  'right',
  'might',
  'bring',
  'still',
  'start',
  'stand',
  'heard',
  'feeling',
  'moving',
  'having',
  'doing',
  'going',
  'eating',
  'coming',
  'making',
  'taking',
  // Everyday words one edit from a word of the rule set: "child" is not "chill", "month" not "mouth".
  'child',
  'chilly',
  'month',
  'months',
  'drank',
  'stood',
  'though',
  'water',
  'horse',
  'plane',
  'form',
  'pressing',
  // "the nurse dresses it" is no "depressed".
  'dress',
];

/** Lower case, accents and punctuation removed, contractions spelt out, clause breaks as CLAUSE_BREAK tokens. */
export function tokenize(text: string): string[] {
  let normalized = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, replacement] of CONTRACTIONS) normalized = normalized.replace(pattern, replacement);
  // "dont" style words without the apostrophe were split above ("dont not"): keep just the negation.
  normalized = normalized.replace(/\b(do|does|did|is|was|have|has|could|would|should|are|were)nt not\b/g, '$1 not');
  const spaced = normalized.replace(/[.!?;:()\n\r]+/g, ` ${CLAUSE_BREAK} `).replace(/[^a-z0-9|]+/g, ' ');
  const tokens: string[] = [];
  for (const word of spaced.split(' ')) {
    if (!word) continue;
    const token = BREAK_WORDS.has(word) ? CLAUSE_BREAK : word;
    if (token === CLAUSE_BREAK && (tokens.length === 0 || tokens[tokens.length - 1] === CLAUSE_BREAK)) continue;
    tokens.push(token);
  }
  return tokens;
}

/**
 * Words whose -ing form means something else than the word it comes from: the way a pain feels
 * ("a burning feeling" is no burn, "a stabbing pain" no stab wound) and "teething" (not "teeth").
 */
const WHOLE_WORDS = new Set(['burning', 'stabbing', 'shooting', 'stinging', 'throbbing', 'teething']);

/** A light stemmer applied alike to messages and phrases: plural, -ing, -ed and a final e go. */
export function stem(word: string): string {
  if (WHOLE_WORDS.has(word)) return word;
  let out = word;
  if (out.length > 4 && out.endsWith('ies')) out = `${out.slice(0, -3)}y`;
  else if (out.length > 3 && out.endsWith('s') && !/(ss|us|is)$/.test(out)) out = out.slice(0, -1);
  if (out.length > 5 && out.endsWith('ing')) out = out.slice(0, -3);
  else if (out.length > 4 && out.endsWith('ed')) out = out.slice(0, -2);
  while (out.length > 3 && out.endsWith('e')) out = out.slice(0, -1);
  return out;
}

/** Edit distance with transpositions (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos allowed for a phrase word (stemmed) of this length: none up to 4 letters, 1 from 5, 2 from 7. */
function allowedTypos(length: number): number {
  if (length < 5) return 0;
  return length < 7 ? 1 : 2;
}

/** True when b is a with two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  return differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!];
}

const sameWordMemo = new Map<string, boolean>();
let neverTypoStems: Set<string> | undefined;
const neverTypos = () => (neverTypoStems ??= new Set(NEVER_TYPO_WORDS.map(stem)));

/** True when a message word (stemmed) stands for a phrase word (stemmed), allowing typos; first letters must agree. */
export function sameWordWithTypos(messageStem: string, phraseStem: string): boolean {
  if (messageStem === phraseStem) return true;
  const typos = allowedTypos(phraseStem.length);
  if (messageStem[0] !== phraseStem[0] || messageStem.length < 3 || neverTypos().has(messageStem)) return false;
  // Short words allow only two neighbouring letters swapped ("pian"), so "born" never reads as "burn".
  if (typos === 0)
    return (
      phraseStem.length === 4 &&
      messageStem.length === 4 &&
      editDistance(messageStem, phraseStem, 1) === 1 &&
      isSwap(messageStem, phraseStem)
    );
  const key = `${messageStem} ${phraseStem}`;
  let same = sameWordMemo.get(key);
  if (same === undefined) {
    same = Math.abs(messageStem.length - phraseStem.length) < typos + 1 && editDistance(messageStem, phraseStem, typos) <= typos;
    if (sameWordMemo.size > 50_000) sameWordMemo.clear();
    sameWordMemo.set(key, same);
  }
  return same;
}

/** A phrase ready to match: its stemmed words. */
export type Phrase = readonly string[];

export function compilePhrase(text: string): Phrase {
  return tokenize(text)
    .filter((token) => token !== CLAUSE_BREAK)
    .map(stem);
}

/** A message ready to match: its tokens and their stems. */
export interface PreparedText {
  tokens: readonly string[];
  stems: readonly string[];
}

export function prepareText(text: string): PreparedText {
  const tokens = tokenize(text);
  return { tokens, stems: tokens.map((token) => (token === CLAUSE_BREAK ? CLAUSE_BREAK : stem(token))) };
}

export interface PhraseMatch {
  start: number;
  end: number;
  negated: boolean;
}

/** Words that may stand between the two words of a phrase said the other way round ("my nose is blocked"). */
const LINKING_WORDS = new Set([
  'is',
  'are',
  'was',
  'were',
  'feel',
  'feels',
  'felt',
  'has',
  'have',
  'been',
  'become',
  'became',
  'gone',
  'turned',
  'look',
  'looks',
  'getting',
  'gets',
  'got',
  'so',
  'very',
  'really',
  'bit',
  'a',
  'little',
  'quite',
  'all',
  'always',
  'too',
]);
const LINKING_MAX = 3;

/**
 * Where `phrase` occurs in the text: its words in order, at most one other word between two of
 * them, within one clause; a two-word phrase also the other way round with only linking words
 * between ("throat is sore" for "sore throat"). A phrase of one word must match a whole word.
 * Words of `known` (stems) are matched only as they are, without typos.
 */
export function findPhrase(text: PreparedText, phrase: Phrase, exact = false, known?: ReadonlySet<string>): PhraseMatch[] {
  // A word the guide knows as it is spelt ("flutter") is that word, never a typo of another ("floater").
  const sameWord = exact
    ? (a: string, b: string) => a === b
    : (a: string, b: string) => a === b || (!known?.has(a) && sameWordWithTypos(a, b));
  const matches: PhraseMatch[] = [];
  const { stems } = text;
  if (phrase.length === 0) return matches;
  for (let start = 0; start < stems.length; start += 1) {
    if (stems[start] === CLAUSE_BREAK) continue;
    if (phrase.length === 2 && sameWord(stems[start]!, phrase[1]!)) {
      for (let step = 1; step <= LINKING_MAX + 1; step += 1) {
        const candidate = stems[start + step];
        if (candidate === undefined || candidate === CLAUSE_BREAK) break;
        if (sameWord(candidate, phrase[0]!)) {
          matches.push({ start, end: start + step, negated: isNegated(text, start) });
          break;
        }
        if (!LINKING_WORDS.has(text.tokens[start + step]!)) break;
      }
    }
    if (!sameWord(stems[start]!, phrase[0]!)) continue;
    let position = start;
    let matched = true;
    for (let k = 1; k < phrase.length && matched; k += 1) {
      matched = false;
      for (let step = 1; step <= 2; step += 1) {
        const candidate = stems[position + step];
        if (candidate === undefined || candidate === CLAUSE_BREAK) break;
        if (sameWord(candidate, phrase[k]!)) {
          position += step;
          matched = true;
          break;
        }
      }
    }
    if (matched) matches.push({ start, end: position, negated: isNegated(text, start) });
  }
  return matches;
}

/** True when a negation word comes shortly before `start`, in the same clause. */
export function isNegated(text: PreparedText, start: number): boolean {
  for (let back = 1; back <= NEGATION_WINDOW; back += 1) {
    const token = text.tokens[start - back];
    if (token === undefined || token === CLAUSE_BREAK) return false;
    // "my" after a preposition belongs to the same phrase ("no pain in my testicles"), not a new statement;
    // nor does a possessive after a negated injury ("did not hit her head"): the part was not hurt.
    // ("can not control my anger", "can not feel my legs" still name what is wrong.)
    if (
      NEGATION_STOPS.has(token) &&
      !PREPOSITIONS.has(text.tokens[start - back - 1] ?? '') &&
      !(
        POSSESSIVES.has(token) &&
        INJURY_VERBS.has(text.tokens[start - back - 1] ?? '') &&
        VERB_NEGATIONS.has(text.tokens[start - back - 2] ?? '')
      )
    )
      return false;
    // "can not stop coughing", "can not sleep, mind racing": what follows goes on, it is not denied.
    if (token === 'not' && back > 1 && KEEPS_ON.has(text.tokens[start - back + 1] ?? '')) return false;
    if (NEGATIONS.has(token)) return true;
  }
  return false;
}

/** The first match of any of the phrases that is not negated, or undefined. */
export function findAffirmed(text: PreparedText, phrases: readonly Phrase[]): PhraseMatch | undefined {
  for (const phrase of phrases) {
    const match = findPhrase(text, phrase).find((found) => !found.negated);
    if (match) return match;
  }
  return undefined;
}

/** True when any of the phrases occurs, negated or not. */
export function mentions(text: PreparedText, phrases: readonly Phrase[]): boolean {
  return phrases.some((phrase) => findPhrase(text, phrase).length > 0);
}
