import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_MESSAGES,
  doctorSearchHref,
  type AssistantDoneEvent,
  type AssistantErrorEvent,
  type AssistantMetaEvent,
  type AssistantSuggestion,
  type AssistantSuggestionsEvent,
  type AssistantTurn,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { TooManyRequests } from '../http/errors';
import { AnswerFilter } from './answer-filter';
import type { AssistantLimits } from './assistant-limits';
import type { FirstFreeSlots } from './first-free-slot';
import { analyzeConversation } from './guide/analysis';
import { emergencyAnswer } from './guide/guide-answer';
import { ProviderError, type AssistantProvider } from './providers/provider';
import { mergeClassification, type Classifier } from './triage/ai-classifier';

/** The events of one answer, in the order of the contract (shared-api core/assistant.ts). */
export interface AnswerSink {
  meta(event: AssistantMetaEvent): void;
  delta(text: string): void;
  suggestions(event: AssistantSuggestionsEvent): void;
  error(event: AssistantErrorEvent): void;
  done(event: AssistantDoneEvent): void;
}

/** What may be logged of an answer: counts and timings, never content. */
export interface AnswerStats {
  provider: string;
  outcome: 'done' | 'error' | 'cancelled';
  turns: number;
  /** Characters of the user's new message. */
  messageLength: number;
  deltas: number;
  answerLength: number;
  firstPartMs: number | null;
  totalMs: number;
  upstreamStatus?: number;
}

export interface AssistantServiceDeps {
  provider: AssistantProvider;
  slots: FirstFreeSlots;
  limits: AssistantLimits;
  log: FastifyBaseLogger;
  /** The service's own triage of each message, alongside the rules (with a service configured). */
  classifier?: Classifier;
}

const DISCLAIMER_PART = `\n\n_${ASSISTANT_DISCLAIMER}_`;

/**
 * One answer of the assistant: red flags are looked for first and answered with emergency
 * guidance by the server itself, whatever the provider; otherwise the provider answers (a
 * service's answer is filtered against medicines, doses and diagnoses); every answer ends
 * with the disclaimer and the specialties to see with their first free date.
 */
export class AssistantService {
  constructor(private readonly deps: AssistantServiceDeps) {}

  get providerName(): string {
    return this.deps.provider.name;
  }

  /**
   * Counts a message against the user's limits, or refuses it (429). An emergency is never
   * refused: its guidance comes from the server itself and costs nothing upstream.
   */
  async admit(userId: string, turns: readonly AssistantTurn[]): Promise<void> {
    try {
      await this.deps.limits.take(userId);
    } catch (error) {
      if (error instanceof TooManyRequests && analyzeConversation(turns).kind === 'emergency') return;
      throw error;
    }
  }

  stop(): void {
    this.deps.slots.stop();
  }

  async answer(turns: readonly AssistantTurn[], signal: AbortSignal, sink: AnswerSink): Promise<AnswerStats> {
    const started = performance.now();
    const stats: AnswerStats = {
      provider: this.deps.provider.name,
      outcome: 'done',
      turns: turns.length,
      messageLength: turns[turns.length - 1]?.content.length ?? 0,
      deltas: 0,
      answerLength: 0,
      firstPartMs: null,
      totalMs: 0,
    };
    const delta = (text: string) => {
      if (!text || signal.aborted) return;
      if (stats.firstPartMs === null) stats.firstPartMs = performance.now() - started;
      stats.deltas += 1;
      stats.answerLength += text.length;
      sink.delta(text);
    };
    const finish = (outcome: AnswerStats['outcome']) => {
      stats.outcome = signal.aborted ? 'cancelled' : outcome;
      stats.totalMs = performance.now() - started;
      return stats;
    };

    let analysis = analyzeConversation(turns);
    // The rules' emergency is answered at once; otherwise the service's triage may raise it
    // (a slow or failing classifier gives null within its timeout, and the rules stand).
    if (this.deps.classifier && analysis.kind !== 'emergency') {
      analysis = mergeClassification(analysis, await this.deps.classifier(turns, signal));
      if (signal.aborted) return finish('cancelled');
    }
    // Looked up while the text streams, so the suggestions are ready at its end.
    const suggestions = this.suggestionsFor(analysis.specialties);
    sink.meta({ urgency: analysis.urgency, emergency: analysis.kind === 'emergency', crisis: analysis.crisis });

    let finishReason: AssistantDoneEvent['finishReason'] = 'stop';
    if (analysis.kind === 'emergency' && analysis.redFlag) {
      emergencyAnswer(analysis.redFlag, analysis.specialties[0] ?? analysis.redFlag.specialty, analysis.crisis).forEach((part, index) =>
        delta(index === 0 ? part : `\n\n${part}`),
      );
    } else {
      const filter = this.deps.provider.name === 'guide' ? undefined : new AnswerFilter();
      try {
        for await (const part of this.deps.provider.answer({ turns, analysis, signal })) {
          if (signal.aborted) break;
          if ('finish' in part) finishReason = part.finish;
          else delta(filter ? filter.push(part.text) : part.text);
        }
        if (filter) delta(filter.flush());
      } catch (error) {
        if (signal.aborted) return finish('cancelled');
        const message = error instanceof ProviderError ? error.message : ASSISTANT_MESSAGES.aiFailure;
        if (error instanceof ProviderError) stats.upstreamStatus = error.upstreamStatus;
        else this.deps.log.error({ err: error }, 'assistant provider failed');
        sink.error({ message });
        return finish('error');
      }
    }
    if (signal.aborted) return finish('cancelled');
    delta(DISCLAIMER_PART);
    sink.suggestions({ suggestions: await suggestions });
    if (signal.aborted) return finish('cancelled');
    sink.done({ finishReason });
    return finish('done');
  }

  /** The specialties with a link to the search and their first free date (null when the lookup fails). */
  private async suggestionsFor(specialties: readonly AssistantSuggestion['specialty'][]): Promise<AssistantSuggestion[]> {
    return Promise.all(
      specialties.map(async (specialty) => {
        let firstFreeSlot: string | null = null;
        try {
          firstFreeSlot = await this.deps.slots.firstFreeDate(specialty);
        } catch (error) {
          this.deps.log.error({ err: error }, 'assistant first free slot lookup failed');
        }
        return { specialty, href: doctorSearchHref(specialty), firstFreeSlot };
      }),
    );
  }
}
