/**
 * The built-in guide's answers, as markdown paragraphs (each one streamed as it is ready):
 * emergency guidance for a red flag (used whatever the provider), and the guide's own answers
 * for everything else. Only general information: no diagnosis, no medicine, no dose.
 */
import type { AssistantUrgency } from '@telehealth/shared-api/core';
import { CLARIFYING_QUESTION, type Analysis } from './analysis';
import type { Condition } from './conditions';
import type { RedFlag } from './red-flags';

/** The first line of every emergency answer. */
export const EMERGENCY_LINE =
  '**This may be an emergency: call your local emergency number now (911 in the US, 112 in Europe, 999 in the UK).**';
/** The first line of an answer about suicidal thoughts or self-harm. */
export const CRISIS_LINE =
  '**If you are thinking about ending your life or harming yourself, please contact a crisis line now: call or text 988 in the US, call 116 123 (Samaritans) in the UK and Ireland, or call your local emergency number.**';

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
export function emergencyAnswer(flag: RedFlag, specialty: string): string[] {
  const first = flag.guidance === 'crisis' ? CRISIS_LINE : EMERGENCY_LINE;
  const followUp =
    flag.guidance === 'crisis'
      ? `You deserve support. Once you are safe, a ${specialty} appointment can help with what you are going through.`
      : `Once the emergency is dealt with, a ${specialty} doctor can follow up.`;
  return [first, flag.advice, followUp, `Source: ${flag.source}.`];
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
      if (analysis.redFlagTopic) {
        parts.push(
          `**${analysis.redFlagTopic.name}** needs emergency care. If you or someone near you has these signs now, call your local emergency number at once. ${analysis.redFlagTopic.advice}`,
        );
      }
      for (const condition of analysis.conditions) parts.push(conditionParagraph(condition));
      for (const combination of analysis.combinations) parts.push(combination.note);
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
