/**
 * The fix round of dev batches 58-60: each meaning that was missing, told in other words than the
 * batches, with look-alikes that must stay quiet.
 */
import { analyzeConversation } from '../guide/analysis';
import { triageMessage } from './triage';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency and crisis reading, round 58', () => {
  it.each([
    // A chest said tight before the word, with sweat (NHS: Heart attack).
    ['my dad has had a heavy chest for twenty minutes and he is clammy and grey', 'heart-attack'],
    // "One of his testicles", plural, with a sudden start (NHS: Testicle pain).
    ['sudden terrible pain in one of my testicles since this morning', 'testicular-torsion'],
    // Eyes that stay shut and no answer (NHS: When to call 999, unconscious).
    ['my gran is in her chair, her eyes will not open and she does not answer us', 'unconscious'],
    // Shivery and muddled with an infection (NHS: Sepsis).
    ['i have a kidney infection and now i am shaking and confused', 'sepsis'],
    // A fever with the feeling that something is seriously wrong (UK Sepsis Trust).
    ['temperature of 39 and I feel like something is seriously wrong', 'sepsis'],
    // Pink frothy spit with breathlessness (NHS: Altitude sickness).
    ['my husband is coughing up pink foamy spit and is so breathless', 'breathing'],
    // Breathless while resting (NHS: Shortness of breath).
    ['my sister is out of breath lying still and it came on an hour ago', 'breathing'],
    // A real electric shock with a burn (NHS: Burns and scalds).
    ['my husband got an electric shock off the mains and his hand is burnt', 'severe-burn'],
    // A party drug, then overheating (FRANK: call 999).
    ['my mate had some mdma at the club and he is overheating and twitching', 'overdose-poisoning'],
  ])('answers "%s" as %s', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
  });

  it.each([
    // Things given away and everything said sorted (Samaritans: giving things away, affairs in order).
    'my son gave away his gaming console to his cousin and keeps saying he has got everything sorted',
    // A day picked with nothing to pick it for (988: a plan and a time).
    'the anniversary is on friday. that is the day i have chosen',
    // Asking whether a method hurts (Samaritans: researching a method).
    'would it hurt to drown yourself',
    // A pet rehomed and accounts deleted (Samaritans: saying goodbye).
    'i closed all my accounts and found a new home for my dog',
    // A parting message with nobody able to reach them (Samaritans: act now).
    'my dad texted sorry, its better for everyone this way, and now his phone is off',
    // How long until something kills (researching a method).
    'how long before the cold water would kill someone if they just lay in it',
  ])('reads "%s" as a crisis', (message) => {
    expect(triageMessage(message).crisis).toBe(true);
  });

  it.each([
    'i do not want to die or harm myself, i am just exhausted with the new baby',
    'we found a new home for the dog because we are moving to a flat',
    'got everything sorted for the house move on friday',
    'that is the day i have picked for my wedding',
    'sorry, i am leaving the choir, it is better this way with my shifts',
    'does it hurt to get your ears pierced',
    'how long until the antibiotics kill the bacteria',
    'the newborn keeps scratching his cheeks with his nails',
  ])('leaves "%s" out of the crisis reading', (message) => {
    expect(triageMessage(message).crisis).toBe(false);
  });

  it.each([
    'i get breathless lying down since my heart failure was diagnosed, is that normal',
    'had a few drinks at the festival and feel a bit hot today',
    'what is heat stroke and how do i avoid it on holiday',
    'sharp pains like electric shocks in my jaw when i brush my teeth',
    'whenever i get anxiety attacks it feels like i cant breathe, my heart tests were normal',
  ])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });

  it('reads a fright said as a heart attack as a fright, and heat stroke as the heat', () => {
    expect(ask('the gas bill nearly gave me a heart attack, how do I sleep better?').specialties[0]).not.toBe('Cardiology');
    expect(ask('what are the signs of heat stroke?').specialties[0]).toBe('General Medicine');
    expect(ask('what are the signs of a stroke?').specialties[0]).toBe('Neurology');
  });
});
