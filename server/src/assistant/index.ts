// The AI medical-information assistant: triage first, then the built-in guide or AI_API_URL.
import { defineFeature, type Lifecycle } from '../feature';
import type { Platform } from '../platform';
import { assistantPlugin } from './assistant-routes';
import type { AssistantService } from './assistant-service';
import { buildAssistant } from './build-assistant';

export type { AssistantService } from './assistant-service';

export const assistantFeature = defineFeature({
  name: 'assistant',
  build: (
    { config, database, clock, events, log, redisStore }: Pick<Platform, 'config' | 'database' | 'clock' | 'events' | 'log' | 'redisStore'>,
    life: Lifecycle,
  ): { assistant: AssistantService } => {
    const assistant = buildAssistant(config, { db: database.db, clock, events, log, redisClient: redisStore.redisClient });
    life.onClose(async () => assistant.stop());
    return { assistant };
  },
  plugins: [assistantPlugin],
});
