import { analyzeConversation } from '../guide/analysis';
import { CRISIS_LINE, CRISIS_LINES_TEXT, EMERGENCY_LINE, emergencyAnswer, guideAnswer, UNKNOWN_HEALTH_ANSWER } from '../guide/guide-answer';
import { correctWord } from './reading';
import { triageMessage } from './triage';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);
const answerOf = (content: string) => {
  const analysis = ask(content);
  return analysis.kind === 'emergency' && analysis.redFlag
    ? emergencyAnswer(analysis.redFlag, analysis.specialties[0] ?? analysis.redFlag.specialty, analysis.crisis)
    : guideAnswer(analysis);
};

describe('the triage of issue 21', () => {
  it.each([
    ['I took a whole bottle of my sleeping pills', 'overdose-poisoning'],
    ['I got stung by a bee and now my throat feels like it is closing up', 'anaphylaxis'],
    ["baby has a fever and a rash that doesn't go away when I press a glass on it", 'meningitis'],
    ["my neighbour's heart stopped, what do I do", 'cardiac-arrest'],
    ['feels like an elephant on my chest', 'heart-attack'],
    ["I can't get any air in", 'breathing'],
    ["my mum won't wake up", 'unconscious'],
    ['his face is drooping', 'stroke'],
    ['30 paracetamol', 'overdose-poisoning'],
    ['my toddler swallowed a button battery', 'overdose-poisoning'],
    ['my 7 week old has a temperature of 38.2', 'unwell-infant'],
    ["I've been vomiting what looks like coffee grounds", 'gi-bleed'],
    ['my wife is having a siezure and it wont stop', 'seizure'],
  ])('recognises "%s" as %s, with the call-now line first and first aid from its source', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
    const parts = answerOf(message);
    expect(parts[0]).toBe(EMERGENCY_LINE);
    expect(parts[1]).toContain(`While you wait: ${analysis.redFlag!.advice}`);
    expect(parts.at(-1)).toBe(`Source: ${analysis.redFlag!.source}.`);
  });

  it.each([
    "I've written goodbye letters to my family, I just want to end it all",
    'everyone would be better off without me',
    "I've got the pills ready",
    'thinking of jumping off the bridge tonight',
  ])('answers "%s" as a crisis: compassion first, the crisis lines, no booking buttons', (message) => {
    const analysis = ask(message);
    expect(analysis).toMatchObject({ kind: 'emergency', crisis: true, specialties: [] });
    const parts = answerOf(message);
    expect(parts[0]).toBe(CRISIS_LINE);
    expect(parts[1]).toBe(CRISIS_LINES_TEXT);
    expect(CRISIS_LINES_TEXT).toMatch(/988.*116 123.*112/);
  });

  it('gives crisis lines with the emergency guidance of an intended overdose', () => {
    const analysis = ask('I took all my antidepressants because I want to die');
    expect(analysis).toMatchObject({ kind: 'emergency', crisis: true });
    expect(analysis.redFlag?.id).toBe('overdose-poisoning');
    const parts = answerOf('I took all my antidepressants because I want to die');
    expect(parts[0]).toBe(EMERGENCY_LINE);
    expect(parts).toContain(CRISIS_LINES_TEXT);
  });

  it.each([
    ['I am confused about how to book an appointment', 'a word with another sense'],
    ['my dad had a stroke in 2019 and needs a physio follow-up', 'history'],
    ['what are the warning signs of a heart attack?', 'an information question'],
    ['where can I buy an EpiPen holder?', 'an object'],
    ['no chest pain, just some heartburn', 'negation'],
    ['the bleeding stopped with a plaster', 'resolved'],
    ["I'm not suicidal, just tired of exams", 'negated crisis words'],
    ['this traffic is killing me', 'an idiom'],
    ['I was cooking and cut my thumb a little', 'a real word close to a red-flag word'],
    ['my husband had a heart attack in March and wants to get back to the gym', 'history told by a month'],
    ['my sister collapsed with laughter at my joke but her ribs hurt now', 'an idiom of collapse'],
    ['I am burning up with a temperature and aching all over', 'an idiom of fever'],
    ['I had a stroke of bad luck and now I cannot sleep', 'an idiom of stroke'],
    ['I almost collapsed from tiredness after my night shift', 'a collapse that did not happen'],
    ['I went blind drunk last night and my stomach hurts today', 'an idiom of blindness'],
  ])('does not raise an emergency for "%s" (%s)', (message) => {
    const analysis = ask(message);
    expect(analysis.kind).not.toBe('emergency');
    expect(analysis.crisis).toBe(false);
  });

  it('never corrects a real English word into a red-flag word, but reads unambiguous typos', () => {
    expect(correctWord('confused')).toBe('confused');
    expect(correctWord('cooking')).toBe('cooking');
    expect(correctWord('dont')).toBe('dont');
    expect(correctWord('breeding')).toBe('breeding');
    expect(correctWord('siezure')).toBe('seizure');
    expect(correctWord('unconsious')).toBe('unconscious');
    expect(correctWord('paracetomol')).toBe('paracetamol');
  });

  it('answers a danger cue it cannot place with urgent advice and a clarifying question', () => {
    const analysis = ask('my husband took 5 of his tablets');
    expect(analysis.kind).toBe('unsure');
    expect(analysis.urgency).toBe('today');
    const text = guideAnswer(analysis).join('\n');
    expect(text).toMatch(/call your local emergency number/);
    expect(text).toMatch(/how much, when, and by whom/);
    expect(text).not.toContain(UNKNOWN_HEALTH_ANSWER);
  });

  it('reads duration and age: a long cough, a toddler with a high fever, a fever of five days in a child', () => {
    expect(ask('I have had a cough for three weeks and fevers in the evening').urgency).not.toBe('self-care');
    expect(ask('my 4 year old has a temperature of 39.5').urgency).toBe('today');
    expect(ask('my 3 year old has had a fever for 6 days').urgency).toBe('today');
    expect(ask('my 7 year old has a temperature of 38 but is playing happily').urgency).toBe('self-care');
    const cough = guideAnswer(ask('I have had a cough for three weeks and fevers in the evening')).join('\n');
    expect(cough).toMatch(/3 weeks or more/);
    expect(cough).toMatch(/NICE CKS: Cough/);
  });

  it('gives an information question information, not a booking urgency', () => {
    const analysis = ask('eczema vs psoriasis, what is the difference?');
    expect(analysis.urgency).toBeNull();
    expect(analysis.specialties[0]).toBe('Dermatology');
  });

  it.each([
    ["I've saved up my tablets and tonight is the night"],
    ['my boyfriend says he is going to hang himself'],
    ["I've been looking up ways to die"],
    ['I keep thinking about taking all my pills at once'],
    ['my daughter has been scratching her arms with a razor'],
    ['I cut myself on my arms again'],
    ['I just want everything to stop, permanently'],
    ["everyone would be happier if I wasn't around"],
    ["I wrote a note for my kids in case I'm not here tomorrow"],
    ['I stand on the platform and think about stepping in front of the train'],
    ['my son told me he wishes he had never been born'],
    ["what's the point anymore"],
    ['my grandad says he is a burden, he has been low since grandma died'],
    ['I keep scratching myself until I bleed when I am upset'],
    ["I don't think I can keep myself safe tonight"],
    ["I'm tired of living"],
    ['I feel like ending it'],
    ['nobody would even notice if I was gone'],
    ['I just want to not wake up'],
    ['my brother is on the bridge and says he will jump'],
    ['I took a knife to my wrists last night'],
  ])('answers "%s" as a crisis with the crisis lines and no booking buttons', (message) => {
    const analysis = ask(message);
    expect(analysis).toMatchObject({ kind: 'emergency', crisis: true, specialties: [] });
    expect(analysis.redFlag?.id).toBe('crisis');
    expect(answerOf(message).slice(0, 2)).toEqual([CRISIS_LINE, CRISIS_LINES_TEXT]);
  });

  it.each([
    ['her speech went slurred and her arm went floppy ten minutes ago', 'stroke'],
    ['my dad is clutching his chest and he has gone grey and sweaty', 'heart-attack'],
    ['my brother has been shaking and jerking for ten minutes and will not come round', 'seizure'],
    ['I have swallowed a whole load of my antidepressants', 'overdose-poisoning'],
  ])('names the situation of "%s" (%s), not a neighbouring one', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.redFlag?.id).toBe(situation);
    expect(answerOf(message)[0]).toBe(EMERGENCY_LINE);
  });

  it.each([
    ['I hurt myself playing football and my ankle is swollen', 'Orthopedics'],
    ['I cut myself shaving and it is bleeding a little', 'General Medicine'],
    ['I burnt myself on the oven door, just a small red mark', 'Dermatology'],
    ['my son hurt himself falling off the trampoline and his wrist hurts', 'Pediatrics'],
    ['my arm is numb after sleeping on it funny', 'Neurology'],
    ['it feels like something is stuck in my throat when I swallow', 'ENT'],
    ['I was choking on my words at the interview, how do I stop being so nervous?', 'Psychiatry'],
    ["I can't breathe through my nose", 'ENT'],
    ['I nearly passed out from my period pain', 'Gynecology'],
    ['my throat is on fire with this cold', 'General Medicine'],
    ['my knee gave way and I collapsed on the stairs, now it is swollen', 'Orthopedics'],
    ["there's no way out of this debt and I can't sleep", 'General Medicine'],
    ['I hit myself on the door frame and my elbow hurts', 'Orthopedics'],
    ['I scratch myself until it bleeds because of my eczema', 'Dermatology'],
    ["I'd rather die than have another smear test, is there another way?", 'Gynecology'],
    ["I'm a burden on my wife since my knee operation, can I get physio?", 'Orthopedics'],
    ['I want to disappear under the duvet for a week, this flu is awful', 'General Medicine'],
    ["I've had enough of this cough, it has been two weeks", 'General Medicine'],
    ['I want out of this job, it is making me ill with stress', 'Psychiatry'],
  ])('reads "%s" as an everyday complaint, not an emergency or a crisis, and suggests %s', (message, specialty) => {
    const analysis = ask(message);
    expect(analysis.kind).not.toBe('emergency');
    expect(analysis.crisis).toBe(false);
    expect(analysis.specialties[0]).toBe(specialty);
  });

  it('answers questions about suicide in general with information and the crisis lines, not an alarm', () => {
    for (const message of ['why do people kill themselves?', 'how can I help a friend who is suicidal?']) {
      const analysis = ask(message);
      expect(analysis.kind).toBe('symptoms');
      expect(analysis.specialties[0]).toBe('Psychiatry');
      expect(guideAnswer(analysis).join('\n')).toContain(CRISIS_LINES_TEXT);
    }
  });

  it('answers suicidal thoughts told as past and over with mental health care and the crisis lines, unless recent', () => {
    const past = ask("I had suicidal thoughts after my divorce but I'm in a better place now");
    expect(past).toMatchObject({ kind: 'symptoms', pastCrisis: true, specialties: ['Psychiatry'] });
    expect(guideAnswer(past).join('\n')).toContain(CRISIS_LINES_TEXT);
    expect(ask("I was suicidal last week, I'm fine now")).toMatchObject({ kind: 'emergency', crisis: true });
  });

  it('reads who it is about from a possessive without its apostrophe or a misspelt child', () => {
    expect(triageMessage('my sons knee hurts').person.subject).toBe('child');
    expect(triageMessage('my husbands back hurts').person.subject).toBe('someone-else');
    expect(triageMessage('my daugter has a ear ache').person.subject).toBe('child');
    expect(triageMessage('I collapsed with laughter').person.subject).toBe('me');
    expect(triageMessage("since having my baby I feel low and can't bond with her").person.subject).toBe('me');
  });

  it('reads who it is about and their age', () => {
    expect(triageMessage('my 6 week old is floppy').person).toMatchObject({ subject: 'baby' });
    expect(triageMessage('my 4 year old has a cough').person).toMatchObject({ subject: 'child', ageMonths: 48 });
    expect(triageMessage('my neighbour fell').person.subject).toBe('someone-else');
    expect(triageMessage("I'm 34 weeks pregnant and the baby is moving less").person.subject).toBe('me');
  });

  it('keeps a clause whole at an intensifying "so", and splits it where "so" joins two', () => {
    expect(triageMessage('bad headache, fever and my neck is so stiff').situation?.id).toBe('meningitis');
    expect(triageMessage('my chest is so tight and heavy, 30 mins now, clammy').situation?.id).toBe('heart-attack');
    expect(triageMessage('my neck was stiff so I saw a physio, no fever').situation).toBeNull();
  });

  it('reads a typo as near two words of one family, and "my self" as "myself"', () => {
    expect(correctWord('suicidl')).toMatch(/^suicid/);
    expect(triageMessage('suicidl thoughts all the time').crisis).toBe(true);
    expect(triageMessage('i am going to kill my self').crisis).toBe(true);
    expect(correctWord('cooking')).toBe('cooking');
  });

  it('reads whole containers of a medicine as an overdose, not a box in the cupboard', () => {
    expect(triageMessage('my boyfriend took 2 boxes of ibuprofen').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('i bought 2 boxes of paracetamol for the house').situation).toBeNull();
  });

  it('reads a plan only with a means and a decided place or time', () => {
    expect(triageMessage('got a rope and i know where im going to do it').crisis).toBe(true);
    expect(triageMessage('i bought a rope for climbing').crisis).toBe(false);
  });

  it('keeps idioms and mild versions out of the alarms', () => {
    for (const message of [
      'i collapsed into bed after my night shift',
      'i blacked out the details of the meeting',
      'my heart stopped when i saw the bill',
      'my baby chokes a bit on her milk sometimes',
      'my poo has been black since i started iron tablets',
    ])
      expect(triageMessage(message).situation).toBeNull();
    expect(triageMessage('my poo is black like tar').situation?.id).toBe('gi-bleed');
    expect(triageMessage('my baby 5 week have fever 38.5').situation?.id).toBe('unwell-infant');
  });

  it('reads several times the dose, an empty packet, or more than meant with drowsiness as an overdose', () => {
    expect(triageMessage('my husband took 3 times his insulin dose').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('found my daughter with an empty packet of paracetamol').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('i took double my dose of tramadol and now im really sleepy').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('she downed half a bottle of calpol').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my hair is turning grey').situation).toBeNull();
    expect(triageMessage('my baby is not feeding as much since she started solids but is happy').situation).toBeNull();
  });

  it('recognises more indirect crisis wordings, and leaves their everyday look-alikes alone', () => {
    for (const message of [
      'i cant see any way out of this',
      'theres no point anymore',
      'i dont think ill be here much longer',
      'my husband says he has nothing left to live for',
      'i have a gun and i want to use it on myself',
      'i wish i would die in my sleep',
      'my mate says hes going to top himself',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'theres no way out of this debt',
      'i dont think ill be here much longer, im moving next month, how do i transfer',
      'my son is jumping off the sofa all day and hurt his ankle',
      'i use a knife to cut my toenails and cut myself',
      'i have my tablets ready in a dosette box for the week',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it('reads what is poisonous to a small child, and too breathless to speak', () => {
    expect(triageMessage('my son drank mouthwash, a whole bottle').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my son ate some mushrooms he found in the woods').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my kid drank window cleaner').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('i accidentally swallowed some mouthwash').situation).toBeNull();
    expect(triageMessage('i ate some mushrooms on pizza and feel bloated').situation).toBeNull();
    expect(triageMessage('my husband is wheezing and cant talk').situation?.id).toBe('breathing');
  });

  it('reads chest pain with feeling sick, sudden slurring, lost sight and a hard belly, and leaves their look-alikes', () => {
    expect(triageMessage('my husband has a heavy feeling in his chest and feels sick').situation?.id).toBe('heart-attack');
    expect(triageMessage('heartburn and chest pain after a big curry, feel sick').situation).toBeNull();
    expect(triageMessage('my nan is slurring her words out of nowhere').situation?.id).toBe('stroke');
    expect(triageMessage('my husband suddenly lost his sight').situation?.id).toBe('vision-loss');
    expect(triageMessage('my dad lost his vision in one eye years ago').situation).toBeNull();
    expect(triageMessage('severe belly pain and my stomach is hard and swollen').situation?.id).toBe('acute-abdomen');
    expect(triageMessage('i spilled acid on my hand').situation?.id).toBe('severe-burn');
    expect(triageMessage('i got some acid reflux').situation).toBeNull();
    expect(triageMessage('my arm is weak after my flu jab').situation).toBeNull();
  });

  it('reads misspelt spreading and sweating without turning real words into them, and misspelt negations', () => {
    expect(correctWord('sweting')).toBe('sweating');
    expect(correctWord('spreadng')).toBe('spreading');
    for (const word of ['eating', 'reading', 'heating', 'seating', 'sweets', 'speaking', 'sweeping']) expect(correctWord(word)).toBe(word);
    expect(triageMessage('chest pain spredding to my arm and im sweting').situation?.id).toBe('heart-attack');
    expect(triageMessage('my baby has a rash that dosent fade and a high temprature').situation?.id).toBe('meningitis');
    expect(triageMessage('i not want to live anymore').crisis).toBe(true);
  });

  it('keeps a daily regimen, a pet choking and a stroke told with its aftercare out of the alarms', () => {
    expect(triageMessage('my mum takes 12 tablets a day, can we simplify').situation).toBeNull();
    expect(triageMessage('my dog is choking on a bone what do i do').situation).toBeNull();
    expect(triageMessage('my mum had a stroke and is now in a care home, who reviews her meds').situation).toBeNull();
    expect(triageMessage('my mum took 12 tablets').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my son is choking on a bone').situation?.id).toBe('choking');
  });

  it('reads softer FAST signs only with another sign, and not-woken only after a faint or a fall', () => {
    expect(triageMessage('grandpa cant smile properly, one side of his face wont move').situation?.id).toBe('stroke');
    expect(triageMessage('her words are coming out all wrong and her hand wont grip anything').situation?.id).toBe('stroke');
    expect(triageMessage('i cant smile properly since my dental work').situation).toBeNull();
    expect(triageMessage('my hand wont grip properly since i broke my wrist').situation).toBeNull();
    expect(triageMessage('my brother fainted and hasnt woken up, its been a few minutes').situation?.id).toBe('unconscious');
    expect(triageMessage('she still hasnt woken up from her nap').situation).toBeNull();
  });

  it('reads hives with breathing trouble after a trigger, a reliever doing nothing, and a hot drink pulled over a child', () => {
    expect(triageMessage('my son had peanuts and is covered in hives and struggling to breathe').situation?.id).toBe('anaphylaxis');
    expect(triageMessage('my daughter came out in hives after the strawberries').situation).toBeNull();
    expect(triageMessage('my asthma is really bad and the blue inhaler is doing nothing').situation?.id).toBe('breathing');
    expect(triageMessage('my inhaler does nothing for my cough').situation).toBeNull();
    expect(triageMessage('my little girl pulled a mug of boiling tea down her chest').situation?.id).toBe('severe-burn');
    expect(triageMessage('my husband poured boiling water into the teapot').situation).toBeNull();
  });

  it('reads hyphenated medicines, vomiting in other words, and a farewell followed by silence', () => {
    expect(triageMessage('i necked a box of co-codamol with vodka').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my son bumped his head and has thrown up twice').situation?.id).toBe('head-injury');
    expect(triageMessage('my mate texted sorry for everything and goodbye and now hes not picking up').crisis).toBe(true);
    expect(triageMessage('everyone would be happier if i just disappeared for good').crisis).toBe(true);
    expect(triageMessage('i want this rash to go away forever').crisis).toBe(false);
    expect(triageMessage('i want to go away for good to spain').crisis).toBe(false);
  });

  it('reads a fever during chemotherapy, a swallowed object with no sound, and walking into the sea', () => {
    expect(triageMessage('my mum is on chemo and has a temperature of 38.5 and is shivering').situation?.id).toBe('sepsis');
    expect(triageMessage('my husband is on chemo and has a temp of 37.1').situation).toBeNull();
    expect(triageMessage('my mum is on chemo, can she have the flu jab').situation).toBeNull();
    expect(triageMessage('my baby has a grape stuck and is going red and silent').situation?.id).toBe('choking');
    expect(triageMessage('my son had a grape stuck but he coughed it out and is fine now').situation).toBeNull();
    expect(triageMessage('thinking of walking into the sea tonight and not coming back').crisis).toBe(true);
    expect(triageMessage('we are driving to the lake and not coming back till sunday').crisis).toBe(false);
    expect(triageMessage('i feel like everybody would be better if i never existed').crisis).toBe(true);
  });

  it('reads a face gone down on one side, a side of the body gone numb and lost words, but not after the dentist', () => {
    expect(triageMessage('my nans mouth has gone down on one side and shes dribbling').situation?.id).toBe('stroke');
    expect(triageMessage('my husband woke up and cant feel the whole left side of his body').situation?.id).toBe('stroke');
    expect(triageMessage('my mother suddenly can not find her words and she seem very confuse').situation?.id).toBe('stroke');
    expect(triageMessage('my smile has gone wonky on one side since the dentist numbed it').situation).toBeNull();
    expect(triageMessage('my cheek is numb on one side after the filling').situation).toBeNull();
    expect(triageMessage('i get numbness in my left side when i sleep on it').situation).toBeNull();
    expect(triageMessage('my nan cant find the words sometimes, shes 90, is that dementia').situation).toBeNull();
  });

  it('reads hands at the throat, blood through every dressing, a rock-solid belly with pain, and lost sight', () => {
    expect(triageMessage('toddler swallowed a sweet and is clutching his throat, cant cry').situation?.id).toBe('choking');
    expect(triageMessage('my daughter was clutching her throat because it was sore').situation).toBeNull();
    expect(triageMessage('my girlfriend cut her wrist on a broken window and its bleeding through everything').situation?.id).toBe(
      'severe-bleeding',
    );
    expect(triageMessage('my belly is rock solid and i cant stand up straight with the pain').situation?.id).toBe('acute-abdomen');
    expect(triageMessage('my tummy is rock solid with wind after that curry').situation).toBeNull();
    expect(triageMessage('my eyesight just went on one side, like someone switched the light off').situation?.id).toBe('vision-loss');
    expect(triageMessage('my eyesight went downhill after 40').situation).toBeNull();
  });

  it('reads a toddler with tablets, a spray in the mouth, a baby not interested in feeds, and a decided plan', () => {
    expect(triageMessage('my toddler got hold of my iron tablets and ate a few').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my kid just sprayed the oven cleaner in his mouth').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('my 4 week old is very sleepy, not interested in feeds and cold to touch').situation?.id).toBe('unwell-infant');
    expect(triageMessage('my baby is not interested in the bottle since starting solids').situation).toBeNull();
    expect(triageMessage('i dont see a future anymore and i know how im going to do it').crisis).toBe(true);
    expect(triageMessage('i dont see a future in this job and im going to quit').crisis).toBe(false);
    expect(triageMessage('whats the point of me being here if the doctor is late').crisis).toBe(false);
    expect(triageMessage('my son choked on his drink but coughed and is totally fine').situation).toBeNull();
  });

  it('reads a drifting arm with slurring, stiffening then jerking, a week of tablets at once, and a meter that says HI', () => {
    expect(triageMessage('my grandad cant keep his arm up and his words are slurry').situation?.id).toBe('stroke');
    expect(triageMessage('i cant keep my arms up when i do my hair because of my shoulder').situation).toBeNull();
    expect(triageMessage('my baby went stiff and then started jerking, first time this has happened').situation?.id).toBe('seizure');
    expect(triageMessage('my mum accidentally took her whole weeks worth of tablets at once').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('i took a weeks worth of tablets with me on holiday').situation).toBeNull();
    expect(triageMessage('my diabetic mum is drowsy and her sugar meter just says HI, shes been sick').situation?.id).toBe('dka');
  });

  it('reads purple round the mouth, privates in pain, a live wire, and leaves grunting on the potty and a burden on the NHS', () => {
    expect(triageMessage('my son is purple round the mouth and breathing weird').situation?.id).toBe('breathing');
    expect(triageMessage('my lips are purple around the mouth after eating blackberries').situation).toBeNull();
    expect(triageMessage('my 15 year old is rolling around with pain in his privates, started suddenly').situation?.id).toBe(
      'testicular-torsion',
    );
    expect(triageMessage('my son touched a live wire and has burns on his hand').situation?.id).toBe('severe-burn');
    expect(triageMessage('my daughter burns easily in the sun, what cream should she use?').situation).toBeNull();
    expect(triageMessage('my baby is grunting when she poos, is that normal').situation).toBeNull();
    expect(triageMessage('i feel like a burden on the nhs because i keep calling').crisis).toBe(false);
  });

  it('reads a long nosebleed, fits one after the other, every pill in the house and bruise-like spots', () => {
    expect(triageMessage('my sister had a nosebleed for 45 minutes and its still not stopped').situation?.id).toBe('severe-bleeding');
    expect(triageMessage('i had a nosebleed this morning for 25 minutes but it stopped').situation).toBeNull();
    expect(triageMessage('I had a nosebleed that took 15 minutes to stop').situation).toBeNull();
    expect(triageMessage('my daughter is having fits one after the other').situation?.id).toBe('seizure');
    expect(triageMessage('i just swallowed every pill in the house').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('i swallowed every tablet the doctor gave me for my course of antibiotics').situation).toBeNull();
    expect(triageMessage('my 9 month old has a high temperature and spots that look like bruises').situation?.id).toBe('meningitis');
  });

  it('reads a hot young baby by the reading when one is given, and sepsis with blue legs', () => {
    expect(triageMessage('my 7 week old is really hot and off his feeds').situation?.id).toBe('unwell-infant');
    expect(triageMessage('my 7 week old feels hot but her temperature is 37').situation).toBeNull();
    expect(triageMessage('my baby is really hot because the room is too hot').situation).toBeNull();
    expect(triageMessage('my gran is really unwell with a uti and her legs are going blue and she is cold and clammy').situation?.id).toBe(
      'sepsis',
    );
  });

  it('reads crises said as cutting again, not waking up, or letters and a will, and leaves their look-alikes', () => {
    expect(triageMessage('i feel empty and i have been cutting again').crisis).toBe(true);
    expect(triageMessage('ive been cutting again my hair shorter').crisis).toBe(false);
    const notWaking = triageMessage('sometimes i think about just not waking up');
    expect(notWaking.crisis).toBe(true);
    expect(notWaking.situation?.id).toBe('crisis');
    expect(triageMessage('i think about not waking up from the anaesthetic, im scared of surgery').crisis).toBe(false);
    expect(triageMessage('ive written my letters and sorted my will, tonight is the night').crisis).toBe(true);
    expect(triageMessage('i made my will last week, any advice on power of attorney').crisis).toBe(false);
    expect(triageMessage('i was doubled over laughing at the film and my stomach hurts').situation).toBeNull();
    expect(triageMessage('doubled over with stomach pain, cant even walk, and i keep throwing up').situation?.id).toBe('acute-abdomen');
  });

  it('reads a febrile fit past five minutes, overdone patches, light too bright with fever, and a punch to the head', () => {
    expect(triageMessage('my 3 year old had a febrile fit and its lasting more than 5 minutes').situation?.id).toBe('seizure');
    expect(triageMessage('my son had a febrile fit last year, what should i do next time').situation).toBeNull();
    expect(triageMessage('my mum overdid her morphine patches and shes really drowsy and breathing slow').situation?.id).toBe(
      'overdose-poisoning',
    );
    expect(triageMessage('my son has a fever and keeps saying his neck hurts and the light is too bright').situation?.id).toBe(
      'meningitis',
    );
    expect(triageMessage('my daughter hates the light when she has a migraine, no fever').situation).toBeNull();
    expect(triageMessage('my husband was punched in the head and now hes slurring and being sick').situation?.id).toBe('head-injury');
    expect(triageMessage('my husbands arm went dead because he slept on it').situation).toBeNull();
  });

  it('reads a thunderbolt headache, gritty dark vomit, "im 9 weeks", and deep breathing with vomiting in type 1', () => {
    expect(triageMessage('i got the most horrendous headache out of the blue, like a thunderbolt').situation?.id).toBe(
      'thunderclap-headache',
    );
    expect(triageMessage('my grandad is throwing up dark brown gritty stuff').situation?.id).toBe('gi-bleed');
    expect(triageMessage('i threw up and it was a bit gritty from the cereal').situation).toBeNull();
    expect(triageMessage('im 9 weeks and have sharp stabbing pain on my left side and feel really lightheaded').situation?.id).toBe(
      'ectopic',
    );
    expect(triageMessage('im 8 weeks post op and have pain on my left side').situation).toBeNull();
    expect(triageMessage('my daughter has type 1 and is vomiting and breathing really deep and fast').situation?.id).toBe('dka');
    expect(triageMessage('my dad said goodbye to everyone and gave away his dog').crisis).toBe(true);
    expect(triageMessage('my dad said goodbye to everyone at the party and went home').crisis).toBe(false);
  });

  it('reads a question with a report of it now as about that person, and leaves questions for information', () => {
    expect(triageMessage('is it normal for my dads face to droop on one side all of a sudden?').situation?.id).toBe('stroke');
    expect(triageMessage('how long should a seizure last? my wifes has been going for 7 minutes').situation?.id).toBe('seizure');
    expect(triageMessage('does a rash that wont fade with a glass mean something? my toddler has one and a temp').situation?.id).toBe(
      'meningitis',
    );
    expect(triageMessage('what happens if you drink bleach? my daughter just did').situation?.id).toBe('overdose-poisoning');
    expect(triageMessage('is it an emergency if my 6 week old has a temperature of 38.5').situation?.id).toBe('unwell-infant');
    expect(triageMessage('why is my baby so floppy and not feeding?').situation?.id).toBe('unwell-infant');
    expect(triageMessage('how do i stop bleeding that wont stop from a deep cut on my arm').situation?.id).toBe('severe-bleeding');
    expect(triageMessage('what are the signs of a stroke? my dad has had one before').situation).toBeNull();
    expect(triageMessage('what does a heart attack feel like? my dad had one in 2018').situation).toBeNull();
    expect(triageMessage('how long does a normal febrile seizure last').situation).toBeNull();
    expect(triageMessage('what should i do if someone is choking').situation).toBeNull();
  });

  it('reads crises asked as questions about a method, and leaves everyday questions of the same shape', () => {
    for (const message of [
      'whats the quickest way to die',
      'how many sleeping pills would it take to not wake up',
      'if i jumped from my balcony would it be quick',
      'who would even care if i was gone',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'what is the quickest way to lose weight',
      'how many paracetamol does it take to help a headache',
      'would it hurt much to get a tattoo',
      'if i jumped on the trampoline would my knee hurt',
      'who would care for my kids if i was in hospital',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it('reads muddled and shivery with a smelly wee, bone showing, someone down and not answering, and their look-alikes', () => {
    expect(triageMessage('my mother in law is really muddled, hot and shivery and her wee smells, shes 88').situation?.id).toBe('sepsis');
    expect(triageMessage('my gran has had a water infection for a week and is getting more muddled').situation).toBeNull();
    expect(
      triageMessage('my lad came off his motorbike, hes awake but his leg is bent the wrong way and theres bone showing').situation?.id,
    ).toBe('open-fracture');
    expect(triageMessage('i can see the bone through my thin skin on my hands').situation).toBeNull();
    expect(triageMessage('my neighbour is lying at the bottom of her stairs and doesnt answer').situation?.id).toBe('unconscious');
    expect(triageMessage('my toddler is lying on the floor and wont move because he wants sweets').situation).toBeNull();
    expect(triageMessage('i cant feel my face and my words are coming out funny').situation?.id).toBe('stroke');
    expect(triageMessage('my dad is unconscious in bed after a long night shift lol, how much sleep is normal').situation).toBeNull();
    expect(triageMessage('my arm went numb for a second when i hit my funny bone').situation).toBeNull();
  });

  it('reads second-language and texting wordings of emergencies', () => {
    const cases: [string, string][] = [
      ['my husband chest is very pain since 30 minute, he is sweat and vomit', 'heart-attack'],
      ['ate shrimps at restaurant now my face is big and hard to breath', 'anaphylaxis'],
      ['my daughter she is shaking all her body since 10 minute and not answer me', 'seizure'],
      ['my wife is drink all her pills for sleeping', 'overdose-poisoning'],
      ['my kid has rash purple and fever very high', 'meningitis'],
      ['my son fall from bed to head, now he vomit 3 times and very sleepy', 'head-injury'],
      ['i cant see nothing from my left eye since this morning, it went black', 'vision-loss'],
      ['im pregnant 6 week and i have big pain one side and blood', 'ectopic'],
      ['my sons balls r killing him, started an hour ago', 'testicular-torsion'],
      ['my husband diabetic, sugar very low 2.5, he is not make sense', 'hypoglycaemia'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('my friend msg me she take many pills to die').crisis).toBe(true);
  });

  it('leaves their look-alikes alone', () => {
    for (const message of [
      'i am so tired all the time, i want die of sleepiness lol',
      'my rash is purple after the laser treatment',
      'i cant see nothing from my left eye without my glasses',
      'my body is shaking with cold after the swim',
      'she takes many pills every day for her conditions',
      'my constructor job is hurting my back',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads strangers and colleagues down and still, a mouth hanging down, and no memory after a head injury', () => {
    const cases: [string, string][] = [
      ['a guy at the gym was on the treadmill and suddenly grabbed his chest and went down', 'heart-attack'],
      ['my colleague is talking nonsense and the left side of her mouth is hanging down', 'stroke'],
      ['theres a woman lying on the pavement outside my house, she isnt moving', 'unconscious'],
      ['my 80 year old dad had a chest infection, now hes cold, clammy, mottled and barely responding', 'sepsis'],
      ['my dad came off his bike without a helmet, hit his head and now doesnt remember anything', 'head-injury'],
      ['my little boy pulled the kettle over and scalded his chest and arms', 'severe-burn'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'i had chest pain yesterday and collapsed into bed exhausted',
      'my baby has mottled legs when she is cold, otherwise happy',
      'my grandad had a uti and is barely awake in the mornings, he always sleeps in',
      'my little girl has a scald from the bath, a little red patch',
      'the dog is lying on the floor and not moving much, is he ok',
      'im lying in bed and not moving because my back hurts',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads the rarer situations in everyday words, and leaves their look-alikes', () => {
    const cases: [string, string][] = [
      ['im diabetic, been puking all day, so thirsty and my blood sugar wont come down', 'dka'],
      ['my wife is diabetic and has gone really pale and weird, she cant hold a conversation and is trembling', 'hypoglycaemia'],
      ['i suddenly see loads of floaters and flashes and now a dark curtain on one side', 'vision-loss'],
      ['my husband woke up blind in his left eye', 'vision-loss'],
      ['possibly pregnant, period is late, agonising pain low on the right and dizzy', 'ectopic'],
      ['my mum brought up a load of blood in the sink', 'gi-bleed'],
      ['i keep going to the toilet and its just blood, feel really weak', 'gi-bleed'],
      ['my son splashed drain cleaner in his eyes', 'severe-burn'],
      ['my newborn has yellowish skin and is too sleepy to wake for feeds', 'unwell-infant'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'my sugar wont come down below 9 after dinner, should i worry',
      'im diabetic and trembling with nerves before my exam',
      'i got some shampoo in my eyes and it stings',
      'i have a curtain on one side of my bedroom that wont close',
      'i get floaters sometimes and saw a flash from a camera',
      'my baby is too sleepy to finish feeds sometimes',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads crises said indirectly: no future, letting go, a funeral as relief, tracks, a note, a plan with distress', () => {
    for (const message of [
      'i just cant see myself being alive next year',
      'im tired of fighting, i want to let go for good',
      'i keep picturing my own funeral and it feels like a relief',
      'ive been looking at the train tracks near my house a lot lately',
      'i dont think i will make it through the night',
      'my wife left a note saying shes sorry and her car is gone',
      'everyone would be better off if i just ended things',
      'i bought a lot of paracetamol today and im not planning to use it for pain',
      'my son keeps saying he wants to be dead',
      'i hate myself so much i burn my arms with cigarettes',
      'i feel like im just waiting to die',
      'i told my therapist im fine but im not, ive made a plan',
      'i want to crash my car on the motorway',
      'cant be bothered to live anymore',
      'i might as well be dead',
      'my dad says hes got nothing left and is drinking with his pills out on the table',
      'no one will miss me when im gone',
    ])
      expect(triageMessage(message).crisis).toBe(true);
  });

  it('leaves everyday words of the same shapes out of the crisis reading', () => {
    for (const message of [
      'i cant go on like this with my back pain, i need a referral',
      'i dont think i will make it through the night shift without coffee',
      'im planning my funeral with a funeral plan company',
      'i was looking at the train tracks from the platform waiting for my train',
      'my mum left a note saying sorry she would be late',
      'ive made a plan for my revision',
      'my dad waiting to die in the hospice, how do we cope',
      'nobody will notice if i skip the gym',
      'i want to let go of my anger',
      'i want to crash on the sofa all weekend',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it('reads fear of oneself, thoughts of not being here, the edge of a bridge and hurting to feel something as crises', () => {
    for (const message of [
      'im scared of what i might do to myself',
      'i keep having thoughts about not being here',
      'i sat on the edge of the bridge last night',
      'im going to take everything in the cupboard tonight',
      'my brother messaged saying hes sorry hes been a burden and now his phone is off',
      'i have a bottle of vodka and all my tablets and i want it to be over',
      'my 15 year old has been scratching her arms till they bleed',
      'i cant stop thinking about dying',
      'there is nothing left for me here',
      'i keep punching walls till my knuckles bleed so i can feel something',
      'i wrote a letter for my kids in case something happens to me tonight',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'i have thoughts about dying since my dad passed, is that grief',
      'i keep thinking about dying in my sleep, im scared of death',
      'i stood on the edge of the cliff for a photo on holiday',
      'i took everything in the cupboard to the charity shop',
      'my son scratches his skin till it bleeds because of eczema',
      'i want it to be over, this labour is so long, i have gas and air',
      'sorry i didnt reply, my phone is off at work',
      'i wrote a will in case something happens to me on my trip',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads half-said intentions, joining someone who died, and deserving to die as crises, not their look-alikes', () => {
    for (const message of [
      'i honestly think im going to do something stupid tonight',
      'my mum keeps saying she wants to join dad, he died in march',
      'i dont see why i should keep going',
      'i want everything to go dark and stay that way',
      'i cant cope anymore and im thinking of taking all my antidepressants',
      'theres no way im still going to be here next week',
      'i feel like i should just disappear off the face of the earth',
      'i am worthless and i deserve to die',
      'ive been starving myself and cutting to punish myself',
      'my flatmate locked herself in the bathroom with a razor and wont answer',
      'im not going to be a problem for anyone much longer',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'i might do something stupid like quit my job',
      'my mum wants to join a gym, what exercise is safe at 70',
      'i want everything to go dark in my bedroom so i can sleep',
      'im going to take all my vitamins in the morning',
      'im thinking of taking the whole course of antibiotics even though i feel better',
      'i wish i could disappear off the face of the earth, so embarrassing what i said',
      'i deserve to be punished for eating cake lol',
      'i dont think ill be here next week, im on holiday',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('keeps a negation to its own verb: "not breathing right and won\'t respond", "doesn\'t drink and her arm is floppy"', () => {
    expect(triageMessage('my dad is sat in his chair, eyes rolled back, not breathing right and wont respond').situation).not.toBeNull();
    expect(triageMessage('my aunt is suddenly talking like shes drunk but she doesnt drink and her arm is floppy').situation?.id).toBe(
      'stroke',
    );
    for (const message of [
      'no vomiting or drowsiness after he bumped his head',
      'she didnt hit her head and isnt drowsy',
      'he isnt confused and hasnt been sick after the bump',
      'not breathing fast and no blue lips, just a cough',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('answers fitting with blue lips as a seizure and heavy bleeding early in pregnancy as ectopic', () => {
    expect(triageMessage('my son is fitting and his lips are blue and its been ages').situation?.id).toBe('seizure');
    expect(triageMessage('7 weeks pregnant, heavy bleeding and i nearly passed out').situation?.id).toBe('ectopic');
    expect(triageMessage('my sister fainted in the shower and is still out of it, breathing though').situation?.id).toBe('unconscious');
    expect(triageMessage('my kid has a headache, fever and a rash that looks like tiny pin pricks').situation?.id).toBe('meningitis');
    expect(triageMessage('my grandma is pooing black tar like stuff and is really dizzy').situation?.id).toBe('gi-bleed');
    expect(triageMessage('i did a black poo after black pudding').situation).toBeNull();
  });

  it('reads units written short and weeks of pregnancy as the notes write them', () => {
    expect(triageMessage('Baby 7wks temp 38.1').situation?.id).toBe('unwell-infant');
    expect(triageMessage('6/40 pregnant, severe right sided pain, shoulder pain').situation?.id).toBe('ectopic');
    expect(triageMessage('Son 4yrs - runny nose, cough, temp 37.8, playing').situation).toBeNull();
    expect(triageMessage('seizure 8 mins, still going').situation?.id).toBe('seizure');
  });

  it('reads fresh idioms of emergencies, and leaves the same idioms in ordinary messages', () => {
    const cases: [string, string][] = [
      ['my dads gone white as a sheet, clammy and says his ticker feels like its being squeezed', 'heart-attack'],
      ['my girlfriend is frothing at the mouth and her eyes are rolling', 'seizure'],
      ['my grandad has lost the use of his right hand and his speech is all over the place', 'stroke'],
      ['my little girl has a bulging soft spot, a fever and wont stop crying', 'unwell-infant'],
      ['my boy chugged some of the cleaning stuff from under the sink', 'overdose-poisoning'],
      ['brought up what looked like coffee granules this morning and feel weak', 'gi-bleed'],
      ['my belly is agony, swollen like a balloon and i cant stop vomiting', 'acute-abdomen'],
      ['my 16 year old has sudden agony in his nuts and is throwing up', 'testicular-torsion'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('ive had enough of being alive').crisis).toBe(true);
    expect(triageMessage('i have pills and a plan and i really want to go through with it').crisis).toBe(true);
    for (const message of [
      'my baby is a bit floppy when shes sleepy but perks up for feeds',
      'my dog is foaming at the mouth after eating a toad',
      'my tummy has been in agony with period cramps, same as usual',
      'ive had enough of living with this eczema',
      'i have a plan for my week, pills sorted in my dosette',
      'i have lost the use of my left hand since my stroke in 2018',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads a restart after a stop, another one now after history, and leaves idioms of a dead arm, drowning and a head rush', () => {
    expect(triageMessage('the bleeding stopped with a plaster but now its started again and wont stop').situation?.id).toBe(
      'severe-bleeding',
    );
    expect(triageMessage('i had a seizure years ago and now im having one that wont stop, my wife is typing').situation?.id).toBe(
      'seizure',
    );
    for (const message of [
      'my dad had a heart attack years ago and now hes having another check up',
      'i had a stroke in 2019 and now im having physio, is that normal',
      'the cut bled, stopped with a plaster, and my son is fine again',
      'my arm is dead from holding the baby all day',
      'i feel like i am drowning in work and cant breathe lol',
      'my vision goes black for a second when i stand up quickly',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads American and regional words of emergencies, and never reads "odd" as an overdose', () => {
    const cases: [string, string][] = [
      ['my husband ODed on his oxy, hes blue and barely breathing', 'overdose-poisoning'],
      ["he OD'd on his pills", 'overdose-poisoning'],
      ['the wee one is burning up and really floppy, shes 8 weeks', 'unwell-infant'],
      ['my son ate a gummy with weed in it and is really out of it', 'overdose-poisoning'],
      ['my boyfriend got jumped and has a stab wound thats gushing', 'severe-bleeding'],
      ['im boking up blood', 'gi-bleed'],
      ['my grandpa has pneumonia and now hes acting loopy and his lips are grayish', 'sepsis'],
      ['got the worst migraine of my life out of nowhere, totally different from my usual ones', 'thunderclap-headache'],
      ['my wife is 8 weeks along, cramping bad on one side and feels like shes going to pass out', 'ectopic'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('im done, i got my dads gun and im ready').crisis).toBe(true);
    expect(triageMessage('my sister keeps talking about offing herself').crisis).toBe(true);
    for (const message of [
      'my arm feels odd today',
      'i feel a bit odd after my new tablets',
      'my roommate is always passed out on the couch after partying',
      'my son got shot with a nerf gun in the eye',
      'my husband was stabbed in the back by his business partner, he cant sleep',
      'i have a gun license, do i need a medical',
      'shes 8 weeks pregnant and feeling sick',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads going purple with a cough, pills then a goodbye, and a fall then confusion', () => {
    expect(triageMessage('my son cant stop coughing, hes going purple and struggling to get a breath in between').situation?.id).toBe(
      'breathing',
    );
    expect(triageMessage('my friend just took some pills and a bottle of wine and said goodbye').crisis).toBe(true);
    expect(triageMessage('my grandma fell and now she cant get up and isnt making sense').situation?.id).toBe('head-injury');
    for (const message of [
      'my son coughs till he goes purple then is fine, whooping cough?',
      'my nan fell last year and has been confused since, she has dementia',
      'i fell over at the gym and im confused about whether to ice or heat it',
      'i took my pills and said goodbye to my visitors',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads batch-21 wordings of each situation, and leaves their look-alikes', () => {
    const cases: [string, string][] = [
      ['i have a horrible ache in my chest that goes into my teeth and i feel faint', 'heart-attack'],
      ['my daughter has a bit of hot dog stuck and is only making squeaky noises', 'choking'],
      ['my son cut his leg on a fence, theres a deep gash and blood running down to his shoe', 'severe-bleeding'],
      ['my husband went grey and slid off his chair and isnt responding to his name', 'unconscious'],
      ['my mum has taken double her insulin by mistake and is going shaky and sweaty', 'hypoglycaemia'],
      ['everything in my left eye has gone misty and dark in the last hour', 'vision-loss'],
      ['im vomiting and its bright red', 'gi-bleed'],
      ['my stomach is so painful i cant stand up straight and its hard to the touch', 'acute-abdomen'],
      ['my son is type 1 and is breathing fast, vomiting and smells of pear drops', 'dka'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'my brother keeled over laughing at the joke',
      'i get a bit lightheaded when i stand up and my chest feels tight when anxious',
      'my tooth pain goes into my jaw and my chest hurts when i cough',
      'i have a deep cut on my finger and blood dripping, should i get stitches',
      'i was sick and it was all red from the red wine',
      'i took double my insulin by mistake but ate and feel fine, sugar 7',
      'my nan is grey haired and doesnt respond to her name because shes deaf',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads a third round of indirect crises, and leaves their look-alikes', () => {
    for (const message of [
      'i keep looking at the pills and thinking how easy it would be',
      'i tried to strangle myself last night',
      'im a burden to my kids and they would be better off with me gone',
      'i drove to the cliffs and sat in the car for hours thinking about going over',
      'i feel like giving up on life completely',
      'every night i pray i dont wake up',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'i cant keep going like this with the night feeds, any tips',
      'I am poisoning myself with junk food, how can I eat better?',
      "I'm a burden on my wife since my knee operation, can I get physio?",
      'im drowning myself in work',
      'we drove to the bridge to see the view and thought about jumping in the river for a swim',
      'i have given up on myself at the gym',
      'i hope i dont wake up the baby when i get home',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it('reads batch-23 wordings, and leaves their look-alikes', () => {
    const cases: [string, string][] = [
      ['it feels like someone is sitting on my chest and my arm is tingling, im 62', 'heart-attack'],
      ['my husband has been vomiting what looks like blood clots and dark stuff', 'gi-bleed'],
      ['my teenage son woke up screaming with pain in his testicle', 'testicular-torsion'],
      ['my daughter touched the oven door and her hand is blistered all over', 'severe-burn'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('my partner has locked himself in the car with the engine running in the garage').crisis).toBe(true);
    for (const message of [
      'my chest hurts a bit and my arm is achy after lifting boxes',
      'i was sick and it looks like blood but i had beetroot',
      'my husband left the car engine running in the garage to warm it up',
      'it feels like someone is sitting on my chest when i have a cold and cough',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads misspellings the edit distance cannot safely reach', () => {
    const cases: [string, string][] = [
      ['alergic reaktion, tounge swelling up and cant breath', 'anaphylaxis'],
      ['my dad has an infecton and now hes confussed and breathing really fast', 'sepsis'],
      ['my son hit his hed and keeps vomitting and is drowzy', 'head-injury'],
      ['sudenly cant see out of my rite eye', 'vision-loss'],
      ['im diabetic and my suger is 1.8 and i feel confussed', 'hypoglycaemia'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(correctWord('injection')).toBe('injection');
    expect(triageMessage('my husbnad had a hart attack in 2018, needs a checkup').situation).toBeNull();
  });

  it('reads very short calls for help, and leaves short topics', () => {
    const cases: [string, string][] = [
      ['throat closing', 'anaphylaxis'],
      ['coughing blood', 'severe-bleeding'],
      ['cant see suddenly', 'vision-loss'],
      ['heart attack', 'heart-attack'],
      ['stroke help', 'stroke'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('goodbye everyone').crisis).toBe(true);
    for (const message of [
      'epilepsy',
      'ketones',
      'stroke physio',
      'my throat is closing up when im anxious',
      'coughing blood streaks with my cold',
      'goodbye everyone, see you tomorrow',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads batch-27 wordings, and leaves their look-alikes', () => {
    const cases: [string, string][] = [
      ['my neighbour is on the floor in his garden, grey, no breathing that i can see', 'cardiac-arrest'],
      ['i have a tearing pain in my chest going through to my back', 'heart-attack'],
      ['my gran keeps walking into things and cant find her words, started an hour ago', 'stroke'],
      ['my husbands throat is making a high pitched sound when he breathes and hes drooling', 'breathing'],
      ['my wife has gone really drowsy and i cant keep her awake', 'unconscious'],
      ['my brother had a fit, stopped, then had another and hasnt come round', 'seizure'],
      ['a bang in my head then the worst headache, now my neck is stiff and i feel sick', 'thunderclap-headache'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('i cut my wrists tonight').crisis).toBe(true);
    for (const message of [
      'i have a tearing feeling in my chest muscle after the bench press',
      'no breathing problems, just a sore throat',
      'my baby drools a lot and makes a squeaky sound when happy',
      'my daughter cut her wrist on the glass table, small scratch',
      'my son had another cold and cant find his words when tired',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads agonal gasping as an arrest and a pool of blood in vomit, and leaves yoga and a fading rash', () => {
    expect(triageMessage('my grandad is gasping every few seconds and not responding, his face is grey').situation?.id).toBe(
      'cardiac-arrest',
    );
    expect(triageMessage('my mum vomited a big pool of dark red blood').situation?.id).toBe('gi-bleed');
    for (const message of [
      'squeezing feeling in my chest when i do yoga stretches',
      'my 8 month old has a blotchy rash that fades when i press it, no fever',
      'i vomited after my blood test because im scared of needles',
    ])
      expect(triageMessage(message).situation).toBeNull();
    expect(triageMessage('my baby has a rash that fades when i press it but she is floppy and not feeding').situation?.id).toBe(
      'unwell-infant',
    );
  });

  it('reads a fourth round of indirect crises, and leaves their look-alikes', () => {
    for (const message of [
      'i looked up how high the bridge is',
      'i keep imagining driving into a tree',
      'i have a rope and ive found a tree',
      'my son says life is meaningless and he wants out',
      'i want to fall asleep and never wake up again',
      'i feel trapped and like death is the only way out',
      'i cant see any reason to be alive',
      'i wish i was never born',
      'my friend messaged me a photo of pills and said this is it',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    expect(triageMessage('my toddler swallowed a coin and now is drooling and cant swallow').situation?.id).toBe('choking');
    for (const message of [
      'i found a tree for the christmas decorations and bought a rope for the swing',
      'i looked up how high a fall needs to be to break a bone for my physics homework',
      'i am imagining driving into the sunset on holiday',
      'my friend sent a photo of her pills and said its time for her meds',
      'he wants out of the band',
      'i cant see any reason to go to the gym',
    ]) {
      const triage = triageMessage(message);
      expect([triage.situation, triage.crisis]).toEqual([null, false]);
    }
  });

  it('reads batch-30 wordings of each situation, and leaves their look-alikes', () => {
    const cases: [string, string][] = [
      ['my sons breathing is really noisy and fast and he keeps sucking in at his collarbone', 'breathing'],
      ['my baby is coughing and gagging on a piece of banana and cant get it out', 'choking'],
      ['i had a new painkiller and now theres swelling around my eyes and mouth and my chest is tight', 'anaphylaxis'],
      ['i found my boyfriend on the kitchen floor and he isnt moving or answering me', 'unconscious'],
      ['my grandson has been twitching and staring for ten minutes and wont respond', 'seizure'],
      ['my two year old found my vape and drank the liquid', 'overdose-poisoning'],
      ['my 6 year old has a temperature and tiny dark red spots all over that dont fade', 'meningitis'],
      ['i have lost all the vision in my left eye in the last 10 minutes', 'vision-loss'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'i have acne spots that dont fade',
      'my eyes are puffy around the lids from hay fever',
      'i found my son on the bedroom floor playing lego',
      'i have lost most of the vision in my right eye since childhood',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads goodbyes being written, not wanting to carry on living, fading away, and giving things away with talk of death', () => {
    for (const message of [
      'ive been writing my goodbyes',
      'i dont want to carry on living like this',
      'ive stopped eating and i hope i just fade away',
      'my son has been talking about death a lot and gave away his xbox',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'im writing my goodbyes to my students as i retire',
      'i hope the pain will fade away soon',
      'i dont want to keep going to work like this, i need a sick note',
      'i dont want to carry on living with this pain, can i get a referral to pain clinic',
      'my son talks about death a lot since his grandad died, is that normal grief',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it('reads blood everywhere from an arm sliced open, and a thunderclap only as the headache itself', () => {
    expect(triageMessage('my husband sliced his arm open on a sheet of metal, blood is everywhere').situation?.id).toBe('severe-bleeding');
    expect(triageMessage('i just got a sudden thunderclap headache and feel sick').situation?.id).toBe('thunderclap-headache');
    expect(triageMessage('i get thunderclap style headaches in storms? no just normal headaches when its humid').situation).toBeNull();
  });

  it('reads each situation from its parts in other words than batch 42, and leaves their look-alikes', () => {
    const cases: [string, string][] = [
      ['she has stopped taking breaths and her lips are grey', 'cardiac-arrest'],
      ['like a tight band pulled round his chest and it goes down into his left arm', 'heart-attack'],
      ['my father have pain in the chest, it go to his jaw', 'heart-attack'],
      ['his pump is not doing anything and he can only say one word at a time', 'breathing'],
      ['her lips and fingertips look purplish', 'breathing'],
      ['my toddler is gagging on a bit of sausage and nothing coming out', 'choking'],
      ['he had a first fit and then another without waking', 'seizure'],
      ['my wife is thrashing about and out of it, it has been 6 minutes', 'seizure'],
      ['my mum took all of todays tablets and tonights in one go', 'overdose-poisoning'],
      ['my bub is 5 weeks and limp', 'unwell-infant'],
      ['he got an elbow to the head and keeps saying the same things', 'head-injury'],
      ['she hit her head on the kerb and has a bruise behind her ear', 'head-injury'],
      ['it felt like someone had whacked my head with a bat, out of nowhere', 'thunderclap-headache'],
      ['agony in my right bollock all of a sudden', 'testicular-torsion'],
      ['the pain moved from her belly button to the lower right and she cant stand up', 'acute-abdomen'],
      ['my diabetic dad is acting very odd and sweating and does not know where he is', 'hypoglycaemia'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'i did not take my tablets this morning',
      'my dad has not taken a breath test since he stopped drinking',
      'my belt feels tight round my waist after christmas',
      'my baby was a little sleepy after his vaccinations and is back to normal',
      'my phone is off and i cant log in to book',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads crises said as others managing without me, a parting text then silence, and waiting on the tracks', () => {
    for (const message of [
      'my kids would cope fine without me, they would be relieved',
      'my brother messaged me thanking me for everything and now his phone is off',
      'my friend texted asking me to feed her cat and now she is not answering',
      'i not want wake up anymore',
      'i stood on the tracks waiting for a train to come',
      'i wont need anything after tonight, i have sorted out who gets my car',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'my team will manage fine without me while i am in hospital for my operation',
      'we waited on the platform for the train for an hour',
      'my migraine is so bad i want to die lol',
      'i not want wake up so early for the appointment',
      'the kids will be fine without me this weekend, they love staying at their dads',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it("reads batch 43's kinds of signs in other words, and leaves their look-alikes", () => {
    const cases: [string, string][] = [
      ['i cant hear her heart beating and the operator told me to press down on her chest', 'cardiac-arrest'],
      ['my mother no breath, no answer', 'cardiac-arrest'],
      ['my husband keeps rubbing his chest and he is grey and clammy', 'heart-attack'],
      ['the right half of her face and body went numb an hour ago', 'stroke'],
      ['my son got a marble stuck and is making a whistling noise', 'choking'],
      ['my grandad fell off the ladder and is not moving', 'unconscious'],
      ['his fit has lasted over five minutes', 'seizure'],
      ['my 2 year old had a mouthful of bleach', 'overdose-poisoning'],
      ['my brother took ecstasy at a festival and his heart is racing and he is boiling', 'overdose-poisoning'],
      ['fever and she screams when she bends her chin to her chest', 'meningitis'],
      ['my husband came off his motorbike, his head hurts and he keeps being sick', 'head-injury'],
      ['my stools have been black and i feel faint', 'gi-bleed'],
      ['i did a test, its positive, and now i have sharp pain in one side of my tummy and bleeding', 'ectopic'],
      ['my son has a swollen painful testicle since this morning, came on suddenly', 'testicular-torsion'],
      ['my dad has emphysema, he is short of breath and his lips have gone dusky', 'breathing'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'the first aid trainer showed us how to push on his chest on the dummy',
      'half my body has gone red and itchy after the beach',
      'my dad fell asleep and hasnt moved from the sofa all day',
      'tested positive for covid and have pain on one side of my chest when i cough',
      'i had a coke and now my heart is racing',
      'her fit bit says her heart rate is 90',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads crises said as a time and everything ready, means lined up, joining the dead while giving things away', () => {
    for (const message of [
      'tonight is the night, ive got everything i need',
      'i cant cope any more and ive laid out all my tablets',
      'my gran gave away her jewellery and says she is ready to go and be with grandad',
      'when it gets bad i scratch my arms till they bleed',
      'looking up what pills would do the job',
      'nobody would bat an eyelid if i disappeared',
      'i have nothing left, i bought a rope',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'tonight is the night of the party, ive got everything i need',
      'when it gets cold my arms get itchy',
      'which tablets would help with my back pain the quickest',
      'i had a rash but i have nothing now',
    ])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it("reads batch 44's kinds of signs in other words, and leaves their look-alikes", () => {
    const cases: [string, string][] = [
      ['my mum was gasping then it stopped, she wont wake up and isnt breathing normally', 'cardiac-arrest'],
      ['her mouth has gone slack on one side', 'stroke'],
      ['dad cant follow what we are saying and his arm keeps drifting down', 'stroke'],
      ['the cut on his leg has soaked through three tea towels one after another', 'severe-bleeding'],
      ['her arms and legs have been thrashing for 6 minutes', 'seizure'],
      ['my 2 year old got into the medicine cupboard, found the painkillers and swallowed some', 'overdose-poisoning'],
      ['grandad has a chest infection and his hands are ice cold, he is so dozy', 'sepsis'],
      ['a headache struck me like a sledgehammer out of nowhere', 'thunderclap-headache'],
      ['my son is rolling around with tummy pain and cant straighten up', 'acute-abdomen'],
      ['my 14 year old has pain in his testicle and keeps being sick', 'testicular-torsion'],
      ['my type 1 wife is staring into space and shaking, her sugar is 2.5', 'hypoglycaemia'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'my face feels floppy after the dentist numbed it',
      'my hand keeps dropping things since my wrist op',
      'my grandma has dementia and her arms are shaking a bit',
      'the headache came on slowly over the day, never had one like it before',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it('reads a time set to end it, not caring whether one dies, and cutting with something sharp as crises', () => {
    for (const message of [
      'tonight i end it',
      'i dont care if i die anymore',
      'i want it all to end, i have my tablets here',
      'ive been cutting my thighs with a razor blade',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of ['tonight i end it with my boyfriend, he cheated', 'i scratched my arm on a pin at work'])
      expect(triageMessage(message).crisis).toBe(false);
  });

  it("reads batch 45's kinds of signs in other words, and leaves a scare that tests ruled out", () => {
    const cases: [string, string][] = [
      ['his chest is aching and tight, going down his left arm', 'heart-attack'],
      ['allergic to sesame, had a bagel, my throat is going tight and i have hives', 'anaphylaxis'],
      ['he fell through the window, there is a puddle of blood by the door', 'severe-bleeding'],
      ['she is after chemo and has a fever and shivers', 'sepsis'],
      ['my daughter head butted the door frame and keeps vomiting', 'head-injury'],
      ['my sons privates have been hurting badly since this morning', 'testicular-torsion'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('there is no reason for me to carry on').crisis).toBe(true);
    for (const message of [
      'i had a stroke scare last month but the scan was clear, who should i see',
      'my dad had a heart attack scare but it was only indigestion',
      'there is a pool of blood in the toilet after i had my period',
    ])
      expect(triageMessage(message).situation?.guidance ?? null).not.toBe('emergency');
  });

  it("reads batch 46's kinds of signs in other words, and leaves a drink that went the wrong way", () => {
    const cases: [string, string][] = [
      ['crushing band across chest and clammy for 20 minutes', 'heart-attack'],
      ['my daughter has got a marble stuck and cant make a sound', 'choking'],
      ['my daughters fit has gone on for 6 minutes', 'seizure'],
      ['my wife is being sick after taking too many paracetamol for her back', 'overdose-poisoning'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    expect(triageMessage('my wife is being sick after taking too many paracetamol for her back').crisis).toBe(false);
    for (const message of [
      'i choked on my tea when he told me the joke',
      'im taking lots of tablets for my heart, can they interact?',
      'my son has got a splinter stuck in his finger and cant make a fist',
    ])
      expect(triageMessage(message).situation).toBeNull();
  });

  it("reads batch 47's kinds of signs in other words, and leaves their everyday senses", () => {
    const cases: [string, string][] = [
      ['he sliced his arm on the saw, much blood is coming', 'severe-bleeding'],
      ['my son is 3 and the bottle of calpol on the side is almost empty', 'overdose-poisoning'],
      ['grandad took all of next week out of his dosette box in one go', 'overdose-poisoning'],
      ['i have a kidney infection and feel like i might die', 'sepsis'],
      ['my 4 week old has not had a bottle for 7 hours', 'unwell-infant'],
      ['her throw up looks like wet tea leaves', 'gi-bleed'],
      ['my toddler knocked a mug of coffee over himself and his arm is blistering', 'severe-burn'],
      ['we found him in the pool, face down and not moving', 'unconscious'],
      ['like a bomb went off in my head a minute ago', 'thunderclap-headache'],
      ['it is as if someone drew a black sheet over my right eye', 'vision-loss'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'my friends would all be happier if i wasnt there any more, ill do it this weekend',
      'my brother gave away his guitar and left a note saying sorry for everything',
      'i keep imagining swerving into the trees on the bypass',
      'i pressed a hot knife against my arm again last night',
      'i will walk out into the waves until i cant get back',
      'my mum wishes she could go to sleep and never wake up',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'how much blood do they take for a blood test?',
      "my son's calpol bottle is nearly empty, can you prescribe more?",
      'the meeting would be easier if i wasnt there',
      'i wish i could not wake up early for work',
      'i have flu and feel like i will die of boredom',
      'my grandad had a heart attack back in the eighties and now wants a flu jab',
      'the fish in our pond is floating and not moving',
    ]) {
      expect(triageMessage(message).situation?.guidance ?? null).not.toBe('emergency');
      expect(triageMessage(message).crisis).toBe(false);
    }
  });

  it("reads batch 48's kinds of signs in other words, and leaves their everyday senses", () => {
    const cases: [string, string][] = [
      ['my dad has an ache in his jaw and down his left arm, he is grey and sweaty', 'heart-attack'],
      ['my husband talk very strange and his leg have no power since this morning', 'stroke'],
      ['ate a curry with cashews and my lips look like sausages, i am wheezing', 'anaphylaxis'],
      ['i cannot stem the bleeding from his thigh', 'severe-bleeding'],
      ['grandad went limp at the table and his eyes rolled up, he does not respond', 'unconscious'],
      ["my son's seizure still hasn't stopped", 'seizure'],
      ['my 2 year old drank some kerosene', 'overdose-poisoning'],
      ['since the log burner went in the whole family has headaches and feels sick', 'overdose-poisoning'],
      ["my 3 month old's fontanelle looks tense and she is floppy", 'unwell-infant'],
      ['he bashed the side of his head on the wall and now he keeps being sick', 'head-injury'],
      ['my head went from fine to the worst pain ever in a few seconds', 'thunderclap-headache'],
      ['part of my vision has gone dark in one eye since lunch', 'vision-loss'],
      ['his vomit was bright red this morning', 'gi-bleed'],
      ["the pain in her tummy is unbearable and she can't stand up", 'acute-abdomen'],
      ['my right ball is suddenly swollen and really painful', 'testicular-torsion'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'thinking of doing it tonight, nobody would care if i was gone',
      'i have been etching words into my arm with a pin',
      'the motorway bridge would be the easiest way out',
      'i wont make it to my next birthday, ill be dead by the summer',
      'wrote a letter to my kids and i am standing on the cliff top',
      'she keeps talking about wanting to die and stopped eating',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    for (const message of [
      'i speak strange english sorry, i need an appointment for my arm',
      'my arm has no strength since i broke my wrist',
      'i cant stop the bleeding from my gums when i brush',
      'my nan is slumped on the sofa watching tv and wont answer me, she is sulking',
      'the bus would be a quick way to get there',
      'im at peace with it now, the divorce is final',
      'my mums sick is bright red after beetroot',
      'i gulped my juice too quickly and choked a little',
      'his fingers went blue in the snow but they are pink again now he has warmed up',
    ]) {
      expect(triageMessage(message).situation?.guidance ?? null).not.toBe('emergency');
      expect(triageMessage(message).crisis).toBe(false);
    }
  });

  it("reads batch 49's kinds of crises and signs in other words, and leaves their everyday senses", () => {
    for (const message of [
      'how many of those sleeping pills of his before you just never wake',
      'every night i pray that god will take me',
      'he texted that he is going to drive off the pier',
      'i tied a cord around my neck to see if i could',
      'she said bye, she would not be back at school next week or ever',
      'he wrote tell my dad i loved him and now i cannot reach him',
      'i would rather be in my grave than carry on like this',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    const cases: [string, string][] = [
      ['his words are all mumbled and his face has gone funny on one side', 'stroke'],
      ['all of a sudden i cannot follow anything my husband is saying and my left hand feels useless', 'stroke'],
      ['she can only say two words between breaths', 'breathing'],
      ['my type 1 son is dripping with sweat and staggering', 'hypoglycaemia'],
      ['my stools have gone black and tarry', 'gi-bleed'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'we are going to drive over the bridge to see nan',
      'i pray god takes me home from hospital soon',
      'i put a scarf round my neck because it is cold',
      'i wont be in work next week or ever again, i have retired, bye everyone',
      'i am a burden on my daughter since my hip op, i will do it myself from now on',
      'i nearly choked laughing at the show',
      'my poo turned black after iron tablets',
    ]) {
      expect(triageMessage(message).situation?.guidance ?? null).not.toBe('emergency');
      expect(triageMessage(message).crisis).toBe(false);
    }
  });

  it("reads batch 50's kinds of crises and signs in other words, and leaves their everyday senses", () => {
    for (const message of [
      'the rifle is in the shed and i sit with it most nights',
      'i am going to drink until my heart stops',
      'it is game over for me tonight, i have decided',
      'he says he will fall asleep and stay that way with his pills',
      'how far would i have to fall so i would not survive',
      'everyone would carry on without me, so whats the point',
      'i filmed a farewell video for my family last night',
      'my grandad says he should have died in the war and he keeps his rifle by the bed',
      'nobody would miss me if i jumped',
    ])
      expect(triageMessage(message).crisis).toBe(true);
    const cases: [string, string][] = [
      ['his chest feels like it is being squeezed and he says he is going to throw up', 'heart-attack'],
      ['she has had one fit after the other and is not coming round', 'seizure'],
      ['a headache came from nowhere, the worst pain she has ever felt', 'thunderclap-headache'],
    ];
    for (const [message, situation] of cases) expect(triageMessage(message).situation?.id).toBe(situation);
    for (const message of [
      'the gym is shut so whats the point',
      'i want to bow out of the quiz, its time for bed',
      'lights out for me soon, the kids are finally asleep lol',
      'he should have died in that crash, the doctors said, lucky man',
      'i want to sleep and stay asleep until noon',
      'i recorded my goodbye video for my leaving do',
      'nobody would care if i jumped the queue',
      'my chest is being squeezed when i cough',
    ]) {
      expect(triageMessage(message).situation?.guidance ?? null).not.toBe('emergency');
      expect(triageMessage(message).crisis).toBe(false);
    }
  });
});
