import { guideAnswer } from '../guide/guide-answer';
import type { AnswerRequest, AssistantProvider, ProviderPart } from './provider';

/** The built-in guide: no key, no network; answers from the rule set (guide/conditions.ts). */
export const guideProvider: AssistantProvider = {
  name: 'guide',
  async *answer({ analysis, signal }: AnswerRequest): AsyncIterable<ProviderPart> {
    const parts = guideAnswer(analysis);
    for (const [index, part] of parts.entries()) {
      if (signal.aborted) return;
      yield { text: index === 0 ? part : `\n\n${part}` };
    }
    yield { finish: 'stop' };
  },
};
