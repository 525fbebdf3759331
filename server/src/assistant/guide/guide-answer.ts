/**
 * The built-in guide's answers, as markdown paragraphs (each one streamed as it is ready):
 * emergency guidance for a red flag (used whatever the provider), and the guide's own answers
 * for everything else. Only general information: no diagnosis, no medicine, no dose.
 */
import type { AssistantUrgency } from '@telehealth/shared-api/core';
import { CLARIFYING_QUESTION, type Analysis } from './analysis';
import type { Condition } from './conditions';
import type { RedFlag } from './analysis';

/** The first line of every emergency answer. */
export const EMERGENCY_LINE =
  '**This may be an emergency: call your local emergency number now (911 in the US, 112 in Europe, 999 in the UK).**';
/** The first line of an answer about suicidal thoughts or self-harm: compassion first. */
export const CRISIS_LINE =
  "**I'm really sorry you're going through this, and I'm glad you told me. You don't have to face it alone: please talk to someone right now.**";
/** The crisis lines, said in the text as well as shown as call buttons on screen. */
export const CRISIS_LINES_TEXT =
  'You can call or text **988** (Suicide & Crisis Lifeline, US), call **116 123** (Samaritans, UK and Ireland, free, day or night), or call **112** for emergency help elsewhere. If you have already taken something or hurt yourself, call your emergency number now.';
/** Said to someone who tells of suicidal thoughts or self-harm in the past. */
export const PAST_CRISIS_LINE =
  "Thank you for telling me. Talking to someone is a good step: a Psychiatry doctor or another mental health professional can help you stay well. If those thoughts or urges come back, you don't have to face them alone.";
/** Said when the guide sees a danger cue it cannot place (issue 21 point 4). */
export const UNSURE_LINE = '**This could be serious, so please act now rather than wait.**';
export const UNSURE_ADVICE: Readonly<Record<'medicine-amount' | 'swallowed-something', string>> = {
  'medicine-amount':
    'If more medicine was taken than the packet allows, or you are not sure how much, call your local emergency number or a poisons advice line now, even if the person seems well: some overdoses cause no symptoms at first. Keep the packet to show them.',
  'swallowed-something':
    'If a child may have swallowed a medicine, a chemical, a battery or a magnet, call your local emergency number now, even if they seem well. Keep the packet or what is left to show them.',
};
export const UNSURE_QUESTION =
  'So that I can help: what was taken or swallowed, how much, when, and by whom (an adult or a child, and their age)?';

export const NO_MEDICINE_NOTE =
  "I can't recommend medicines, doses or prescriptions: a doctor or pharmacist can advise you safely about those.";
export const NO_DIAGNOSIS_NOTE = "I can't tell you what you have, but here is some general information.";
export const INSTRUCTIONS_NOTE = "I can't change how I work: I only give general health information.";
export const OFF_TOPIC_ANSWER =
  'I can only help with general information about symptoms, health conditions and which kind of doctor to see. Is there a health question I can help with?';
export const UNKNOWN_HEALTH_ANSWER =
  "I'm sorry, that is outside what my built-in guide covers, so I can't give you reliable information about it.";

const URGENCY_LINES: Record<Exclude<AssistantUrgency, 'emergency'>, string> = {
  today: '**How urgent:** see a doctor today.',
  days: '**How urgent:** book an appointment within the next few days.',
  'self-care': '**How urgent:** this can usually be looked after at home. See a doctor if it gets worse or does not improve.',
};

/** Emergency guidance for a red flag: the guidance line first, then what to do meanwhile. */
export function emergencyAnswer(flag: RedFlag, specialty: string, crisis = flag.guidance === 'crisis'): string[] {
  if (flag.guidance === 'crisis') {
    return [
      CRISIS_LINE,
      CRISIS_LINES_TEXT,
      flag.advice,
      'You deserve support. When you feel ready, a doctor or a mental health professional can help with what you are going through.',
      `Source: ${flag.source}.`,
    ];
  }
  const parts = [EMERGENCY_LINE, `**${flag.name}.** While you wait: ${flag.advice}`];
  if (crisis) parts.push(CRISIS_LINES_TEXT);
  parts.push(`Once the emergency is dealt with, a ${specialty} doctor can follow up.`, `Source: ${flag.source}.`);
  return parts;
}

function conditionParagraph(condition: Condition): string {
  return `**${condition.name}:** ${condition.info} ${condition.seekHelp}`;
}

/** The guide's answer to anything that is not an emergency. */
export function guideAnswer(analysis: Analysis): string[] {
  const parts: string[] = [];
  if (analysis.injection && analysis.kind !== 'symptoms') parts.push(INSTRUCTIONS_NOTE);
  if (analysis.asksForMedicine) parts.push(NO_MEDICINE_NOTE);
  const general = analysis.specialties[0] ?? 'General Medicine';
  switch (analysis.kind) {
    case 'greeting':
      if (analysis.thanks) parts.push("You're welcome! Is there anything else I can help with?");
      else
        parts.push(
          'Hello! Tell me about a symptom or a health condition, and I will share general information and which kind of doctor can help.',
        );
      break;
    case 'vague':
      parts.push(CLARIFYING_QUESTION);
      break;
    case 'unsure':
      parts.push(UNSURE_LINE, UNSURE_ADVICE[analysis.unsure ?? 'medicine-amount'], UNSURE_QUESTION);
      break;
    case 'unknown-health':
      parts.push(
        analysis.alreadyAsked
          ? `I could not match what you describe to the topics my built-in guide covers. A ${general} doctor can look at your symptoms with you.`
          : `${UNKNOWN_HEALTH_ANSWER} A ${general} doctor can answer your question and refer you on if needed.`,
      );
      break;
    case 'off-topic':
      parts.push(OFF_TOPIC_ANSWER);
      break;
    case 'symptoms': {
      if (analysis.asksForDiagnosis) parts.push(NO_DIAGNOSIS_NOTE);
      if (analysis.pastCrisis) parts.push(PAST_CRISIS_LINE, CRISIS_LINES_TEXT);
      if (analysis.redFlagTopic) {
        parts.push(
          analysis.topicAsked
            ? `**${analysis.redFlagTopic.name}** needs emergency care. If you or someone near you has these signs now, call your local emergency number at once. While waiting: ${analysis.redFlagTopic.advice}`
            : `If the signs of ${analysis.redFlagTopic.name.charAt(0).toLowerCase()}${analysis.redFlagTopic.name.slice(1)} come back or start now, call your local emergency number at once.`,
        );
      }
      for (const condition of analysis.conditions) parts.push(conditionParagraph(condition));
      for (const combination of analysis.combinations) parts.push(combination.note);
      for (const rule of analysis.urgencyRules) parts.push(`${rule.note} (${rule.source})`);
      if (analysis.urgency && analysis.urgency !== 'emergency') parts.push(URGENCY_LINES[analysis.urgency]);
      if (analysis.child && analysis.specialties.includes('Pediatrics')) {
        parts.push('For a child, a Pediatrics doctor is a good place to start.');
      }
      const sources = [analysis.redFlagTopic?.source, ...analysis.conditions.map((condition) => condition.source)].filter(Boolean);
      if (sources.length) parts.push(`Source: ${sources.join('; ')}.`);
      break;
    }
    case 'emergency':
      break;
  }
  return parts;
}
