import { setTimeout as sleep } from 'node:timers/promises';
import { guideAnswer } from '../guide/guide-answer';
import type { AnswerRequest, AssistantProvider, ProviderPart } from './provider';

/**
 * The built-in guide: no key, no network; answers from the rule set (guide/conditions.ts). Its
 * paragraphs are sent `paceMs` apart (none before the first), so the answer reads as a stream
 * and can be stopped like any other.
 */
export function createGuideProvider(paceMs: number): AssistantProvider {
  return {
    name: 'guide',
    async *answer({ analysis, signal }: AnswerRequest): AsyncIterable<ProviderPart> {
      const parts = guideAnswer(analysis);
      for (const [index, part] of parts.entries()) {
        if (index > 0 && paceMs > 0) await sleep(paceMs, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) return;
        yield { text: index === 0 ? part : `\n\n${part}` };
      }
      yield { finish: 'stop' };
    },
  };
}
