import { AI_MAX_TOKENS, AI_TEMPERATURE } from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { EventStream } from '../events';
import { AssistantLimits } from './assistant-limits';
import { AssistantService } from './assistant-service';
import { FirstFreeSlots } from './first-free-slot';
import { createGuideProvider } from './providers/guide-provider';
import { createOpenAiCompatibleProvider } from './providers/openai-provider';
import type { AssistantProvider } from './providers/provider';
import { CLASSIFIER_TIMEOUT_MS, createClassifier, type Classifier } from './triage/ai-classifier';

/** OpenAI's own API, used when only AI_API_KEY is set. */
export const OPENAI_API_URL = 'https://api.openai.com/v1';

/** The provider the configuration asks for: a chat-completions service when AI_API_URL or AI_API_KEY is set, else the built-in guide. */
export function assistantProviderFor(config: AppConfig): AssistantProvider {
  if (!config.aiApiUrl && !config.aiApiKey) return createGuideProvider(config.aiGuidePaceMs);
  return createOpenAiCompatibleProvider({
    url: config.aiApiUrl ?? OPENAI_API_URL,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    maxTokens: AI_MAX_TOKENS,
    temperature: AI_TEMPERATURE,
    timeoutMs: config.aiTimeoutSeconds * 1000,
  });
}

/** The service's triage of each message when a service is configured (issue 21 point 7), else none. */
export function assistantClassifierFor(config: AppConfig): Classifier | undefined {
  if (!config.aiApiUrl && !config.aiApiKey) return undefined;
  return createClassifier({
    url: config.aiApiUrl ?? OPENAI_API_URL,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: Math.min(CLASSIFIER_TIMEOUT_MS, config.aiTimeoutSeconds * 1000),
  });
}

export interface AssistantDeps {
  db: Db;
  clock: Clock;
  /** Bookings and doctor changes drop the first free dates kept (first-free-slot.ts). */
  events: Pick<EventStream, 'on'>;
  log: FastifyBaseLogger;
  /** node-redis client: limits shared by every instance. */
  redisClient?: unknown;
}

export function buildAssistant(config: AppConfig, deps: AssistantDeps): AssistantService {
  return new AssistantService({
    provider: assistantProviderFor(config),
    classifier: assistantClassifierFor(config),
    slots: new FirstFreeSlots({ db: deps.db, clock: deps.clock, events: deps.events }),
    limits: new AssistantLimits({
      perMinute: config.aiMaxMessagesPerMinute,
      perDay: config.aiMaxMessagesPerDay,
      redisClient: deps.redisClient,
      keyPrefix: config.redisKeyPrefix,
    }),
    log: deps.log,
  });
}
