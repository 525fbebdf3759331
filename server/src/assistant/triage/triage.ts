/**
 * The triage of one message (issue 21): the emergency situation or crisis it describes, who it
 * is about, whether it only asks for information, a red-flag topic mentioned in history or in
 * a question, and a danger cue the guide cannot place (answered with urgent advice and a
 * clarifying question, never "outside what my guide covers").
 */
import { ConceptMatcher } from './matcher';
import { readMedicineAmount } from './quantity';
import { HISTORY, normalizeMessage, readClauses, type Clause } from './reading';
import { CRISIS, DRUG_TAKEN } from './concepts';
import { crisisLikely } from './crisis-model';
import { crisisSigns } from './crisis-signs';
import { CRISIS_SITUATION, SITUATIONS, type Situation, type SituationContext } from './situations';
import { readPerson, type Person } from './subject';

/** A danger cue the guide could not place in a situation. */
export type DangerCue = 'medicine-amount' | 'swallowed-something';

export interface Triage {
  /** The emergency situation found, or the crisis; null when none. */
  situation: Situation | null;
  /** Suicidal thoughts or self-harm are part of it (crisis lines are shown). */
  crisis: boolean;
  /** A situation only mentioned in history or a general question: information, not an alarm. */
  topic: Situation | null;
  unsure: DangerCue | null;
  person: Person;
  /** The message only asks for information. */
  general: boolean;
  /** The normalized text (lower case, typos corrected). */
  text: string;
  /** Something is said to have stopped or to be fine now. */
  resolved: boolean;
}

/** Said to be better now ("I'm in a better place now", "fine now", "got better"). */
const BETTER_NOW =
  /\b(better place|better now|doing (better|well|ok|okay|fine)( now)?|in a good place|(im|i am|feel|feeling) (fine|ok|okay|well|good) now|recovered|got better|much better now|(happy|content|settled|stable) now|now and (happy|well|fine|settled|stable|doing well))\b/;
/** A crisis clause told in the past, with nothing of now in it. */
const PAST_TENSE = /\b(had|was|were|felt|used to|went through|got)\b/;
const NOW_WORDS = /\b(now|today|tonight|again|still|keep|keeps|am|im|want|wants|going to|plan|planning|cant)\b/;

/** A death told in a relative clause, with when it happened. */
const DEATH_TOLD = /\b(who|that|which) (died|passed away|passed|was killed|killed (him|her)self|took (his|her|their) own life)\b.*$/;

/** A question about suicide in general or about helping someone else, not one's own despair. */
const ASKS_ABOUT_OTHERS =
  /\b(signs|symptoms|warning signs|how (do|can|should|could) (i|you|we) (help|support|tell|know|spot|talk)|how to help|if someone|someone who|a friend who|people who|why do people|why would (someone|anyone|people)|statistics|prevention|what to do|what should i do)\b/;

/** Names of emergencies that, said alone, ask for help now (not topics such as "epilepsy" or "ketones"). */
const BARE_NAMES: Readonly<Record<string, string>> = {
  'heart attack': 'heart-attack',
  'cardiac arrest': 'cardiac-arrest',
  stroke: 'stroke',
  seizure: 'seizure',
  fit: 'seizure',
  overdose: 'overdose-poisoning',
  'over dose': 'overdose-poisoning',
  poisoned: 'overdose-poisoning',
};

/** Another one of what was named before, happening now. */
const ANOTHER_NOW =
  /\b(im|i am|hes|shes|he is|she is|is|are|theyre|they are) (having|getting) ((another )?one\b(?! of)|another(?=$|,| (again|now|right now|and|i think)\b))|\b(having|got) another one\b/;

// Too many taken for a pain ("too many painkillers for his tooth") is an accidental overdose (NHS: Paracetamol overdose).
const ACCIDENTAL =
  /\b(by mistake|by accident|accidentally|accident|spiked|roofied|got into|mixed up|dementia|alzheimers|forgetful|double dosed|forgot (i|she|he) had|for (his |her |my |their |the )?(\w+ )?(tooth|teeth|toothache|pain|back|headache|migraine|period|periods|cramps|knee|hip))\b/;
const INTENT = /\b(on purpose|want to die|wanted to die|to end it|kill (my|him|her)self|because i want)\b/;

function contextFor(clauses: readonly Clause[], person: Person): SituationContext {
  const m = new ConceptMatcher(clauses);
  const live = clauses.filter((clause) => !clause.history && !clause.general && !clause.chronic).map((clause) => clause.text);
  return { m, text: live.join(', '), person, amount: readMedicineAmount(live.join(', ')) };
}

function firstSituation(context: SituationContext): Situation | null {
  for (const situation of SITUATIONS) {
    if (!situation.detect(context)) continue;
    if (
      situation.resolvable &&
      context.m.resolved &&
      !situation.stillWhenOver?.test(context.text) &&
      !toldAfterResolved(situation, context)
    )
      continue;
    return situation;
  }
  return null;
}

/**
 * The situation is told in full after the last clause said to be over: what stopped was
 * something else ("he was snoring, then it stopped, I can't wake him").
 */
function toldAfterResolved(situation: Situation, context: SituationContext): boolean {
  const { clauses } = context.m;
  const after = clauses.slice(clauses.map((clause) => clause.resolved).lastIndexOf(true) + 1);
  if (after.length === 0) return false;
  const live = after.filter((clause) => !clause.history && !clause.general && !clause.chronic).map((clause) => clause.text);
  return situation.detect({ ...context, m: new ConceptMatcher(after), text: live.join(', ') });
}

/** Reads one message (or two joined, for signs told over two turns). */
export function triageMessage(message: string): Triage {
  const text = normalizeMessage(message);
  const clauses = readClauses(text);
  const person = readPerson(text);
  const context = contextFor(clauses, person);
  // Suicidal thoughts told as past and over ("I had suicidal thoughts after my divorce but I'm in a
  // better place now") are mental health history: the guide answers with care and the crisis lines.
  const crisisClauses = context.m.find(CRISIS);
  const crisisOver =
    crisisClauses.length > 0 &&
    BETTER_NOW.test(text) &&
    !/\b(last night|yesterday|this week|last week|today|this morning|days ago|a few days)\b/.test(text) &&
    crisisClauses.every((clause) => PAST_TENSE.test(clause.text) && !NOW_WORDS.test(clause.text));
  // A despairing question is still said about oneself ("what's the point anymore?").
  const despairingQuestions = clauses
    .filter((clause) => clause.general && !clause.history && !ASKS_ABOUT_OTHERS.test(clause.text))
    .map((clause) => ({ ...clause, general: false }));
  // Its warning signs are read with the rest of the message ("what is the point of me, I just take up space").
  const withQuestions = new ConceptMatcher(
    clauses.map((clause) => (clause.general && !ASKS_ABOUT_OTHERS.test(clause.text) ? { ...clause, general: false } : clause)),
  );
  const askedInDespair =
    despairingQuestions.length > 0 && (new ConceptMatcher(despairingQuestions).has(CRISIS) || crisisSigns(withQuestions));
  // A death told in a relative clause ("like his friend who died last month") dates that death,
  // not the wish said in the rest of the clause.
  const crisisContext = {
    ...context,
    m: new ConceptMatcher(
      clauses.map((clause) =>
        clause.history && DEATH_TOLD.test(clause.text) && !HISTORY.test(clause.text.replace(DEATH_TOLD, ''))
          ? { ...clause, text: clause.text.replace(DEATH_TOLD, '').trim(), history: false }
          : clause,
      ),
    ),
  };
  // Ways of telling a crisis that no rule names yet, read from the words themselves
  // (crisis-model.ts); a crisis told as past and over stays history there too.
  const crisisSaid =
    ((CRISIS_SITUATION.detect(crisisContext) || askedInDespair) && !crisisOver) ||
    (!crisisOver && !(BETTER_NOW.test(text) && !NOW_WORDS.test(text)) && crisisLikely(message));
  let situation = firstSituation(context);
  let crisis = crisisSaid;
  if (situation?.id === 'overdose-poisoning') {
    const older =
      person.ageMonths === null
        ? (person.subject !== 'baby' && person.subject !== 'child') || /\b(teen|teenager|teenage)\b/.test(text)
        : person.ageMonths >= 12 * 12;
    if (
      INTENT.test(text) ||
      (older &&
        !ACCIDENTAL.test(text) &&
        // A street drug taken at a party is poisoning, not a sign of intent, unless intent is said.
        !(context.m.has(DRUG_TAKEN) && context.amount !== 'overdose') &&
        !/\b(swallowed|drank)\b[^.]*\b(bleach|battery|antifreeze|chemical|liquid)\b/.test(text) &&
        // Cleaning products mixed or their fumes breathed in are an accident of cleaning (NHS: Poisoning).
        !/\b(mixed|mixing)\b[^.]*\b(bleach|cleaner|cleaners|chemicals?|ammonia|products?)\b|\b(bleach|cleaner|cleaning|chemical) fumes\b/.test(
          text,
        ) &&
        // Fumes from a boiler or a fire are carbon monoxide, no act (NHS: Carbon monoxide poisoning).
        !/\b(gas fire|boiler|heater|stove|log burner|wood burner|fireplace|generator|carbon monoxide|co alarm|fumes|gas leak|chimney|flue)\b/.test(
          text,
        ))
    )
      crisis = true;
  }
  // A situation named in history or a question, then "having another one now" (NHS: call 999 for a
  // new stroke, heart attack or seizure whatever came before).
  if (!situation && !crisisSaid && ANOTHER_NOW.test(context.text)) {
    const before = clauses
      .filter((clause) => clause.history || clause.general)
      .map((clause) => clause.text)
      .join(', ');
    situation = SITUATIONS.find((candidate) => candidate.named?.test(before)) ?? null;
  }
  if (!situation && crisisSaid) situation = CRISIS_SITUATION;
  // A message that is nothing but an emergency's name ("heart attack", "seizure!", "overdose
  // help") is a call for help, not a question (issue 21 point 4: safe when unsure).
  if (!situation && !crisis) {
    const bare = text
      .replace(/\b(help|please|pls|now|urgent|emergency|quick|quickly|i think|think|having a|having an|its a|it is a|a)\b/g, ' ')
      .replace(/[^a-z ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const id = BARE_NAMES[bare];
    if (id) situation = SITUATIONS.find((candidate) => candidate.id === id) ?? null;
  }

  let topic: Situation | null = null;
  let unsure: DangerCue | null = null;
  if (!situation) {
    // The same reading with every clause taken as said now: what the message is about.
    const open = clauses.map((clause) => ({ ...clause, history: false, general: false, chronic: false, resolved: false }));
    const openContext = contextFor(open, person);
    // Or named in a question or in history ("what are the signs of a stroke?", "had a stroke in 2019").
    const asked = clauses
      .filter((clause) => clause.general || clause.history)
      .map((clause) => clause.text)
      .join(', ');
    topic =
      [...SITUATIONS, CRISIS_SITUATION].find((candidate) => candidate.detect(openContext)) ??
      SITUATIONS.find((candidate) => candidate.named?.test(asked)) ??
      // Or named anywhere, by a name that is no symptom of its own ("two heart attacks", "in
      // intensive care with sepsis", "a mini stroke"): what the message is about.
      SITUATIONS.find((candidate) => candidate.id !== 'unconscious' && candidate.named?.test(text)) ??
      null;
    if (context.amount === 'unclear') unsure = 'medicine-amount';
    else if (
      (person.subject === 'baby' || person.subject === 'child') &&
      /\b(swallowed|has swallowed|ate|drank) (something|a|some|one of)\b/.test(context.text) &&
      !/\b(crayon|water|toothpaste|food|sand|paper|grass|soil|mud)\b/.test(context.text)
    )
      unsure = 'swallowed-something';
  }
  return { situation, crisis, topic, unsure, person, general: context.m.generalOnly, text, resolved: context.m.resolved };
}
