import { ConceptMatcher } from './matcher';
import { normalizeMessage, readClauses } from './reading';
import { crisisSigns } from './crisis-signs';
import { triageMessage } from './triage';

const signsIn = (message: string) => crisisSigns(new ConceptMatcher(readClauses(normalizeMessage(message))));

describe('indirect suicidal intent read from its warning signs (issue 21)', () => {
  it.each([
    // One's own absence ahead, said as settled.
    'once i am gone my sister can have the flat',
    // A supposed absence with others relieved.
    'my parents would be so much calmer if i just was not here',
    // Means got and counted.
    'i have been stockpiling my sleeping tablets for weeks',
    // Doing "it" at a time chosen to be alone.
    'i will do it when my flatmates are out',
    // A farewell said as it stands.
    'i have said my goodbyes now',
    // Self-harm going on.
    'i burned myself again last night and it felt deserved, i have started cutting again',
  ])('reads "%s" as a crisis', (message) => {
    expect(signsIn(message)).toBe(true);
    const triage = triageMessage(message);
    expect(triage.crisis).toBe(true);
    expect(triage.situation?.id).toBe('crisis');
  });

  it.each([
    // The same signs in ordinary use.
    'once i am gone on the course my sister can have the flat',
    'my parents would be calmer if i was not here at weekends so often',
    'i will do it when my flatmates are out, the hoovering i mean, and my back hurts',
    'i said my goodbyes to my colleagues on my last day before retiring',
    'i cut my finger again on the mandoline',
    'my kids deserve a better dad than me, they will be fine after the divorce',
    'i am sitting on the edge of my bed and my mum wont answer her phone',
  ])('leaves the look-alike "%s"', (message) => {
    expect(signsIn(message)).toBe(false);
    expect(triageMessage(message).crisis).toBe(false);
  });

  it('reads medicines hoarded for a supply reason as no sign (the older phrase rules still flag it)', () => {
    expect(signsIn('i have been stockpiling my tablets because of the pharmacy strike')).toBe(false);
    expect(signsIn('i have been stockpiling my tablets')).toBe(true);
  });

  it('keeps negation and history as the engine reads them', () => {
    expect(triageMessage('i have never said my goodbyes to anyone like that').crisis).toBe(false);
    expect(triageMessage('i tried to end my life in 2015, i am well now and want a medication review').crisis).toBe(false);
    // A death told in a relative clause dates the death, not the wish beside it.
    expect(triageMessage('my son says he wants to be dead like his friend who died last month').crisis).toBe(true);
  });
});
