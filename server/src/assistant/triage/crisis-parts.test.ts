/**
 * Probes of the part reader (crisis-parts.ts) in words of their own, written for it and not
 * taken from the development set: crises said in new phrasings, and look-alikes that must stay
 * none (idiom, hyperbole, grief, history, questions, hobbies, medicines as prescribed).
 */
import { ConceptMatcher } from './matcher';
import { normalizeMessage, readClauses } from './reading';
import { crisisByParts } from './crisis-parts';
import { triageMessage } from './triage';
import { CRISIS_LOOK_ALIKE_PROBES, CRISIS_LOOK_ALIKES_OLDER_RULES_FLAG, CRISIS_PROBES } from '../evaluation/crisis-probes';

const partsIn = (message: string) => crisisByParts(new ConceptMatcher(readClauses(normalizeMessage(message))));

describe('a crisis read from its parts (crisis-parts.ts)', () => {
  it.each(CRISIS_PROBES)('reads "%s" as a crisis', (message) => {
    expect(triageMessage(message).crisis).toBe(true);
  });

  it.each(CRISIS_LOOK_ALIKE_PROBES)('leaves the look-alike "%s"', (message) => {
    expect(partsIn(message)).toBe(false);
    expect(triageMessage(message).crisis).toBe(false);
  });

  // The older phrase rules (concepts.ts, situations.ts) still flag these; the part reader does not.
  it.each(CRISIS_LOOK_ALIKES_OLDER_RULES_FLAG)('adds no alarm of its own to "%s"', (message) => {
    expect(partsIn(message)).toBe(false);
  });

  it('keeps negation, history and questions as the matcher reads them', () => {
    expect(partsIn('i dont want to die, i just want to sleep better')).toBe(false);
    expect(partsIn('i have never thought about jumping off a bridge')).toBe(false);
    expect(partsIn('i tried to hang myself years ago and i am in a good place now')).toBe(false);
    expect(partsIn('what are the signs someone is hoarding pills to overdose?')).toBe(false);
    expect(partsIn('i want to die')).toBe(true);
  });

  it('reads asking how long a method takes as researching it, not chores that share the words', () => {
    expect(partsIn('my flatmate keeps asking how fast would drowning work')).toBe(true);
    expect(partsIn('her phone was open on how quickly does carbon monoxide work, and she has locked the garage')).toBe(true);
    expect(partsIn('how long does hanging curtains take on your own')).toBe(false);
    expect(partsIn('how long does an overdose take to show up on a liver test')).toBe(false);
  });
});
