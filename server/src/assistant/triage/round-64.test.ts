/**
 * The fix round of dev batches 64-66: each meaning that was missing, told in other words than the
 * batches, with look-alikes that must stay quiet.
 */
import { analyzeConversation } from '../guide/analysis';
import { testFixRound } from '../../../test/support/fix-round';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency and crisis reading, round 64', () => {
  testFixRound({
    emergencies: [
      // Crushing pain in the middle of the chest, "the" left out (NHS: Heart attack).
      ['crushing pain in centre of my chest and down my arm, clammy and sick', 'heart-attack'],
      // Black tarry poo with a faint (NHS: Bleeding from the bottom).
      ['passed black tar like poo this morning and i went dizzy in the bathroom', 'gi-bleed'],
      // A period weeks late, one-sided pain and the shoulder tip (NHS: Ectopic pregnancy).
      ['my period is 5 weeks late and i have stabbing pain on my right side and my shoulder tip aches, i nearly fainted', 'ectopic'],
      // A first seizure, over now, still confused (NHS: Epilepsy, call 999 for a first seizure).
      ['my wife had her first ever seizure an hour ago, it has stopped but she is confused', 'seizure'],
      // A knock to the head on an anticoagulant, drowsier than usual (NICE NG232).
      ['grandad banged his head on the door frame, he takes apixaban and he is drowsy now', 'head-injury'],
      // Weeks of a pregnancy told "with my second", bleeding heavily (NHS: Vaginal bleeding in pregnancy).
      ['25 weeks with my second and bleeding heavily, soaked a pad in ten minutes', 'pregnancy-bleeding'],
      // Sudden testicle pain told in a relative clause (NHS: Testicle pain).
      ['my brother, 16, who lives with us has sudden agonising pain in his testicle', 'testicular-torsion'],
      // Scalded and raw over a big area (NHS: Burns and scalds).
      ['my dad knocked a pan of boiling water over himself, his legs are raw, a large area', 'severe-burn'],
      // A spiked drink, then legs gone and confused (NHS: Drink spiking).
      ['i think someone spiked my drink, i cant feel my legs and the room is spinning', 'overdose-poisoning'],
      // Sudden severe pain low on the right with a fever (NHS: Appendicitis).
      ['sudden severe pain in the lower right of my tummy and a fever, it hurts to walk', 'acute-abdomen'],
      // Two signs of severe pre-eclampsia late in pregnancy (NHS: Pre-eclampsia).
      ['i am 36 weeks pregnant with a splitting headache and blurred vision', 'emergency'],
    ],
    crises: [
      // Deeper than meant (NICE NG225: self-harm).
      'i cut way deeper than i wanted to tonight',
      // Unable to face anything, said as it stands.
      'i just cant face life anymore',
      // Wanting to vanish for good.
      'i want to disappear forever and not come back',
      // A lethal dose asked about (Samaritans: researching a method).
      'how many of my heart tablets would it take to stop my heart',
      'can you survive hanging if the rope breaks',
      // A lethal amount asked about with a stock at hand.
      'would a whole packet of my blood pressure pills kill you? i have three boxes saved',
      // Told to kill oneself by others.
      'people at school keep telling me to kill myself and i think they might be right',
      // Helium got with no reason given.
      'i bought a helium canister, nobody needs to know why',
      // Parting words, locked in, not answering (Samaritans: act now).
      'my daughter said love you forever mum, then locked her bedroom door and she is not answering',
      // Gratitude passed on in the past tense, and never coming back (Samaritans: saying goodbye).
      'please tell my carers i was grateful for everything, i wont be coming to the day centre again',
    ],
    notCrises: [
      'i cant face another meeting like that one, my boss is awful',
      'i want to disappear under a blanket all weekend, exams are done',
      'we bought a helium tank for the party balloons',
      'my mum said love you, see you tomorrow and went to bed',
      'i wont be coming to the clinic again as i am moving abroad, thank you for the care',
      'how much water does it take to stop a plant dying',
    ],
    notEmergencies: [
      'our dog ate some grapes, are they poisonous to dogs',
      'my friend choked on a sweet but coughed it right out and is fine',
      'i had a fit once as a child and never since, can i learn to drive',
      'got a tiny shock from the kettle plug, hand tingled for a second',
      'burnt my finger on the oven, one small blister',
      'i am 30 weeks pregnant and my ankles are a bit puffy in the evening, no headache',
    ],
    specialties: [
      ['had a heart attack last year, can i get a repeat prescription of my statins', ['General Medicine']],
      ['i am up at night to wee three or four times, i am 55', ['General Medicine']],
      ['my mind wont switch off at night, I lie awake for hours', ['General Medicine', 'Psychiatry']],
      ['put my back out lifting the shopping, no numbness', ['Orthopedics', 'General Medicine']],
      ['my copd is playing up with more phlegm than usual', ['General Medicine']],
      ['32 weeks and my bump is fine, baby kicking, but my heartburn is awful', ['Gynecology']],
      ['my mum is on warfarin and bruised her leg on the bed', ['General Medicine']],
      ['my grandad dozes off in front of the tv every afternoon', ['General Medicine']],
      ['had some jelly babies for a low sugar this morning, all fine, should my diabetes tablets be reviewed', ['General Medicine']],
      ['where can i get the morning after pill today', ['Gynecology']],
      ['my period is 10 days late and the test was negative', ['Gynecology']],
      ['my calves ache when i walk and get better when i stop', ['Cardiology', 'General Medicine']],
      ['my legs are killing me after a long run, calves so tight', ['Orthopedics']],
    ],
  });

  it('reads a shock that threw someone across the room as an emergency', () => {
    expect(ask('got a shock from the plug socket and it threw me backwards, my fingers are burnt').kind).toBe('emergency');
  });
});
