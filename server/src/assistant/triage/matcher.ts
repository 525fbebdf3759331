/**
 * Finds concepts in a message's clauses and keeps only what is said to be happening now: not
 * negated just before ("no chest pain", "didn't hit his head"), not history, not a general
 * question, not a long-standing unchanged state (issue 21 point 2).
 */
import type { Concept } from './concepts';
import type { Clause } from './reading';

const NEGATORS =
  /\b(no|not|never|without|nor|none|neither|didnt|doesnt|dont|isnt|hasnt|havent|wasnt|arent|werent|denies|deny|nothing|free of|no sign of|no signs of)\b/;
/** Said to be back after it stopped ("but now it's started again and won't stop"). */
const RESTARTED =
  /\b(started again|starting again|again|back again|come back|came back|coming back|returned|wont stop|will not stop|not stopping|worse|another (one|seizure|fit)|one after another|straight after)\b/;
/** Words of the clause read before a match for a negation. */
const NEGATION_WINDOW = 4;

export interface ConceptMatch {
  clause: number;
  text: string;
}

export class ConceptMatcher {
  constructor(readonly clauses: readonly Clause[]) {}

  /** The whole message as one text (for patterns that span clauses). */
  get text(): string {
    return this.clauses.map((clause) => clause.text).join(', ');
  }

  /** Clauses where the concept is described as happening now. */
  find(concept: Concept): ConceptMatch[] {
    const found: ConceptMatch[] = [];
    this.clauses.forEach((clause, index) => {
      if (clause.history || clause.general || clause.chronic) return;
      if (concept.except?.some((pattern) => pattern.test(clause.text))) {
        const stripped = concept.except.reduce((text, pattern) => text.replace(new RegExp(pattern.source, 'g'), ' '), clause.text);
        if (this.matchIn(concept, stripped)) found.push({ clause: index, text: clause.text });
        return;
      }
      if (this.matchIn(concept, clause.text)) found.push({ clause: index, text: clause.text });
    });
    return found;
  }

  has(concept: Concept): boolean {
    return this.find(concept).length > 0;
  }

  /** Mentioned anywhere, in any context (history and questions included): for information answers. */
  mentions(concept: Concept): boolean {
    return this.clauses.some((clause) => concept.patterns.some((pattern) => pattern.test(clause.text)));
  }

  /** Some clause is said to have stopped or to be fine now, and no later one says it is back. */
  get resolved(): boolean {
    return this.clauses.some(
      (clause, index) => clause.resolved && !this.clauses.slice(index + 1).some((later) => RESTARTED.test(later.text)),
    );
  }

  /** Every clause asks for information and none reports anything happening now. */
  get generalOnly(): boolean {
    return (
      this.clauses.some((clause) => clause.general) &&
      this.clauses.every((clause) => clause.general || !/\w{3}/.test(clause.text) || isSmallTalk(clause.text))
    );
  }

  private matchIn(concept: Concept, text: string): boolean {
    for (const pattern of concept.patterns) {
      const global = new RegExp(pattern.source, 'g');
      for (const match of text.matchAll(global)) {
        if (!negatedBefore(text, match.index ?? 0)) return true;
      }
    }
    return false;
  }
}

/** "I want to be prepared", "I read about it online": words around a question that report nothing. */
function isSmallTalk(text: string): boolean {
  return /^(i want to be prepared|i read about it( online)?|just (asking|wondering|curious)|thanks?( you)?|please|asking for a friend)$/.test(
    text,
  );
}

/** Negators that carry over a list ("no vomiting or drowsiness", "without fever and rash"). */
const LIST_NEGATORS = new Set(['no', 'without', 'nor', 'neither', 'none', 'nothing']);

/**
 * A state or a wish denied, then the match joined to it by "or": "I'm not depressed or thinking
 * of hurting myself", "she is not drowsy or confused", "I don't want to die or hurt myself". The
 * "not" of a being verb or of a wish carries over the "or".
 */
const DENIED_STATES =
  /\b((im|i am|i was|ive been|hes|shes|he is|she is|he was|she was|theyre|they are|they were) (not|never)|(i|he|she|they) (dont|do not|doesnt|does not|never) want to) (\w+ ){1,2}(or|nor) ((thinking|thoughts|having thoughts|had thoughts) (of|about) )?$/;

/**
 * Negated when a negator stands in the few words before the match, and either carries over a
 * list or no "and" or "but" separates it from the match: in "not breathing right and won't
 * respond" or "doesn't drink and her arm is floppy" the "not" belongs to another verb.
 */
function negatedBefore(text: string, start: number): boolean {
  if (DENIED_STATES.test(text.slice(0, start))) return true;
  const words = text.slice(0, start).trim().split(/\s+/).slice(-NEGATION_WINDOW);
  if (!NEGATORS.test(words.join(' '))) return false;
  const negators = words.flatMap((word, index) => (NEGATORS.test(word) ? [index] : []));
  // Only a phrase negates ("free of"): negated.
  if (negators.length === 0) return true;
  return negators.some(
    (index) => LIST_NEGATORS.has(words[index]!) || !words.slice(index + 1).some((later) => later === 'and' || later === 'but'),
  );
}
