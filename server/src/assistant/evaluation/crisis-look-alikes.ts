/**
 * Look-alikes that the triage's unit tests (triage.test.ts, crisis-signs.test.ts) hold against the
 * crisis reading, in words near a crisis but not one: the crisis model (triage/crisis-model.ts)
 * read these as crises until it learnt from them.
 */
export const CRISIS_LOOK_ALIKES_OF_THE_TESTS: readonly string[] = [
  'goodbye everyone, see you tomorrow',
  'i am a burden on my daughter since my hip op, i will do it myself from now on',
  'i dont see a future in this job and im going to quit',
  'i dont think ill be here next week, im on holiday',
  'i dont want to keep going to work like this, i need a sick note',
  'i found a tree for the christmas decorations and bought a rope for the swing',
  'i have never said my goodbyes to anyone like that',
  'i keep thinking about dying in my sleep, im scared of death',
  'i took my pills and said goodbye to my visitors',
  'i want it to be over, this labour is so long, i have gas and air',
  'i want to sleep and stay asleep until noon',
  'i wish i could disappear off the face of the earth, so embarrassing what i said',
  'im thinking of taking the whole course of antibiotics even though i feel better',
  'im writing my goodbyes to my students as i retire',
  'my friend sent a photo of her pills and said its time for her meds',
  'my mum left a note saying sorry she would be late',
  'my parents would be calmer if i was not here at weekends so often',
  'nobody would care if i jumped the queue',
  'the bus would be a quick way to get there',
  'the meeting would be easier if i wasnt there',
  'tonight i end it with my boyfriend, he cheated',
  'tonight is the night of the party, ive got everything i need',
  'my husband left the car engine running in the garage to warm it up',
  'My kids deserve a better dad than me, they will be fine after the divorce',
  'ive been cutting again my hair shorter',
  'i took my pills and said goodbye to my visitors',
  'my mum took all of todays tablets and tonights in one go',
  'i wont be in work next week or ever again, i have retired, bye everyone',
  'i think about not waking up from the anaesthetic, im scared of surgery',
];
