/**
 * One message of a triage evaluation set and what the answer must be (issue 21 point 8):
 * the red-flag situation (`category`, a situation id of triage/situations.ts, 'crisis' or
 * 'none'), the urgencies accepted (null: information, no booking urgency) and the specialties
 * accepted. Absent fields are not scored.
 */
import type { AssistantSpecialty, AssistantUrgency } from '@telehealth/shared-api/core';

export interface TriageCase {
  id: string;
  message: string;
  /** A situation id, 'crisis', 'none', or 'emergency' when any emergency situation is right. */
  category: string;
  /** Another situation that is also right ("30 paracetamol": overdose, or crisis). */
  alsoCategory?: readonly string[];
  urgency?: readonly (AssistantUrgency | null)[];
  specialty?: readonly AssistantSpecialty[];
  /** How it is phrased (first person, someone else, a child, a typo) or which context it tests. */
  form?: string;
  source?: string;
}

/** Situation ids of the sealed set that name the rules' ids differently. */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  bleeding: 'severe-bleeding',
  burns: 'severe-burn',
};
