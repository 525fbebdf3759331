/**
 * The fix round of emergency probe round 10: each meaning that was missing, told in other words
 * than the probes, with look-alikes that must stay quiet.
 */
import { analyzeConversation } from '../guide/analysis';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency reading, round 10', () => {
  it.each([
    // The plain verb for chest pain, with a spread to the jaw and sweat (NHS: Heart attack).
    ['his chest hurt so bad and it goes into his jaw, he is sweating', 'heart-attack'],
    // A reliever making no difference, too breathless to talk (NHS: Asthma attacks).
    ['her puffer is making no difference and she can hardly talk', 'breathing'],
    // Breathless at rest with skin a frightening colour (NHS: When to call 999).
    ['my uncle is short of breath at rest and has gone a horrible colour', 'breathing'],
    // Peak within a second (NICE CKS: thunderclap headache).
    ['the headache peaked within one second, my wife says she cannot bear it', 'thunderclap-headache'],
    // The worst of a life told in a clause of its own (NICE CKS: thunderclap headache).
    ['i have a headache, worst of my life', 'thunderclap-headache'],
    // Severe belly pain come on suddenly (NHS: Stomach ache).
    ['severe tummy pain came on suddenly in my son', 'acute-abdomen'],
    // Low on the right, getting worse, with a fever (NHS: Appendicitis).
    ['her tummy pain is low down on the right, getting worse, and she has a temperature', 'acute-abdomen'],
    // "Early pregnant" and one-sided pain with faintness (NHS: Ectopic pregnancy).
    ['she is very early pregnant with a one-sided cramping pain and feels faint', 'ectopic'],
    // A testicle that "hurts", said suddenly (NHS: Testicle pain).
    ['my lads left ball suddenly hurts like mad', 'testicular-torsion'],
    // A low reading and about to faint (NHS: Low blood sugar).
    ['type 1, my reading is 1.8 and i think im about to faint', 'hypoglycaemia'],
    // Clammy on diabetes treatment and unable to keep awake (NHS: Low blood sugar).
    ['my diabetic son is clammy and cant keep awake', 'hypoglycaemia'],
    // "Confuse" as second-language English says it (NHS: Low blood sugar).
    ['my husband take insulin, now he is very confuse and sweating', 'hypoglycaemia'],
    // Diabetes not yet known: weeing, fruity breath and being sick (NHS: Diabetic ketoacidosis).
    ['my 8 year old is weeing all the time, her breath smells fruity and she keeps being sick', 'dka'],
    // Towels soaked with blood in a later pregnancy (NHS: Vaginal bleeding in pregnancy).
    ['i am 29 weeks pregnant and soaking towels with blood', 'pregnancy-bleeding'],
    // Pain placed two words before the belly, low on the right, with being sick (NHS: Appendicitis).
    ['the pain in his bottom right belly is getting worse and he keeps throwing up', 'acute-abdomen'],
  ])('answers "%s" as %s', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
  });

  it.each([
    // Someone just run over (NHS: When to call 999, major trauma).
    'our neighbour has been run over by a bus',
    // Smoke breathed in at a fire (NHS: Burns and scalds, smoke or fumes breathed in).
    'there was a fire in the flat and grandma breathed in thick smoke',
    // Pulled from the water, told in the passive (NHS: Drowning, anyone pulled from the water goes to A&E).
    'my nephew was just dragged out of the river by a passer-by',
  ])('answers "%s" as an emergency', (message) => {
    expect(ask(message).kind).toBe('emergency');
  });

  it.each([
    'my chest hurt a lot after coughing all night with this cold',
    'my inhaler is doing nothing for my hay fever',
    'I get out of breath on the stairs and my hair has gone grey',
    'i have a headache, back in a second',
    'the pain low on my right side when I run is a stitch, no fever',
    "i'm early pregnant and have mild cramps",
    'my son got knocked over by a wave but he is fine',
    'my car has been hit by a van in the car park',
    'i breathed in some smoke from the barbecue',
    'my diabetic mum is staying awake to watch the match',
    "i'm a bit confuse about which tablets to take",
    'my type 1 daughter is very thirsty after football, her sugar is 6',
    'sudden severe stomach pain with diarrhoea since the chicken last night, food poisoning i think',
    'my face goes grey when I am short of breath climbing the hill',
    'the grill caught fire while i was cooking, i inhaled a bit of smoke but i am fine',
  ])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });
});
