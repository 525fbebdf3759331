/** The triage as the server runs it with a service configured: the rules and the service's classification, merged. */
import { analyzeConversation } from '../guide/analysis';
import { OPENAI_API_URL } from '../build-assistant';
import { CLASSIFIER_TIMEOUT_MS, createClassifier, mergeClassification } from '../triage/ai-classifier';
import { verdictOf, type Triager } from './evaluate';

export function classifierTriager(options: {
  url: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs?: number;
}): Triager {
  const classify = createClassifier({
    url: options.url ?? OPENAI_API_URL,
    apiKey: options.apiKey,
    model: options.model ?? 'gpt-3.5-turbo',
    timeoutMs: options.timeoutMs ?? CLASSIFIER_TIMEOUT_MS,
  });
  return async (message) => {
    const turns = [{ role: 'user' as const, content: message }];
    const classification = await classify(turns, new AbortController().signal);
    return verdictOf(mergeClassification(analyzeConversation(turns), classification));
  };
}
