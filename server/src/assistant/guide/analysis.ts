/**
 * Reads a conversation the way the built-in guide understands it: red flags first, then the
 * conditions of the rule set, dangerous combinations, a child being mentioned, requests for
 * medicines or diagnoses, and whether the message is vague, about health at all, or a greeting.
 * Every provider uses this for urgency, emergency guidance and the specialties suggested.
 */
import type { AssistantSpecialty, AssistantTurn, AssistantUrgency } from '@telehealth/shared-api/core';
import { BODY_AREAS, CONDITIONS, type Condition } from './conditions';
import type { Situation } from '../triage/situations';
import { triageMessage, type DangerCue } from '../triage/triage';
import { adjustUrgency, readDurationDays, settleResolved, type UrgencyRule } from '../triage/urgency';
import { DIAGNOSIS_REQUEST_PHRASES, INJECTION_PHRASES, MEDICINE_NAMES, MEDICINE_REQUEST_PHRASES } from './safety-words';
import { CLAUSE_BREAK, compilePhrase, findPhrase, mentions, prepareText, type Phrase, type PreparedText } from './text-match';

/** The one clarifying question the guide asks when a message is too vague. */
export const CLARIFYING_QUESTION =
  'Could you tell me a little more: what symptoms you have, where you feel them, how long they have lasted and how severe they are?';

/** A pair (or more) of conditions that together make the situation more urgent. */
export interface Combination {
  all: readonly string[];
  urgency: Exclude<AssistantUrgency, 'emergency'>;
  note: string;
  /** The specialty that sees the combination first, when it is not the first condition's. */
  specialty?: AssistantSpecialty;
}

/** Dangerous combinations short of an emergency (the emergencies are red flags). Condition ids. */
export const COMBINATIONS: readonly Combination[] = [
  { all: ['fever', 'rash'], urgency: 'today', note: 'A rash together with a high temperature should be checked by a doctor today.' },
  {
    all: ['fever', 'stomach-ache'],
    urgency: 'today',
    note: 'Stomach pain with a high temperature can need prompt care: see a doctor today.',
  },
  { all: ['cough', 'breathlessness'], urgency: 'today', note: 'A cough with shortness of breath should be checked by a doctor today.' },
  // A tight or sore chest with a cold or a cough most often comes from the chest itself: a general doctor sees it first.
  {
    all: ['chest-pain', 'common-cold'],
    urgency: 'today',
    note: 'A tight or painful chest with a cold should be checked by a doctor today.',
    specialty: 'General Medicine',
  },
  {
    all: ['chest-pain', 'cough'],
    urgency: 'today',
    note: 'A tight or painful chest with a cough should be checked by a doctor today.',
    specialty: 'General Medicine',
  },
  {
    all: ['fever', 'breathlessness'],
    urgency: 'today',
    note: 'A high temperature with shortness of breath should be checked by a doctor today.',
  },
  { all: ['headache', 'nausea-vomiting'], urgency: 'today', note: 'A headache with vomiting should be checked by a doctor today.' },
  { all: ['fever', 'back-pain'], urgency: 'today', note: 'Back pain with a high temperature should be checked by a doctor today.' },
  {
    all: ['uti', 'fever'],
    urgency: 'today',
    note: 'Urinary symptoms with a high temperature can mean the infection has spread: see a doctor today.',
  },
  { all: ['uti', 'back-pain'], urgency: 'today', note: 'Urinary symptoms with back or side pain should be checked by a doctor today.' },
  {
    all: ['stress', 'insomnia'],
    urgency: 'self-care',
    note: 'Stress and poor sleep often feed each other; talking it through with someone can help both.',
    specialty: 'Psychiatry',
  },
  {
    all: ['palpitations', 'fainting'],
    urgency: 'today',
    note: 'Palpitations with fainting should be checked by a doctor today.',
    specialty: 'Cardiology',
  },
  { all: ['palpitations', 'dizziness'], urgency: 'today', note: 'Palpitations with dizziness should be checked by a doctor today.' },
  // A racing heart told with anxiety is most often the anxiety's (NHS: Heart palpitations; Generalised anxiety disorder).
  {
    all: ['palpitations', 'anxiety'],
    urgency: 'self-care',
    note: 'A racing heart often comes with anxiety; see a doctor if it happens without it, lasts long or comes with chest pain or fainting.',
    specialty: 'Psychiatry',
  },
  {
    all: ['pregnancy', 'stomach-ache'],
    urgency: 'today',
    note: 'Stomach pain in pregnancy should be checked by a doctor or midwife today.',
  },
  {
    all: ['pregnancy', 'headache'],
    urgency: 'today',
    note: 'A headache in pregnancy, especially with swelling or vision changes, should be checked today.',
  },
  {
    all: ['pregnancy', 'swollen-legs'],
    urgency: 'today',
    note: 'Sudden swelling in pregnancy should be checked by a doctor or midwife today.',
  },
  { all: ['eye-pain', 'vision'], urgency: 'today', note: 'A painful eye with changes in vision should be checked today.' },
  { all: ['red-eye', 'vision'], urgency: 'today', note: 'A red eye with changes in vision should be checked today.' },
  // A swollen ankle or leg after an injury is a sprain or a break (NHS: Sprains and strains).
  {
    all: ['sprain', 'swollen-legs'],
    urgency: 'days',
    note: 'Swelling after an injury is usually a sprain; see a doctor if you cannot put weight on it.',
    specialty: 'Orthopedics',
  },
  {
    all: ['fracture', 'swollen-legs'],
    urgency: 'today',
    note: 'Swelling after an injury with a possible break should be checked today.',
    specialty: 'Orthopedics',
  },
  // Itchy eyes with hay fever are the hay fever's (NHS: Hay fever).
  {
    all: ['hay-fever', 'red-eye'],
    urgency: 'self-care',
    note: 'Itchy, watery eyes are common with hay fever; see a doctor if an eye is painful or your sight changes.',
    specialty: 'ENT',
  },
  // Blurred vision with migraines is usually the migraine's aura (NHS: Migraine).
  {
    all: ['migraine', 'vision'],
    urgency: 'days',
    note: 'Changes in vision that come with migraines should be checked, especially if they are new or different.',
    specialty: 'Neurology',
  },
  // Stomach cramps with a period are period pain (NHS: Period pain).
  {
    all: ['stomach-ache', 'period-problems'],
    urgency: 'self-care',
    note: 'Cramps in the tummy with a period are common; see a doctor if they are severe or not eased by the usual measures.',
    specialty: 'Gynecology',
  },
  // Feeling faint with period pain or heavy periods is looked at with the periods (NHS: Heavy periods).
  {
    all: ['fainting', 'period-problems'],
    urgency: 'days',
    note: 'Feeling faint with period pain or heavy periods should be checked by a doctor.',
    specialty: 'Gynecology',
  },
  // Night sweats with weight loss are checked by a general doctor first, whatever the age (NHS: Night sweats).
  {
    all: ['weight-change', 'menopause'],
    urgency: 'days',
    note: 'Night sweats with weight loss should be checked by a doctor.',
    specialty: 'General Medicine',
  },
  // Weight lost with a tremor or heavy sweating: the thyroid is checked first (NHS: Overactive thyroid).
  {
    all: ['weight-change', 'tremor'],
    urgency: 'days',
    note: 'Weight loss with shaky hands should be checked by a doctor, who may test your thyroid.',
    specialty: 'General Medicine',
  },
  {
    all: ['weight-change', 'sweating'],
    urgency: 'days',
    note: 'Weight loss with heavy sweating should be checked by a doctor, who may test your thyroid.',
    specialty: 'General Medicine',
  },
  {
    all: ['diarrhoea', 'fever'],
    urgency: 'days',
    note: 'Diarrhoea with a high temperature is worth checking if it does not settle within two days.',
  },
  // Swollen ankles with breathlessness are checked for the heart first (NHS: Heart failure).
  {
    all: ['swollen-legs', 'breathlessness'],
    urgency: 'today',
    note: 'Swollen ankles with shortness of breath should be checked by a doctor today.',
    specialty: 'Cardiology',
  },
  // Low mood after having a baby is seen by mental health care first (NHS: Postnatal depression).
  {
    all: ['after-birth', 'depression'],
    urgency: 'days',
    note: 'Low mood that lasts more than two weeks after having a baby is common and treatable: talk to a doctor, midwife or health visitor.',
    specialty: 'Psychiatry',
  },
  // A twitching eyelid with stress or too much coffee is the stress's and the coffee's (NHS: Twitching eyes and muscles).
  {
    all: ['eyelid-twitch', 'stress'],
    urgency: 'self-care',
    note: 'Stress, tiredness and caffeine are the usual causes of a twitching eyelid; see a doctor if it lasts more than two weeks.',
    specialty: 'General Medicine',
  },
  // Two kinds of headache compared, or told together, are for the headache specialist (NHS: Migraine).
  {
    all: ['headache', 'migraine'],
    urgency: 'self-care',
    note: 'Headaches that keep coming back, of one kind or another, are worth talking through with a doctor.',
    specialty: 'Neurology',
  },
  // A sore throat that comes with a cold is the cold's (NHS: Common cold).
  {
    all: ['sore-throat', 'common-cold'],
    urgency: 'self-care',
    note: 'A sore throat often comes with a cold and gets better with it.',
    specialty: 'General Medicine',
  },
  // A tight chest in someone's usual panic attacks is seen with the panic (NHS: Panic disorder).
  {
    all: ['chest-pain', 'anxiety'],
    urgency: 'days',
    note: 'A tight chest is common in panic attacks and anxiety; get emergency help if the pain is new, crushing or spreads to the arm or jaw.',
    specialty: 'Psychiatry',
  },
  // A nosebleed after a knock to the face is the nose's (NHS: Nosebleed; Broken nose).
  {
    all: ['head-bump', 'nosebleed'],
    urgency: 'self-care',
    note: 'A nosebleed after a knock usually stops with pressure; see a doctor if the nose looks out of shape or it keeps bleeding.',
    specialty: 'ENT',
  },
  // A racing mind that keeps someone awake is the worry's (NHS: Generalised anxiety disorder).
  {
    all: ['anxiety', 'insomnia'],
    urgency: 'self-care',
    note: 'Worry and poor sleep often feed each other; talking it through with someone can help both.',
    specialty: 'Psychiatry',
  },
];

/** A red flag is an emergency situation of the triage (triage/situations.ts). */
export type RedFlag = Situation;

export type AnalysisKind = 'emergency' | 'unsure' | 'symptoms' | 'vague' | 'unknown-health' | 'off-topic' | 'greeting';

export interface Analysis {
  kind: AnalysisKind;
  /** The red flag found (kind 'emergency'), or the one asked about in a general question. */
  redFlag?: RedFlag;
  /** A red flag mentioned in a general question or in history ("what are the signs of a stroke?"): information, not an alarm. */
  redFlagTopic?: RedFlag;
  /** The red flag was only asked about in general (not history): the answer says what to do if it happens. */
  topicAsked?: boolean;
  /** Suicidal thoughts or self-harm told as past, with nothing else named: mental health care and the crisis lines. */
  pastCrisis?: boolean;
  /** Suicidal thoughts or self-harm are part of it: crisis lines come with the answer. */
  crisis: boolean;
  /** A danger cue the guide could not place (kind 'unsure'). */
  unsure?: DangerCue;
  /** Rules of duration, age and course that raised the urgency. */
  urgencyRules: UrgencyRule[];
  /** Recognised conditions, most relevant first (at most 2). */
  conditions: Condition[];
  /** Combinations that raised the urgency. */
  combinations: Combination[];
  urgency: AssistantUrgency | null;
  /** Specialties to suggest, most fitting first (at most 2). */
  specialties: AssistantSpecialty[];
  child: boolean;
  asksForMedicine: boolean;
  asksForDiagnosis: boolean;
  injection: boolean;
  /** The previous answer was the clarifying question: do not ask again. */
  alreadyAsked: boolean;
  /** A greeting that thanks. */
  thanks: boolean;
}

interface CompiledCondition {
  condition: Condition;
  phrases: Array<{ phrase: Phrase; length: number }>;
  /** Match words exactly (no typos): single everyday words such as "hand" or "back". */
  exact: boolean;
}

const compile = (phrases: readonly string[]) => phrases.map(compilePhrase).filter((phrase) => phrase.length > 0);

const compileConditions = (conditions: readonly Condition[], exact: boolean): CompiledCondition[] =>
  conditions.map((condition) => ({
    condition,
    phrases: compile(condition.phrases).map((phrase) => ({ phrase, length: phrase.length })),
    exact,
  }));
const COMPILED_CONDITIONS = compileConditions(CONDITIONS, false);
const COMPILED_BODY_AREAS = compileConditions(BODY_AREAS, true);
/** Every word of the rule set: a message word among them is read as itself, not as a typo of another. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...[...COMPILED_CONDITIONS, ...COMPILED_BODY_AREAS].flatMap(({ phrases }) => phrases.flatMap(({ phrase }) => phrase)),
  // Everyday words two edits from a rule's word ("screaming" and "suncream", "Spain" and "spine").
  ...compile(['screaming', 'spain']).flat(),
]);
const MEDICINE_PHRASES = compile([...MEDICINE_REQUEST_PHRASES, ...MEDICINE_NAMES]);
const DIAGNOSIS_PHRASES = compile(DIAGNOSIS_REQUEST_PHRASES);
const INJECTION = compile(INJECTION_PHRASES);

/** Messages that mean "something is wrong" without saying what. */
const VAGUE_PHRASES = compile([
  'not feeling well',
  'not feeling good',
  'not feeling great',
  'feel unwell',
  'feeling unwell',
  'feel sick',
  'feeling sick',
  'feel ill',
  'feeling ill',
  'i am sick',
  'i am ill',
  'not well',
  'feel bad',
  'feel terrible',
  'feel awful',
  'feel weird',
  'feel strange',
  'something is wrong',
  'something wrong with me',
  'i have pain',
  'in pain',
  'it hurts',
  'hurts',
  'pain',
  'ache',
  'symptoms',
  'health problem',
  'medical problem',
  'worried about my health',
  'need a doctor',
  'need help',
  'help me',
  'help',
  'which doctor',
  'what kind of doctor',
  'which specialist',
]);

/** Words that show a message is about health even when the guide does not know the condition. */
const HEALTH_WORDS = compile([
  'disease',
  'syndrome',
  'condition',
  'symptom',
  'illness',
  'infection',
  'disorder',
  'cancer',
  'tumour',
  'tumor',
  'virus',
  'bacteria',
  'doctor',
  'hospital',
  'medical',
  'medicine',
  'medication',
  'treatment',
  'health',
  'injury',
  'swollen',
  'swelling',
  'lump',
  'bleeding',
  'blood',
  'surgery',
  'operation',
  'scan',
  'x ray',
  'mri',
  'test results',
  'sick',
  'nurse',
  'clinic',
  'pills',
  'tablets',
  'prescribe',
  'prescription',
  'dose',
  'diagnose',
]);
const MEDICAL_SUFFIX = /(itis|osis|emia|aemia|oma|pathy|algia|plasia)$/;

const GREETING =
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks?( you)?( so much| very much)?|thank you|ok(ay)?|cheers|bye|goodbye|great|cool)[\s!.,]*$/i;

const URGENCY_RANK: Record<AssistantUrgency, number> = { emergency: 4, today: 3, days: 2, 'self-care': 1 };

function moreUrgent(a: AssistantUrgency | null, b: AssistantUrgency | null): AssistantUrgency | null {
  if (!a) return b;
  if (!b) return a;
  return URGENCY_RANK[a] >= URGENCY_RANK[b] ? a : b;
}

/**
 * A red flag whose signs are spread over the user's previous message and the new one ("chest
 * pain", then "now I can't breathe"). Only one the new message completes: an emergency told
 * earlier in full is not raised again by every later message.
 */
function findRedFlagAcrossTurns(turns: readonly AssistantTurn[], latest: string): RedFlag | undefined {
  const userTurns = turns.filter((turn) => turn.role === 'user');
  const previous = userTurns[userTurns.length - 2];
  if (!previous) return undefined;
  const together = triageMessage(`${previous.content}. ${latest}`).situation;
  if (!together || together.guidance === 'crisis' || triageMessage(previous.content).situation?.id === together.id) return undefined;
  return together;
}

interface FoundCondition {
  condition: Condition;
  /** Words in the longest phrase matched. */
  score: number;
  start: number;
  end: number;
  order: number;
}

/** Words before a part of the body that show it is meant as one ("my back", "a sore knee"). */
const BODY_PART_BEFORE = new Set(
  'my his her their our your the a an left right both lower upper middle sore swollen painful broken bruised stiff aching achy numb itchy weak tender bad injured hurt twisted cut red dry'.split(
    ' ',
  ),
);
/** Words after a part of the body that say something is wrong with it ("knee hurts", "back pain"). */
const BODY_PART_AFTER = new Set(
  'hurts hurt hurting pain pains ache aches aching is are feels feel keeps has have was were swollen sore itches itching problem problems injury joint'.split(
    ' ',
  ),
);

/** Body-area words with other everyday senses ("came back", "on the other hand", "hear voices", "swallowed a coin"). */
const BODY_WORDS_WITH_OTHER_SENSES = new Set([
  'back',
  'hand',
  'hands',
  'head',
  'heart',
  'voice',
  'voices',
  'sight',
  'nail',
  'chest',
  'swallowed',
]);

/**
 * True when a body-area word at start..end names a part of the body: a word with other senses
 * only with a word around it that shows it ("my back hurts", not "choking back tears").
 */
function namesBodyPart(text: PreparedText, start: number, end: number): boolean {
  if (start !== end || !BODY_WORDS_WITH_OTHER_SENSES.has(text.tokens[start]!)) return true;
  // "the back of my throat", "the back of his hand": the part named after "of" is the one meant.
  if (text.tokens[start] === 'back' && text.tokens[end + 1] === 'of') return false;
  for (let back = 1; back <= 2; back += 1) {
    const token = text.tokens[start - back];
    if (token === undefined || token === CLAUSE_BREAK) break;
    if (BODY_PART_BEFORE.has(token)) return true;
  }
  const after = text.tokens[end + 1];
  return after !== undefined && BODY_PART_AFTER.has(after);
}

/**
 * Conditions mentioned (not negated), best first: longest phrase, then the more urgent, then
 * first mentioned, then rule-set order. A condition found only inside another's longer match
 * ("burning" inside "burning when I pee") is left out.
 */
function findConditions(text: PreparedText, compiled: readonly CompiledCondition[]): FoundCondition[] {
  const found: FoundCondition[] = [];
  compiled.forEach(({ condition, phrases, exact }, order) => {
    let best: FoundCondition | undefined;
    for (const { phrase, length } of phrases) {
      for (const match of findPhrase(text, phrase, exact, KNOWN_WORDS)) {
        if (match.negated || (exact && !namesBodyPart(text, match.start, match.end))) continue;
        if (!best || length > best.score || (length === best.score && match.start < best.start)) {
          best = { condition, score: length, start: match.start, end: match.end, order };
        }
      }
    }
    if (best) found.push(best);
  });
  found.sort(
    (a, b) =>
      b.score - a.score || URGENCY_RANK[b.condition.urgency] - URGENCY_RANK[a.condition.urgency] || a.start - b.start || a.order - b.order,
  );
  // Of two phrases that overlap ("a cold" and "cold sore" in "a cold sore"), the one that goes on
  // further names the thing: in English the last word of a compound is its head.
  const heads = found.filter(
    (entry) =>
      !found.some((other) => other.score >= entry.score && other.start > entry.start && other.start <= entry.end && other.end > entry.end),
  );
  const kept: FoundCondition[] = [];
  for (const entry of heads) {
    const inside = kept.some((other) => other.score > entry.score && other.start <= entry.start && entry.end <= other.end);
    if (!inside) kept.push(entry);
  }
  return kept;
}

/** Words that turn to the message's business ("... so embarrassing haha. Anyway, can I get ..."). */
const TOPIC_TURNS: ReadonlySet<string> = new Set(['anyway', 'anyways', 'anyhow']);
/** The same turn in two words ("... lol. but really, I need ...", "real question:"); "but" is a clause break. */
const TOPIC_TURN_PAIRS: ReadonlySet<string> = new Set([
  `${CLAUSE_BREAK} really`,
  `${CLAUSE_BREAK} seriously`,
  'seriously though',
  'real question',
  'serious question',
  'jokes aside',
  'joking aside',
]);

/** What is said after the last turn to the business leads; what came before it was an aside. */
function afterTopicTurn(text: PreparedText, found: FoundCondition[]): FoundCondition[] {
  let turn = -1;
  text.tokens.forEach((token, index) => {
    if (TOPIC_TURNS.has(token) || TOPIC_TURN_PAIRS.has(`${token} ${text.tokens[index + 1] ?? ''}`)) turn = index;
  });
  if (turn < 0) return found;
  return [...found.filter((entry) => entry.start > turn), ...found.filter((entry) => entry.start < turn)];
}

/** The text to read: the user's last message, and the one before it when the guide had asked for more. */
function relevantText(turns: readonly AssistantTurn[]): { text: string; alreadyAsked: boolean } {
  const last = turns[turns.length - 1]?.content ?? '';
  const previousAnswer = turns[turns.length - 2];
  const alreadyAsked = previousAnswer?.role === 'assistant' && previousAnswer.content.includes(CLARIFYING_QUESTION);
  const previousQuestion = turns[turns.length - 3];
  if (alreadyAsked && previousQuestion?.role === 'user') return { text: `${previousQuestion.content}. ${last}`, alreadyAsked };
  return { text: last, alreadyAsked };
}

/** Reads the conversation (last turn = the user's new message). */
export function analyzeConversation(turns: readonly AssistantTurn[]): Analysis {
  const { text: message, alreadyAsked } = relevantText(turns);
  const text = prepareText(message);
  const triage = triageMessage(message);
  const child = triage.person.subject === 'baby' || triage.person.subject === 'child';
  const teen =
    child &&
    ((triage.person.ageMonths !== null && triage.person.ageMonths >= 12 * 12) ||
      /\b(teen|teens|teenager|teenage)\b/.test(triage.text) ||
      // Periods, told of a daughter of no age, mean she is past puberty's start.
      (triage.person.ageMonths === null && /\b(period|periods)\b/.test(triage.text)));
  const base = {
    child,
    asksForMedicine: mentions(text, MEDICINE_PHRASES),
    asksForDiagnosis: mentions(text, DIAGNOSIS_PHRASES),
    injection: mentions(text, INJECTION),
    alreadyAsked,
    combinations: [] as Combination[],
    thanks: false,
    crisis: triage.crisis,
    urgencyRules: [] as UrgencyRule[],
  };

  const redFlag = triage.situation ?? findRedFlagAcrossTurns(turns, message);
  if (redFlag) {
    const specialty = child && redFlag.specialty === 'General Medicine' ? 'Pediatrics' : redFlag.specialty;
    // A crisis answer carries no booking buttons (issue 21 point 6).
    const specialties: AssistantSpecialty[] = triage.crisis || redFlag.guidance === 'crisis' ? [] : [specialty];
    return {
      ...base,
      crisis: triage.crisis || redFlag.guidance === 'crisis',
      kind: 'emergency',
      redFlag,
      conditions: [],
      urgency: 'emergency',
      specialties,
    };
  }

  const matched = afterTopicTurn(text, findConditions(text, COMPILED_CONDITIONS));
  // A check-up or test results come after any complaint named with them.
  const named = [
    ...matched.filter((entry) => !GENERIC_CONDITIONS.has(entry.condition.id)),
    ...matched.filter((entry) => GENERIC_CONDITIONS.has(entry.condition.id)),
  ];
  // Only when no entry matched: the part of the body named leads to its specialty.
  const found = named.length > 0 ? named : findConditions(text, COMPILED_BODY_AREAS).slice(0, 1);
  const conditions = found.slice(0, 2).map((entry) => entry.condition);
  const ids = new Set(found.map((entry) => entry.condition.id));
  const combinations = COMBINATIONS.filter((combination) => combination.all.every((id) => ids.has(id)));
  // A child named beside what the writer tells of themselves is not the one to be seen.
  const forChild = child && !grownChild(triage.text) && !(found[0] && aboutWriter(text, found[0]));
  const general: AssistantSpecialty[] = [forChild ? 'Pediatrics' : 'General Medicine'];

  if (triage.unsure) {
    const specialties = conditions.length > 0 ? specialtiesFor(conditions, forChild, teen) : general;
    return { ...base, kind: 'unsure', unsure: triage.unsure, conditions, urgency: 'today', specialties };
  }

  const topic = triage.topic && triage.topic.guidance !== 'crisis' ? triage.topic : undefined;
  const topicSpecialty = topic ? specialtyForTopic(topic, child, triage.text, triage.person.ageMonths) : undefined;
  if (triage.general) {
    // A question for information gets information, not a booking urgency.
    let specialties = topicSpecialty ? [topicSpecialty] : conditions.length > 0 ? specialtiesFor(conditions, forChild, teen) : general;
    // Two conditions asked about together that one specialty sees ("a migraine or a tension headache?").
    const led = topicSpecialty ? undefined : combinations.find((combination) => combination.specialty)?.specialty;
    if (led) specialties = [led, ...specialties.filter((specialty) => specialty !== led)].slice(0, 2);
    if (topic || conditions.length > 0) {
      return { ...base, kind: 'symptoms', redFlagTopic: topic, topicAsked: !!topic, conditions, urgency: null, specialties };
    }
  }

  // Suicidal thoughts or self-harm told as past ("I used to self harm as a teenager"), with
  // nothing else named: mental health care, with the crisis lines in case they come back.
  if (triage.topic?.guidance === 'crisis' && conditions.length === 0 && !topic) {
    return { ...base, kind: 'symptoms', pastCrisis: true, conditions, urgency: null, specialties: ['Psychiatry'] };
  }

  if (conditions.length > 0 || topic) {
    let urgency: AssistantUrgency | null = null;
    for (const condition of conditions) urgency = moreUrgent(urgency, condition.urgency);
    for (const combination of combinations) urgency = moreUrgent(urgency, combination.urgency);
    const settled = settleResolved(urgency === 'emergency' ? null : urgency, [...ids], triage.text, triage.resolved);
    const adjusted = adjustUrgency(settled, {
      text: triage.text,
      person: triage.person,
      days: readDurationDays(triage.text),
    });
    // A red flag named in history or resolved ("had a stroke last year", "the bleeding stopped")
    // says more about who should see it than a part of the body named beside it ("physio for his arm").
    // A check-up or test results say nothing of what is wrong: a red flag named beside them leads.
    // A repeat prescription is ordered from the general practice, whatever happened before ("had a stroke in 2019").
    const onlyGeneric = named.every((entry) => GENERIC_CONDITIONS.has(entry.condition.id)) && !ids.has('repeat-prescription');
    let specialties =
      topicSpecialty && onlyGeneric
        ? [topicSpecialty, ...specialtiesFor(conditions, forChild, teen).filter((specialty) => specialty !== topicSpecialty)].slice(0, 2)
        : specialtiesFor(conditions, forChild, teen);
    const led = combinations.find((combination) => combination.specialty)?.specialty;
    if (led) specialties = [led, ...specialties.filter((specialty) => specialty !== led)].slice(0, 2);
    // In pregnancy, whatever the complaint, the pregnancy team sees it first.
    if (ids.has('pregnancy') && !specialties.includes('Gynecology'))
      specialties = (['Gynecology', ...specialties] as AssistantSpecialty[]).slice(0, 2);
    else if (ids.has('pregnancy')) specialties = ['Gynecology', ...specialties.filter((specialty) => specialty !== 'Gynecology')];
    // Past suicidal thoughts or self-harm told with something else ("after my divorce"): mental
    // health care first, and the crisis lines in case they come back.
    const pastCrisis = triage.topic?.guidance === 'crisis' && !topic;
    // Unless what is asked about now is the skin of the old scars ("the old scars are itchy, a
    // cream?"): the skin doctor first, mental health care beside it (NHS: Scars).
    // The scars named with how their skin feels or looks, whichever part of the body they are on.
    const scarSkin =
      /\bscars?\b/.test(triage.text) &&
      (specialties[0] === 'Dermatology' ||
        /\b(itch\w*|dry|sore|red|raised|lumpy|tight|cream|creams|ointment|oil|fade|fading|silicone)\b/.test(triage.text));
    if (pastCrisis && scarSkin)
      specialties = (
        ['Dermatology', 'Psychiatry', ...specialties.filter((s) => s !== 'Dermatology' && s !== 'Psychiatry')] as AssistantSpecialty[]
      ).slice(0, 2);
    else if (pastCrisis)
      specialties = (['Psychiatry', ...specialties.filter((specialty) => specialty !== 'Psychiatry')] as AssistantSpecialty[]).slice(0, 2);
    return {
      ...base,
      kind: 'symptoms',
      pastCrisis,
      redFlagTopic: topic,
      conditions,
      combinations,
      urgency: triage.general ? null : conditions.length > 0 ? adjusted.urgency : null,
      urgencyRules: triage.general ? [] : adjusted.rules,
      specialties,
    };
  }

  if (GREETING.test(message.trim())) {
    return { ...base, kind: 'greeting', thanks: /thank|cheers/i.test(message), conditions: [], urgency: null, specialties: [] };
  }
  if (mentions(text, VAGUE_PHRASES) || (child && message.trim().split(/\s+/).length < 12)) {
    return { ...base, kind: alreadyAsked ? 'unknown-health' : 'vague', conditions: [], urgency: null, specialties: general };
  }
  const healthy =
    mentions(text, HEALTH_WORDS) || base.asksForMedicine || base.asksForDiagnosis || text.stems.some((word) => MEDICAL_SUFFIX.test(word));
  if (healthy) return { ...base, kind: 'unknown-health', conditions: [], urgency: null, specialties: general };
  return { ...base, kind: 'off-topic', conditions: [], urgency: null, specialties: [] };
}

/** Entries about a parent's own body even when a baby or child is named ("had my baby", "try for a baby"). */
const PARENT_CONDITIONS: ReadonlySet<string> = new Set(['after-birth', 'fertility', 'contraception', 'pregnancy', 'bladder-leaks']);
/** Words before a complaint that make it the writer's own ("my wrist", "I have anger issues"). */
const WRITER_BEFORE = [['my'], ['i', 'have'], ['i', 'get'], ['i', 'am'], ['i', 'feel'], ['i', 'have', 'got'], ['i', 've', 'got']];

/** The complaint found is the writer's own: a parent's condition, or one said of themselves. */
function aboutWriter(text: PreparedText, entry: FoundCondition): boolean {
  if (PARENT_CONDITIONS.has(entry.condition.id)) return true;
  return WRITER_BEFORE.some((words) => words.every((word, index) => text.tokens[entry.start - words.length + index] === word));
}

/** A son or daughter told to be grown up ("my son is 25"). */
function grownChild(text: string): boolean {
  const age =
    /\b(?:son|daughter|child|kid|boy|girl)\s+(?:is|turned|aged)\s+(\d{1,2})\b(?!\s*(?:months?|weeks?|days?|mo|kg|lbs?|pounds|degrees|c)\b)/.exec(
      text,
    );
  return age !== null && Number(age[1]) >= 18;
}

/** Entries that name no complaint of their own (a check-up, test results). */
const GENERIC_CONDITIONS: ReadonlySet<string> = new Set(['test-results', 'repeat-prescription']);

/** An overdose taken (not a child getting into medicines) is followed up by mental health care (NICE NG225). */
const OVERDOSE_TAKEN = /\b(overdose|overdosed|od)\b/;

/**
 * Who sees a red flag asked about or told as history: a child goes to Pediatrics (teeth and eyes
 * aside), a past overdose to Psychiatry, otherwise the red flag's own specialty.
 */
function specialtyForTopic(topic: RedFlag, child: boolean, text: string, ageMonths: number | null): AssistantSpecialty {
  // A teenager's overdose is followed up by mental health care, like an adult's.
  const teenager = (ageMonths !== null && ageMonths >= 12 * 12) || /\b(teen|teens|teenager|teenage)\b/.test(text);
  if (topic.id === 'overdose-poisoning' && OVERDOSE_TAKEN.test(text) && (!child || teenager)) return 'Psychiatry';
  if (child) return ORGAN_SPECIALTIES.has(topic.specialty) ? topic.specialty : 'Pediatrics';
  return topic.specialty;
}

/** Specialties a child is better seen by than by a pediatrician first. */
const ORGAN_SPECIALTIES: ReadonlySet<AssistantSpecialty> = new Set(['Dental', 'Ophthalmology']);
/** And a teenager: young people's mental health services, gynaecology and skin clinics (acne: NHS) see teenagers directly. */
const TEEN_SPECIALTIES: ReadonlySet<AssistantSpecialty> = new Set(['Dental', 'Ophthalmology', 'Psychiatry', 'Gynecology', 'Dermatology']);

/** The conditions' specialties in order, at most two; a child goes to Pediatrics first (teeth and eyes aside). */
function specialtiesFor(conditions: readonly Condition[], child: boolean, teen = false): AssistantSpecialty[] {
  const ordered: AssistantSpecialty[] = [];
  for (const condition of conditions)
    for (const specialty of condition.specialties) if (!ordered.includes(specialty)) ordered.push(specialty);
  if (child) {
    const others = ordered.filter((specialty) => specialty !== 'General Medicine' && specialty !== 'Pediatrics');
    // A teenager goes straight to a clinic for teenagers only for what leads ("tired and pale, heavy periods": the pediatrician).
    const leads = !teen || conditions[0]?.specialties.includes(others[0]!) === true;
    if (others[0] && leads && (teen ? TEEN_SPECIALTIES : ORGAN_SPECIALTIES).has(others[0])) return [others[0], 'Pediatrics'];
    return (['Pediatrics', ...others] as AssistantSpecialty[]).slice(0, 2);
  }
  return ordered.slice(0, 2);
}
