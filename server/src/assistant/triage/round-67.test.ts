/**
 * The fix round of dev batches 67-69: each meaning that was missing, told in other words than the
 * batches, with look-alikes that must stay quiet.
 */
import { testFixRound } from '../../../test/support/fix-round';

describe('emergency and crisis reading, round 67', () => {
  testFixRound({
    notCrises: ['i collect stamps and have done for years', 'my husband takes his tablets every morning, can he drink alcohol'],
    emergencies: [
      // Every tablet of a kind taken (NHS: Paracetamol overdose).
      ['i swallowed every ibuprofen in the house an hour ago and my stomach is burning', 'overdose-poisoning'],
      // A first seizure in an adult whose age is written in brackets (NHS: Epilepsy, call 999).
      ['my wife (40) had a fit in the kitchen, never had one in her life, now she is dazed', 'seizure'],
      // A head caught on something while on warfarin, the headache worse (NICE NG232).
      ['caught the back of my head on a shelf, i take warfarin and the headache keeps getting worse', 'head-injury'],
      // A fryer's oil over someone's arm, the skin white (NHS: Burns and scalds).
      ['the deep fat fryer tipped over onto my arm at work and the skin has gone white', 'severe-burn'],
      // Choking, as a second language says it (NHS: Choking).
      ['my father is choke on bread, he cannot talk and cannot cough', 'choking'],
      // A baby with no strength in the body, not taking milk (NHS: Is my baby unwell?).
      ['my baby 6 weeks has no strength in her body and is not taking milk today', 'unwell-infant'],
      // A stomach hard like a stone with very strong pain (NHS: Stomach ache).
      ['very strong pain in my belly, the belly is hard like a stone and i cannot move', 'acute-abdomen'],
      // Pregnant counted "pregnant 6 months", bleeding more than a period (NHS: Vaginal bleeding in pregnancy).
      ['my wife is pregnant 6 months and bleeding more than period', 'pregnancy-bleeding'],
      // Pulled out of the sea, then coughing and drowsy (RLSS UK: secondary drowning).
      ['we pulled my son out of the sea after he went under, he keeps coughing and is drowsy', 'emergency'],
      // A fever at 38 in a baby under 3 months, the age told with a possessive (NICE NG143).
      ["my 3 week old's temperature is 38.4", 'unwell-infant'],
      // An older baby whose breathing is the danger (NHS: Is my baby unwell?).
      ['my 10 month old is breathing so fast and the skin is pulling in under his ribs', 'breathing'],
    ],
    crises: [
      // Whether a drink kills quickly and without pain (Samaritans: researching a method).
      'if you drink bleach do you die fast without pain',
      // Pills collected, a day chosen.
      'i have been collecting my tablets for weeks and saturday is the day',
    ],
    notEmergencies: [
      'my dad has epilepsy, he takes his tablets, no seizures since 2020, can he drive',
      'my daughter holds her breath when she cries and goes a bit blue, then she is fine',
      'my son went under the water at swimming for a second and came up laughing',
      'my husband (39) has had a cold for a week and a bit of a sore throat',
      'i caught my head on the cupboard, tiny lump, feel fine',
    ],
    specialties: [
      ['lol my life is over because he dumped me. but seriously my knee is swollen after netball', ['Orthopedics']],
      ['a wasp stung my leg, its red and itchy', ['General Medicine', 'Dermatology']],
      ['my breast stroke kick hurts my knee', ['Orthopedics']],
      ['whacked my head on the car boot, small bump, no other symptoms', ['General Medicine', 'Neurology']],
      ['my baby has two teeth coming through, dribbling a lot', ['Pediatrics']],
      ['my wisdom tooth is coming through and my gum hurts', ['Dental']],
      ['my 3 year old hits her sister when they fight, is that normal', ['Pediatrics']],
      ['my toddler keeps eating soil in the garden', ['Pediatrics']],
      ['i drank too much caffeine today and feel jittery', ['General Medicine', 'Cardiology']],
    ],
  });
});
