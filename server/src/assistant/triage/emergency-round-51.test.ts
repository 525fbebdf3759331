/**
 * The fix round of the development set's batches 51 to 54 (non-crisis): each reading that was
 * missing, told in other words than the batch's messages, with a look-alike that must stay quiet.
 */
import { analyzeConversation } from '../guide/analysis';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency reading, round of batches 51 to 54', () => {
  it.each([
    // A household product named alone, swallowed by a young child (NHS: Poisoning).
    ['my 3 year old swallowed some fabric softener and keeps coughing', 'overdose-poisoning'],
    // Down on the floor and shaking, past five minutes (NHS: Epilepsy).
    ["my husband dropped to the floor jerking, it's been going on for 8 minutes", 'seizure'],
    ["my flatmate is on the ground twitching and it won't stop", 'seizure'],
    // Clothes gone up in flames, skin blackened; a deep burn that does not hurt (NHS: Burns and scalds).
    ["my brother's jumper went up in flames at the barbecue and the skin on his arm is blackened", 'severe-burn'],
    ['she poured lighter fluid on the fire pit and went up, her hands are charred and she cant feel it', 'severe-burn'],
    // A bone through the skin, the verb or the words between changed (NHS: Broken bones).
    ['fell off his bike and the bone in his shin is sticking through the skin', 'open-fracture'],
    ["he can't put weight on it and the bone is actually poking out", 'open-fracture'],
    // Swollen, being sick, no wind or poo passed (NHS: Bowel obstruction).
    ["dad's stomach is bloated and distended, he keeps throwing up and can't pass any wind", 'acute-abdomen'],
    // Danger told inside an admin message: a verb in another form, muddled in a list, blood passed in amount.
    ["Sorry I'll miss my physio today, I sliced my hand on a tin and blood squirts out whenever I let go", 'severe-bleeding'],
    ["Could you pass a message to the nurse: my dad's cellulitis leg is hot and red and today he's disorientated and shaking", 'sepsis'],
    ['My stitches from the caesarean are oozing pus, and tonight I am burning up, muddled and breathless', 'sepsis'],
    ["Please reschedule my endoscopy. I'm passing loads of fresh blood from my bum and I'm dizzy", 'gi-bleed'],
    // Heavy bleeding beside the weeks of a later pregnancy, "pregnant" said or not (NHS: Vaginal bleeding in pregnancy).
    ["I'm 31 weeks along and blood is pouring out, soaked two pads", 'pregnancy-bleeding'],
    ['my wife is 26 weeks and bleeding heavily with cramps', 'pregnancy-bleeding'],
    // A hand to the back of the head, the worst pain ever (NICE CKS: thunderclap headache).
    ["he suddenly clutched the back of his head, worst pain he's ever had", 'thunderclap-headache'],
  ])('answers "%s" as %s', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
  });

  it.each([
    'can I use rinse aid in my new dishwasher?',
    'my dog is shaking on the floor after the fireworks and will not stop',
    'I was shaking on the bathroom floor crying after the breakup',
    'the price of petrol went up again',
    'the sausages are charred on the bbq lol',
    'my hip bone sticks out since I lost weight',
    'i can see the bone through my thin skin on my hands',
    'bloated tummy and have not had a poo for 3 days, no sickness',
    'when I squeezed the spot blood spurted out',
    'I get a bit muddled with my tablets, can you do a dosette box?',
    'my gran has a water infection and is getting more muddled',
    'I noticed a small streak of blood on the tissue after a hard poo',
    "I'm 20 weeks pregnant, is light spotting normal?",
    'my toddler suddenly grabbed my head and pulled my hair',
    // An event dated by the age it came at is history.
    'My mum had a heart attack at 55, should I get my cholesterol checked?',
    'Can I have a diabetes check? My brother was diagnosed with a stroke at 48.',
    // A state denied, then the rest joined to it by "or".
    "I'm not suicidal or thinking of ending my life, just stressed about exams",
  ])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });

  it('still reads an event dated by a time of day as now, and a crisis not denied', () => {
    expect(ask('my dad had a stroke at 10 this morning and his arm is weak').redFlag?.id).toBe('stroke');
    expect(ask("my husband had a seizure at 14:30 and hasn't come round").redFlag?.id).toBe('seizure');
    expect(ask("I'm not sleeping and thinking of ending my life").crisis).toBe(true);
  });

  it('answers a nosebleed in pregnancy as bleeding, not as bleeding in pregnancy', () => {
    expect(ask("I'm 30 weeks pregnant and my nose is bleeding heavily and won't stop").redFlag?.id).toBe('severe-bleeding');
  });
});

describe('specialty reading, round of batches 51 to 54', () => {
  it.each([
    // A sibling's age in brackets is a child's.
    ['my sister (7) has a runny nose and a temperature', 'Pediatrics'],
    // A son or daughter who graduates or marries is grown up; children in a list of worries are not the patient.
    ["at my son's graduation I felt dizzy and sick", 'General Medicine'],
    ['i worry about the bills, my job and my children constantly, I feel anxious every day', 'Psychiatry'],
    // A racing heart told with anxiety; itchy eyes told with hay fever.
    ['my heart pounds whenever I get anxious before a presentation', 'Psychiatry'],
    ['my hayfever is making my eyes so itchy', 'ENT'],
    // "dressed" is no "depressed"; a leg ulcer is the skin's.
    ['the nurse dressed my leg ulcer yesterday, it looks ok', 'Dermatology'],
    // Spotting past the change; bleeding from where a tooth was.
    ["I'm past the menopause and noticed some spotting", 'Gynecology'],
    ['bleeding from the socket where my wisdom tooth was taken out', 'Dental'],
    // After "anyway" comes what the message is for.
    ['Haha that film made me cry so much I felt depressed. Anyway, my knee hurts when I run', 'Orthopedics'],
  ])('suggests for "%s" %s first', (message, specialty) => {
    expect(ask(message).specialties[0]).toBe(specialty);
  });

  it('keeps a worried parent about a child, and palpitations alone with the heart', () => {
    expect(ask("I'm worried about my son, he has a high temperature").specialties[0]).toBe('Pediatrics');
    expect(ask('I have palpitations at night').specialties[0]).toBe('Cardiology');
    expect(ask('I have spots on my face').specialties[0]).toBe('Dermatology');
  });

  it('reads each state of "not awake or breathing" as absent, and leaves other lists alone', () => {
    expect(ask('she is not awake or breathing').redFlag?.id).toBe('cardiac-arrest');
    expect(ask("my grandad's not conscious or breathing normally").redFlag?.id).toBe('cardiac-arrest');
    expect(ask('he is not moving or responding to us').redFlag?.id).toBe('unconscious');
    expect(ask('the baby is not moving or kicking as much as usual, I am 20 weeks').kind).not.toBe('emergency');
    expect(ask('he is not coughing or breathing fast, just a runny nose').kind).not.toBe('emergency');
  });
});
