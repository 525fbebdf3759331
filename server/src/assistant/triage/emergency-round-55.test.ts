/**
 * The fix round of the development set's batches 55 to 57 (non-crisis): each reading that was
 * missing, told in other words than the batch's messages, with a look-alike that must stay quiet.
 */
import { analyzeConversation } from '../guide/analysis';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency reading, round of batches 55 to 57', () => {
  it.each([
    // A workshop chemical swallowed (NHS: Poisoning).
    ['my apprentice took a swig of solvent by mistake and his lips are blistering', 'overdose-poisoning'],
    // Steam let out onto someone, the skin coming away (NHS: Burns and scalds, deep burns).
    ['the pressure cooker lid flew off and steam blasted over her, the skin on her neck and hands is coming off', 'severe-burn'],
    // Pain from the navel moving to the lower right, told over two clauses (NHS: Appendicitis).
    ['it began as an ache near my navel, since lunch its shifted to the lower right, and I have a temperature', 'acute-abdomen'],
    // Type 1 in short, breath heavy and fast (NHS: Diabetic ketoacidosis).
    ['my T1D son keeps being sick and is breathing fast and deep, his breath smells like pear drops', 'dka'],
    // A lot of blood in a later pregnancy, the word "bleeding" not used (NHS: Vaginal bleeding in pregnancy).
    ["she's 34 weeks pregnant and there's loads of blood on the bathroom floor", 'pregnancy-bleeding'],
    // Soaking pads soon after a birth (NHS: Postpartum haemorrhage).
    ['had my baby last week and I am soaking through a maternity pad every half an hour, feeling dizzy', 'pregnancy-bleeding'],
    // A week's supply taken at once, the tablets named between (NHS: Overdose).
    ["nan swallowed a whole week's worth of her water tablets and heart pills this morning, she is drowsy", 'overdose-poisoning'],
    // A child and a battery from a remote control: not a story on television (NHS: Button batteries).
    ['my 2 year old has swallowed a battery from the telly remote', 'overdose-poisoning'],
    // Coffee grounds with a long use of painkillers: the bleed, not an overdose (NHS: Vomiting blood).
    ['throwing up what looks like coffee grounds, I take lots of naproxen and ibuprofen for my knees', 'gi-bleed'],
    // Two heads meeting in sport, then the same questions again and again (NICE CG176).
    ['clashed heads with another player at football, knocked out briefly, now asking where he is again and again', 'head-injury'],
    // Choking and not breathing, still awake: back blows first (NHS: Choking).
    ['my toddler is choking on a sweet and not breathing, help', 'choking'],
  ])('answers "%s" as %s', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
  });

  it('answers someone who choked and went limp as a cardiac arrest', () => {
    expect(ask('he choked on his food and now he is limp and not breathing').redFlag?.id).toBe('cardiac-arrest');
  });

  it.each([
    'can I use degreaser on my bike chain?',
    'my face is peeling after the steam room',
    'the steam from the kettle made my glasses fog up',
    'I had appendicitis last year, the pain moved from my belly button to the lower right',
    'my T1 scan is booked for next week',
    "I'm 20 weeks pregnant, is a little pink spotting normal?",
    'I gave birth 2 years ago and now my periods soak a pad every hour',
    'had my baby 3 weeks ago and the bleeding is light now, is that normal?',
    'can I get a dosette box for my mum who takes a week of tablets?',
    'the battery in my tv remote died',
    'I take loads of ibuprofen for my back, is that bad for my stomach?',
    'we played head to head in the quiz last night',
  ])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });

  it.each([
    ['Working nights and I cannot sleep during the day, any advice?', 'General Medicine'],
    ['a cricket ball hit me in the face, small bruise on my cheek, otherwise fine', 'General Medicine'],
    ['My grandad passed away last month and I miss him so much', 'Psychiatry'],
    ['I self harmed years ago and the scars on my arms are dry and itchy, what can I put on them?', 'Dermatology'],
    ['my period is overdue and I have been so stressed at work', 'Gynecology'],
    ['got shin splints since I started training for a 10k', 'Orthopedics'],
  ])('sends "%s" to %s first', (message, specialty) => {
    expect(ask(message).specialties?.[0]).toBe(specialty);
  });
});
