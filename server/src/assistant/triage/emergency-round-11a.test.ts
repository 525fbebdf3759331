/**
 * The fix round 11a (emergencies from the training corpus that the reading missed): each meaning
 * told in other words than the probes, with look-alikes that must stay quiet (history, questions,
 * negation, resolved, idioms).
 */
import { analyzeConversation } from '../guide/analysis';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency reading, round 11a', () => {
  it.each([
    // Drooling from one side of the mouth (NHS: Stroke, FAST face).
    ['my uncle is drooling out one side of his mouth all of a sudden', 'stroke'],
    // An arm and a leg weak together (NHS: Stroke).
    ['my wife has sudden numbness in her arm and leg', 'stroke'],
    // Double vision with unsteady walking (NHS: Stroke, vision and balance).
    ['seeing double since lunch and my mum is struggling to walk in a straight line', 'stroke'],
    // Too breathless for whole sentences (NHS: Asthma attacks).
    ['my boy cant speak in whole sentences and his chest is heaving', 'breathing'],
    // A pulse oximeter at 92% or below (NHS: How to use a pulse oximeter).
    ['the finger monitor says her sats are 88% and she looks awful', 'breathing'],
    // Croup with a noise at rest and worn out (NHS: Croup).
    ['our toddler has croup and is worn out from the effort, the bark never stops', 'breathing'],
    // Drooling, cannot swallow, feverish (NHS: Epiglottitis).
    ['my daughter is dribbling, cant swallow her spit and has a high temperature', 'breathing'],
    // A face blown up after a new tablet, with trouble swallowing (NHS: Angioedema, Anaphylaxis).
    ['started a new heart tablet and my lips have puffed up, i cant swallow', 'anaphylaxis'],
    // Towel after towel in the next clause (St John Ambulance: Severe bleeding).
    ['i sliced my hand on a tin, the blood keeps soaking through the tea towels', 'severe-bleeding'],
    // Bleeding after a tonsillectomy (NHS: Tonsillitis, recovery).
    ['my son had a tonsillectomy 6 days ago and is coughing up bright red blood', 'severe-bleeding'],
    // A seizure in the water (Epilepsy Action).
    ['my sister is having a fit in the swimming pool', 'seizure'],
    // Several seizures within the hour (NHS: Epilepsy).
    ['he has had 4 fits within the past hour', 'seizure'],
    // A stranger fitting, history unknown (St John Ambulance: Seizures).
    ['a man at the bus station is fitting on the ground', 'seizure'],
    // Found by empty packets and drowsy (NHS: Overdose).
    ['my flatmate is drowsy and there are empty paracetamol boxes on her bed', 'overdose-poisoning'],
    // A child into a grandparent's tablets (NHS: Poisoning).
    ['my granddaughter got into some of my blood pressure pills', 'overdose-poisoning'],
    // Bootleg spirits (NHS: Poisoning).
    ['he drank moonshine at a party and now he is vomiting and cant see', 'overdose-poisoning'],
    // A bone in a wound (NHS: Broken bones).
    ['my husband has a gash on his shin with the bone showing', 'open-fracture'],
  ])('answers "%s" as %s', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
  });

  it.each([
    // Left in the heat and floppy (NHS: Heatstroke).
    'my dog walker left my little girl in a hot car, she is limp and confused now',
    // Found cold and mumbling (NHS: Hypothermia).
    'found my grandad outside in the garden this morning, freezing cold and slurring',
    // Priapism past 4 hours (NHS: Priapism).
    'my erection has not gone down after 6 hours and it hurts',
    // Cauda equina (NHS: Cauda equina syndrome).
    'my back is bad and i cant feel around my bum and i cant wee',
    // A long lie after a fall (NHS: Falls).
    'my gran had a fall and has been on the bedroom floor all night',
    // Heart far too fast with a faint (NHS: Heart palpitations).
    'my pulse is at 190 and i keep nearly fainting',
    // Blood pressure crisis with symptoms (NHS: High blood pressure).
    'my blood pressure is 210/125 and i have a pounding headache and blurry vision',
    // A blade gone into the body (NHS: When to call 999).
    'a piece of glass has gone into his chest',
    // Smoke breathed at a fire told apart (NHS: Burns and scalds).
    'our kitchen was on fire, my wife inhaled a lot of smoke and is wheezy',
    // A fall of two floors without "from" (NHS: When to call 999, major trauma).
    'my cousin fell three storeys and is lying still',
    // Pulled from the pool (NHS: Drowning).
    'we pulled my nephew out of the swimming pool and he is coughing and sleepy',
    // The cord felt after the waters broke (NHS: Umbilical cord prolapse).
    'my waters just went and i think i can touch the cord',
  ])('answers "%s" as an emergency', (message) => {
    expect(ask(message).kind).toBe('emergency');
  });

  it.each([
    // History, questions, negation, resolved and idioms.
    'i had croup as a child, is it hereditary?',
    'what does it mean if oxygen sats are 95%?',
    'my erection went away after an hour, is that normal?',
    'i nearly fainted in the sauna last week but i feel fine now',
    'my dad fell last year and couldnt get up for hours, how can we prevent that?',
    'my heart rate was 160 during my run, i felt dizzy for a second',
    'what blood pressure reading counts as a crisis?',
    'my new blood pressure tablets give me a dry cough',
    'i watched a documentary where a man was pulled from the sea',
    'the baby is drooling a lot while teething and has a slightly high temperature',
    'my toddler is not getting up for nursery this morning',
    'my back aches after gardening, no numbness and i can pee fine',
    'we were in a fight about money last night and i cant sleep',
    'my fingers went white in the cold and then pink again',
    'i cant talk in full sentences in french yet',
    'my son fell asleep on the floor for a few hours',
    'its 35 degrees and im confused about what to wear',
    'my resting heart rate is 38 because im a runner and i felt dizzy once',
    'my grandad died of a heart attack at 38 and i feel dizzy thinking about it',
    'we had the fire pit going and i breathed in some smoke, coughing a bit',
    'the knife is in his back pocket',
  ])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });
});
