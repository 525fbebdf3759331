/**
 * Urgency that reads duration, age and course (issue 21 point 5). Starts from the urgency of
 * the conditions recognised and raises it, never lowers it, except that a question asking only
 * for information gets no booking urgency at all.
 */
import type { AssistantUrgency } from '@telehealth/shared-api/core';
import { temperatureAtLeast } from './situations';
import { readNumber, type Person } from './subject';

type NonEmergency = Exclude<AssistantUrgency, 'emergency'>;

export interface UrgencyRule {
  id: string;
  urgency: NonEmergency;
  /** Said in the answer when this rule raised the urgency. */
  note: string;
  source: string;
  applies(facts: UrgencyFacts): boolean;
}

export interface UrgencyFacts {
  text: string;
  person: Person;
  /** Longest duration said, in days; null when none. */
  days: number | null;
}

const UNIT_DAYS: Readonly<Record<string, number>> = { hour: 1 / 24, day: 1, night: 1, week: 7, month: 30, year: 365 };

/** The longest "for 3 weeks", "since yesterday", "over a month" of a message, in days. */
export function readDurationDays(text: string): number | null {
  let longest: number | null = null;
  const keep = (days: number) => {
    longest = longest === null ? days : Math.max(longest, days);
  };
  const pattern =
    /\b(for|since|over|more than|past|last|lasted|lasting|about|nearly|almost|had|been|now)?\s*(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several|couple of|a couple of)\s*(hour|day|night|week|month|year)s?\b(?![- ]old)/g;
  for (const match of text.matchAll(pattern)) {
    const word = match[2]!;
    const amount = readNumber(word) ?? (/few|several/.test(word) ? 3 : /couple/.test(word) ? 2 : word === 'an' ? 1 : null);
    if (amount === null) continue;
    if (/\bweeks pregnant\b/.test(text.slice(match.index ?? 0, (match.index ?? 0) + match[0].length + 10))) continue;
    keep(amount * UNIT_DAYS[match[3]!]!);
  }
  if (/\bsince yesterday\b/.test(text)) keep(1);
  return longest;
}

const underFive = (person: Person) => person.ageMonths !== null && person.ageMonths < 60;
const isChild = (person: Person) => person.subject === 'baby' || person.subject === 'child';
const FEVER = /\b(fever|temperature|temp|feverish|burning up)\b/;
const WELL_CHILD = /\b(eating|feeding|drinking|playing|smiling)\b[^.]*\b(well|fine|normally|happily|ok)?\b|\bplaying\b/;

export const URGENCY_RULES: readonly UrgencyRule[] = [
  {
    id: 'fever-3-6-months',
    urgency: 'today',
    note: 'A baby of 3 to 6 months with a temperature of 39 °C or more should be seen by a doctor today.',
    source: 'NICE NG143 Fever in under 5s (amber)',
    applies: ({ text, person }) =>
      person.ageMonths !== null && person.ageMonths >= 3 && person.ageMonths < 6 && temperatureAtLeast(text, 39),
  },
  {
    id: 'child-fever-5-days',
    urgency: 'today',
    note: 'A fever that has lasted 5 days or more in a child should be checked by a doctor today.',
    source: 'NICE NG143 Fever in under 5s (amber); NHS: High temperature in children',
    applies: ({ text, person, days }) => isChild(person) && FEVER.test(text) && days !== null && days >= 5,
  },
  {
    id: 'under-five-high-fever',
    urgency: 'today',
    note: 'A young child with a temperature of 39 °C or more who seems unwell should be seen by a doctor today.',
    source: 'NICE NG143 Fever in under 5s; NHS: High temperature in children',
    applies: ({ text, person }) => underFive(person) && temperatureAtLeast(text, 39) && !WELL_CHILD.test(text),
  },
  {
    id: 'baby-dehydration',
    urgency: 'today',
    note: 'A baby with diarrhoea or vomiting and fewer wet nappies may be getting dehydrated: see a doctor today.',
    source: 'NHS: Diarrhoea and vomiting (babies and children)',
    applies: ({ text, person }) =>
      person.ageMonths !== null &&
      person.ageMonths < 12 &&
      /\b(diarrhoea|diarrhea|vomiting|being sick)\b/.test(text) &&
      /\b(fewer|less|no|dry) (wet )?nappies\b|\bdry nappies\b|\bnot weeing\b/.test(text),
  },
  {
    id: 'pregnancy-movements',
    urgency: 'today',
    note: "If your baby is moving less than usual, call your midwife or maternity unit now: don't wait until tomorrow.",
    source: "NHS: Your baby's movements in pregnancy",
    applies: ({ text }) =>
      /\bpregnant\b/.test(text) &&
      /\b(moving less|fewer movements|less movement|not moving|stopped moving|(hasnt|has not|not) moved (much|as much|at all|today)|movements? (have |has )?(slowed|changed|reduced))\b/.test(
        text,
      ),
  },
  {
    id: 'older-adult-weaker',
    urgency: 'today',
    note: 'An older person with an infection who is getting weaker or more confused should be seen by a doctor today.',
    source: 'NHS: Sepsis; NICE CKS: Acute infection in older people',
    applies: ({ text, person }) =>
      person.ageMonths !== null &&
      person.ageMonths >= 70 * 12 &&
      /\b(fever|temperature|infection|cough)\b/.test(text) &&
      /\b(weaker|worse|not eating|off (his|her) food|confused)\b/.test(text),
  },
  {
    id: 'adult-fever-5-days',
    urgency: 'days',
    note: 'A high temperature that lasts more than 5 days should be checked by a doctor.',
    source: 'NHS: High temperature (fever) in adults',
    applies: ({ text, days }) => FEVER.test(text) && days !== null && days >= 5,
  },
  {
    id: 'cough-3-weeks',
    urgency: 'days',
    note: 'A cough that has lasted 3 weeks or more should be checked by a doctor.',
    source: 'NICE CKS: Cough; NHS: Cough',
    applies: ({ text, days }) => /\bcough/.test(text) && days !== null && days >= 21,
  },
  {
    id: 'cough-weight-loss',
    urgency: 'days',
    note: 'A long cough with weight loss, night sweats or fevers should be checked by a doctor soon.',
    source: 'NICE CKS: Cough; NICE NG12 Suspected cancer',
    applies: ({ text, days }) =>
      /\bcough/.test(text) && days !== null && days >= 14 && /\b(weight|night sweats|sweaty at night|fevers?|blood)\b/.test(text),
  },
  {
    id: 'lasting-symptoms',
    urgency: 'days',
    note: 'It has lasted longer than this usually does, so it is worth booking a doctor.',
    source: 'NHS: Sore throat, Diarrhoea, Back pain (see a GP if it lasts longer than usual)',
    applies: ({ days }) => days !== null && days >= 7,
  },
  {
    id: 'getting-worse',
    urgency: 'days',
    note: 'Because it is getting worse, it is worth booking a doctor.',
    source: 'NHS: When to see a GP',
    applies: ({ text }) =>
      /\b(getting worse|worse and worse|not getting (any )?better|isnt getting better|not improving|keeps getting worse)\b/.test(text),
  },
];

const RANK: Record<NonEmergency, number> = { 'self-care': 1, days: 2, today: 3 };

/** The urgency raised by duration, age and course, with the rules that raised it. */
export function adjustUrgency(base: NonEmergency | null, facts: UrgencyFacts): { urgency: NonEmergency | null; rules: UrgencyRule[] } {
  let urgency = base;
  const rules: UrgencyRule[] = [];
  for (const rule of URGENCY_RULES) {
    if (!rule.applies(facts)) continue;
    if (urgency === null || RANK[rule.urgency] > RANK[urgency]) {
      urgency = rule.urgency;
      rules.push(rule);
    }
  }
  return { urgency, rules };
}

/** Conditions that still deserve a doctor's look when they have passed (NHS: chest pain, palpitations, breathlessness). */
const STILL_WORTH_CHECKING = new Set(['chest-pain', 'palpitations', 'breathlessness', 'pregnancy', 'fainting']);
const NOTHING_ELSE = /\b(no other (symptoms|problems)|nothing else|acting normal(ly)?|playing normally)\b/;

/**
 * A mild problem said to be over ("the bleeding stopped with a plaster", "a bump on the head,
 * no other symptoms") can be looked after at home; one that deserves a check anyway is booked
 * within days, not today (issue 21 point 2; NHS first-aid pages for minor injuries).
 */
export function settleResolved(
  urgency: NonEmergency | null,
  conditionIds: readonly string[],
  text: string,
  resolved: boolean,
): NonEmergency | null {
  if (urgency === null || !(resolved || NOTHING_ELSE.test(text))) return urgency;
  return conditionIds.some((id) => STILL_WORTH_CHECKING.has(id)) ? (urgency === 'self-care' ? urgency : 'days') : 'self-care';
}
