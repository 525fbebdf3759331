/**
 * The fix round of dev batches 70-72: each meaning that was missing, told in other words than the
 * batches, with look-alikes that must stay quiet.
 */
import { testFixRound } from '../../../test/support/fix-round';

describe('emergency and crisis reading, round 70', () => {
  testFixRound({
    emergencies: [
      // A cut that has soaked towels and gapes (St John Ambulance: Severe bleeding).
      ['my flatmate has a gash on his leg, its not stopping and has gone through two towels', 'severe-bleeding'],
      // A toddler chewing an opioid medicine, now sleepy (NHS: Poisoning).
      ['my 2 year old was chewing my methadone bottle cap and has some on her lips, now she is very sleepy', 'overdose-poisoning'],
      // A migraine sufferer's headache that "isn't one", sudden and the worst ever (NICE CKS: Headache).
      [
        'i have had migraines for years but this is not a migraine, it came on in seconds and is the worst pain of my life',
        'thunderclap-headache',
      ],
      // Party pills counted, then overheating (FRANK).
      ['my friend took 4 pills at the festival and is boiling hot and confused', 'overdose-poisoning'],
      // Boiling water over a child (NHS: Burns and scalds).
      ['boiling water went over a little boy at the cafe, his arm is blistering and the skin is peeling', 'severe-burn'],
      // A diver up too fast (NHS: Decompression sickness).
      ['after scuba diving today my husband surfaced too quickly and now his arms are tingling and he is dizzy', 'emergency'],
      // A child with an open pot of tablets, how many unknown (NHS: Poisoning).
      ['my 4 year old had an opened tub of my vitamins and we dont know how many he ate', 'overdose-poisoning'],
      // Paracetamol above the daily dose over days, now sick (NHS: Paracetamol, staggered overdose).
      ['been taking paracetamol for a bad back, about 10 a day for four days, now i keep being sick', 'overdose-poisoning'],
      // Bleeding "quite a lot" with cramps at 22 weeks (NHS: Vaginal bleeding in pregnancy).
      ['i am 22 weeks pregnant and bleeding quite a lot with cramps', 'pregnancy-bleeding'],
      // Insulin missed while ill, vomiting and thirsty (NHS: Diabetic ketoacidosis).
      ['type 1 here, forgot my insulin for two days with flu and now i am vomiting and so thirsty', 'dka'],
      // Numb when wiping, with the bladder failing (NHS: Cauda equina syndrome).
      ['my back is bad and now i cant feel anything when i wipe and i cant wee properly', 'emergency'],
    ],
    crises: [
      'i cut my wrist in the bathroom and it wont stop, its really deep',
      'the cut on my arm is far deeper than i meant it to be',
      'does a heroin overdose hurt',
      'how many would someone my size need to not wake up',
      'been googling how much weight a rope will hold',
      'standing on the ferry deck, it would be so easy to just go over the side',
      'sitting on top of the car park with my feet hanging over the edge',
      'my grandad has paid for his own funeral and wants us to have his medals now',
      'is carbon monoxide painless',
    ],
    notCrises: [
      'my son is jumping off the bed all day and hurt his knee, is it sprained',
      'we sat on the harbour wall with our legs over the edge eating chips',
      'i cut my arm on a fence, it bled a bit but stopped',
      'my mum paid for her funeral plan years ago, is that common',
      'took some paracetamol for my toothache, it helped',
      'im fitting in well at my new job but my back hurts',
    ],
    notEmergencies: [
      'is it normal to be fitting into smaller jeans after starting metformin',
      'i take paracetamol 8 a day for my arthritis as my gp said',
    ],
    specialties: [
      ['not been for a poo in four days', ['General Medicine']],
      ['my periods are really heavy and last ten days', ['Gynecology']],
      ['my back flared up again after gardening', ['Orthopedics', 'General Medicine']],
      ['the room spins for a few seconds when i roll over in bed', ['ENT', 'Neurology']],
    ],
  });
});
