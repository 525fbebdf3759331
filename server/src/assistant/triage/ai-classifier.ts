/**
 * With a chat-completions service configured, each message is also classified by the service
 * (issue 21 point 7): structured output with emergency, crisis, urgency, specialty and the
 * situation. It runs alongside the rules, and a message is an emergency when either says so
 * (mergeClassification). A slow, failing or unreadable answer gives null: the rules stand.
 */
import {
  ASSISTANT_URGENCIES,
  SPECIALTIES,
  type AssistantSpecialty,
  type AssistantTurn,
  type AssistantUrgency,
} from '@telehealth/shared-api/core';
import type { Analysis } from '../guide/analysis';
import { chatCompletionsUrl } from '../providers/openai-provider';
import { ALL_SITUATIONS, CRISIS_SITUATION, type Situation } from './situations';

export interface Classification {
  emergency: boolean;
  crisis: boolean;
  urgency: AssistantUrgency | null;
  specialty: AssistantSpecialty | null;
  /** A situation id of situations.ts, or null. */
  situation: string | null;
}

export interface ClassifierOptions {
  url: string;
  apiKey: string | undefined;
  model: string;
  /** Longest wait for the classification; past it the rules answer alone. */
  timeoutMs: number;
}

export type Classifier = (turns: readonly AssistantTurn[], signal: AbortSignal) => Promise<Classification | null>;

/** Longest wait for a classification before the rules answer alone. */
export const CLASSIFIER_TIMEOUT_MS = 4000;

const SITUATION_IDS = ALL_SITUATIONS.map((situation) => situation.id);

export const CLASSIFIER_INSTRUCTION =
  'You triage messages sent to a telehealth assistant. Read the last user message (earlier turns are context) and answer only with JSON. ' +
  'emergency: true when someone (the writer, a child, anyone) needs an ambulance or A&E now, by NHS "call 999" and NICE red-flag criteria. ' +
  'crisis: true for any suicidal thought or intent or self-harm, said directly or not. ' +
  'Not emergencies: history ("had a stroke in 2019"), general information questions, other senses of words, negated or resolved mild symptoms. ' +
  `urgency: one of ${ASSISTANT_URGENCIES.join(', ')}, or null for an information question or a message that is not about health. ` +
  `specialty: the best of ${SPECIALTIES.join(', ')}, or null. situation: one of ${SITUATION_IDS.join(', ')}, or null.`;

/** The JSON schema of the answer (OpenAI structured outputs; other servers may ignore it, the answer is checked anyway). */
export const CLASSIFICATION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['emergency', 'crisis', 'urgency', 'specialty', 'situation'],
  properties: {
    emergency: { type: 'boolean' },
    crisis: { type: 'boolean' },
    urgency: { type: ['string', 'null'], enum: [...ASSISTANT_URGENCIES, null] },
    specialty: { type: ['string', 'null'], enum: [...SPECIALTIES, null] },
    situation: { type: ['string', 'null'], enum: [...SITUATION_IDS, null] },
  },
} as const;

/** The classification in an answer's text, or null when it is not one. */
export function readClassification(content: unknown): Classification | null {
  if (typeof content !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (typeof value.emergency !== 'boolean' || typeof value.crisis !== 'boolean') return null;
  return {
    emergency: value.emergency,
    crisis: value.crisis,
    urgency: (ASSISTANT_URGENCIES as readonly unknown[]).includes(value.urgency) ? (value.urgency as AssistantUrgency) : null,
    specialty: (SPECIALTIES as readonly unknown[]).includes(value.specialty) ? (value.specialty as AssistantSpecialty) : null,
    situation: typeof value.situation === 'string' && SITUATION_IDS.includes(value.situation) ? value.situation : null,
  };
}

export function createClassifier(options: ClassifierOptions): Classifier {
  const url = chatCompletionsUrl(options.url);
  return async (turns, signal) => {
    const upstream = new AbortController();
    const stop = () => upstream.abort();
    signal.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(stop, options.timeoutMs);
    try {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        signal: upstream.signal,
        body: JSON.stringify({
          model: options.model,
          messages: [{ role: 'system', content: CLASSIFIER_INSTRUCTION }, ...turns.slice(-6)],
          temperature: 0,
          max_tokens: 100,
          stream: false,
          response_format: { type: 'json_schema', json_schema: { name: 'triage', strict: true, schema: CLASSIFICATION_SCHEMA } },
        }),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      return readClassification(body.choices?.[0]?.message?.content);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
  };
}

/** Used when the service says emergency but names no situation the guide knows. */
export const SERVICE_FLAGGED: Situation = {
  id: 'emergency',
  name: 'This may be an emergency',
  guidance: 'emergency',
  advice:
    'Stay with the person, keep them comfortable and do not give them anything to eat or drink until help arrives. The call handler will tell you what to do.',
  specialty: 'General Medicine',
  source: 'NHS: When to call 999',
  detect: () => false,
};

const RANK: Record<AssistantUrgency, number> = { emergency: 4, today: 3, days: 2, 'self-care': 1 };

/**
 * The rules' analysis with the service's classification: an emergency or crisis when either
 * says so, the more urgent of the two urgencies, the rules' specialty first. The rules are never
 * overruled towards less care.
 */
export function mergeClassification(analysis: Analysis, classification: Classification | null): Analysis {
  if (!classification) return analysis;
  if (analysis.kind === 'emergency') {
    return classification.crisis && !analysis.crisis ? { ...analysis, crisis: true, specialties: [] } : analysis;
  }
  if (classification.crisis) {
    return {
      ...analysis,
      kind: 'emergency',
      redFlag: CRISIS_SITUATION,
      crisis: true,
      urgency: 'emergency',
      specialties: [],
      conditions: [],
    };
  }
  if (classification.emergency) {
    const situation =
      ALL_SITUATIONS.find((candidate) => candidate.id === classification.situation && candidate.guidance === 'emergency') ??
      SERVICE_FLAGGED;
    return { ...analysis, kind: 'emergency', redFlag: situation, urgency: 'emergency', specialties: [situation.specialty], conditions: [] };
  }
  const urgency =
    analysis.urgency === null || analysis.kind === 'off-topic' || analysis.kind === 'greeting'
      ? analysis.urgency
      : classification.urgency && classification.urgency !== 'emergency' && RANK[classification.urgency] > RANK[analysis.urgency]
        ? classification.urgency
        : analysis.urgency;
  const specialties = analysis.specialties.length > 0 || !classification.specialty ? analysis.specialties : [classification.specialty];
  return { ...analysis, urgency, specialties };
}
