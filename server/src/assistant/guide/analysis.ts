/**
 * Reads a conversation the way the built-in guide understands it: red flags first, then the
 * conditions of the rule set, dangerous combinations, a child being mentioned, requests for
 * medicines or diagnoses, and whether the message is vague, about health at all, or a greeting.
 * Every provider uses this for urgency, emergency guidance and the specialties suggested.
 */
import type { AssistantSpecialty, AssistantTurn, AssistantUrgency } from '@telehealth/shared-api/core';
import { BODY_AREAS, CONDITIONS, type Condition } from './conditions';
import { CHILD_WORDS, RED_FLAGS, type RedFlag } from './red-flags';
import { DIAGNOSIS_REQUEST_PHRASES, INJECTION_PHRASES, MEDICINE_NAMES, MEDICINE_REQUEST_PHRASES } from './safety-words';
import { CLAUSE_BREAK, compilePhrase, findAffirmed, findPhrase, mentions, prepareText, type Phrase, type PreparedText } from './text-match';

/** The one clarifying question the guide asks when a message is too vague. */
export const CLARIFYING_QUESTION =
  'Could you tell me a little more: what symptoms you have, where you feel them, how long they have lasted and how severe they are?';

/** A pair (or more) of conditions that together make the situation more urgent. */
export interface Combination {
  all: readonly string[];
  urgency: Exclude<AssistantUrgency, 'emergency'>;
  note: string;
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
  { all: ['palpitations', 'fainting'], urgency: 'today', note: 'Palpitations with fainting should be checked by a doctor today.' },
  { all: ['palpitations', 'dizziness'], urgency: 'today', note: 'Palpitations with dizziness should be checked by a doctor today.' },
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
  {
    all: ['diarrhoea', 'fever'],
    urgency: 'days',
    note: 'Diarrhoea with a high temperature is worth checking if it does not settle within two days.',
  },
];

export type AnalysisKind = 'emergency' | 'symptoms' | 'vague' | 'unknown-health' | 'off-topic' | 'greeting';

export interface Analysis {
  kind: AnalysisKind;
  /** The red flag found (kind 'emergency'), or the one asked about in a general question. */
  redFlag?: RedFlag;
  /** A red flag mentioned in a general question ("what are the signs of a stroke?"): information, not an alarm. */
  redFlagTopic?: RedFlag;
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

interface CompiledRedFlag {
  flag: RedFlag;
  groups: Phrase[][];
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
const COMPILED_RED_FLAGS: CompiledRedFlag[] = RED_FLAGS.map((flag) => ({ flag, groups: flag.all.map(compile) }));
const CHILD_PHRASES = compile(CHILD_WORDS);
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

/** "What are the signs of a stroke?": asked in general, about nobody in particular, nothing happening now. */
const GENERAL_QUESTION =
  /\b(what (is|are|causes)|what's|signs of|symptoms of|warning signs|how (do|can) (you|one|people) (tell|know|recognise|recognize|spot)|how to (recognise|recognize|spot|tell)|tell me about|explain|difference between|define|learn about|information about|info about)\b/i;
const PERSONAL =
  /\b(i|i'm|im|me|my|mine|we|our|us|he|she|him|her|his|hers|they|them|their|son|daughter|baby|child|kid|husband|wife|partner|boyfriend|girlfriend|mum|mom|dad|mother|father|friend|brother|sister|grandma|grandpa|grandmother|grandfather|someone|somebody|now|currently|right now|help|happening)\b/i;

function isGeneralQuestion(message: string): boolean {
  return GENERAL_QUESTION.test(message) && !PERSONAL.test(message);
}

const URGENCY_RANK: Record<AssistantUrgency, number> = { emergency: 4, today: 3, days: 2, 'self-care': 1 };

function moreUrgent(a: AssistantUrgency | null, b: AssistantUrgency | null): AssistantUrgency | null {
  if (!a) return b;
  if (!b) return a;
  return URGENCY_RANK[a] >= URGENCY_RANK[b] ? a : b;
}

function findRedFlag(text: PreparedText): RedFlag | undefined {
  for (const { flag, groups } of COMPILED_RED_FLAGS) {
    if (groups.every((group) => findAffirmed(text, group))) return flag;
  }
  return undefined;
}

/**
 * A red flag whose signs are spread over the user's previous message and the new one ("chest
 * pain", then "now I can't breathe"). Only one the new message completes: an emergency told
 * earlier in full is not raised again by every later message.
 */
function findRedFlagAcrossTurns(turns: readonly AssistantTurn[], latest: PreparedText): RedFlag | undefined {
  const userTurns = turns.filter((turn) => turn.role === 'user');
  const previous = userTurns[userTurns.length - 2];
  if (!previous) return undefined;
  const before = prepareText(previous.content);
  const together: PreparedText = {
    tokens: [...before.tokens, CLAUSE_BREAK, ...latest.tokens],
    stems: [...before.stems, CLAUSE_BREAK, ...latest.stems],
  };
  const flag = findRedFlag(together);
  if (!flag || findRedFlag(before) === flag) return undefined;
  const { groups } = COMPILED_RED_FLAGS.find((compiled) => compiled.flag === flag)!;
  return groups.some((group) => findAffirmed(latest, group)) ? flag : undefined;
}

interface FoundCondition {
  condition: Condition;
  /** Words in the longest phrase matched. */
  score: number;
  start: number;
  end: number;
  order: number;
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
      for (const match of findPhrase(text, phrase, exact)) {
        if (match.negated) continue;
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
  const kept: FoundCondition[] = [];
  for (const entry of found) {
    const inside = kept.some((other) => other.score > entry.score && other.start <= entry.start && entry.end <= other.end);
    if (!inside) kept.push(entry);
  }
  return kept;
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
  const child = !!findAffirmed(text, CHILD_PHRASES);
  const base = {
    child,
    asksForMedicine: mentions(text, MEDICINE_PHRASES),
    asksForDiagnosis: mentions(text, DIAGNOSIS_PHRASES),
    injection: mentions(text, INJECTION),
    alreadyAsked,
    combinations: [] as Combination[],
    thanks: false,
  };

  const redFlag = findRedFlag(text) ?? findRedFlagAcrossTurns(turns, text);
  if (redFlag && !isGeneralQuestion(message)) {
    const specialty = child && redFlag.specialty === 'General Medicine' ? 'Pediatrics' : redFlag.specialty;
    return { ...base, kind: 'emergency', redFlag, conditions: [], urgency: 'emergency', specialties: [specialty] };
  }

  const named = findConditions(text, COMPILED_CONDITIONS);
  // Only when no entry matched: the part of the body named leads to its specialty.
  const found = named.length > 0 ? named : findConditions(text, COMPILED_BODY_AREAS).slice(0, 1);
  const conditions = found.slice(0, 2).map((entry) => entry.condition);
  const ids = new Set(found.map((entry) => entry.condition.id));
  const combinations = COMBINATIONS.filter((combination) => combination.all.every((id) => ids.has(id)));

  if (redFlag) {
    return {
      ...base,
      kind: 'symptoms',
      redFlagTopic: redFlag,
      conditions,
      urgency: null,
      specialties: [redFlag.specialty],
    };
  }

  if (conditions.length > 0) {
    let urgency: AssistantUrgency | null = null;
    for (const condition of conditions) urgency = moreUrgent(urgency, condition.urgency);
    for (const combination of combinations) urgency = moreUrgent(urgency, combination.urgency);
    return { ...base, kind: 'symptoms', conditions, combinations, urgency, specialties: specialtiesFor(conditions, child) };
  }

  const general: AssistantSpecialty[] = [child ? 'Pediatrics' : 'General Medicine'];
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

/** Specialties a child is better seen by than by a pediatrician first. */
const ORGAN_SPECIALTIES: ReadonlySet<AssistantSpecialty> = new Set(['Dental', 'Ophthalmology']);

/** The conditions' specialties in order, at most two; a child goes to Pediatrics first (teeth and eyes aside). */
function specialtiesFor(conditions: readonly Condition[], child: boolean): AssistantSpecialty[] {
  const ordered: AssistantSpecialty[] = [];
  for (const condition of conditions)
    for (const specialty of condition.specialties) if (!ordered.includes(specialty)) ordered.push(specialty);
  if (child) {
    const others = ordered.filter((specialty) => specialty !== 'General Medicine' && specialty !== 'Pediatrics');
    if (others[0] && ORGAN_SPECIALTIES.has(others[0])) return [others[0], 'Pediatrics'];
    return (['Pediatrics', ...others] as AssistantSpecialty[]).slice(0, 2);
  }
  return ordered.slice(0, 2);
}
