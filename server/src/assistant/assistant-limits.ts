import { assistantDailyLimitMessage, assistantMinuteLimitMessage } from '@telehealth/shared-api/core';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounter, type CounterStore } from '../http/counters';
import { TooManyRequests } from '../http/errors';

export interface AssistantLimitOptions extends CounterStore {
  perMinute: number;
  perDay: number;
}

/** Messages per user to the assistant: per minute and per rolling 24 hours (shared through Redis when configured). */
export class AssistantLimits {
  private readonly minute: RateLimiterAbstract;
  private readonly day: RateLimiterAbstract;

  constructor(private readonly options: AssistantLimitOptions) {
    this.minute = createCounter(options, 'assistant-minute', options.perMinute, 60);
    this.day = createCounter(options, 'assistant-day', options.perDay, 86_400);
  }

  /** Counts one message, or refuses it (429) with how long to wait. */
  async take(userId: string): Promise<void> {
    await this.consume(this.minute, userId, assistantMinuteLimitMessage(this.options.perMinute));
    await this.consume(this.day, userId, assistantDailyLimitMessage(this.options.perDay));
  }

  private async consume(counter: RateLimiterAbstract, key: string, message: string): Promise<void> {
    try {
      await counter.consume(key, 1);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyRequests(message, error.msBeforeNext);
      throw error;
    }
  }
}
