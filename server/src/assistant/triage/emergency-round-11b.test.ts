/**
 * Round 11b of the emergency probes (training corpus; sepsis, meningitis, babies, head injury,
 * headache, eyes, the belly, pregnancy and diabetes): each reading that was missing, told in
 * other words than the probes, with look-alikes that must stay quiet.
 */
import { analyzeConversation } from '../guide/analysis';

const ask = (content: string) => analyzeConversation([{ role: 'user', content }]);

describe('emergency reading, round 11b', () => {
  it.each([
    // An infection spreading quickly with chills (NHS: Cellulitis; Sepsis).
    ['the redness from the bite on my arm is spreading quickly and I am shivering uncontrollably', 'sepsis'],
    ['his infected toe now has a red streak up the foot and he keeps throwing up', 'sepsis'],
    // A fever after a birth with a racing heart (NHS: Sepsis).
    ['I gave birth 10 days ago and now I have a fever and my heart is racing', 'sepsis'],
    // Confusion told as no urine and purple knees (NHS: Sepsis).
    ["grandad has a chest infection, he's not passing any urine and his knees have turned purple", 'sepsis'],
    // The glass test, told in other words (NHS: Meningitis).
    ['we pressed a tumbler on the marks and they are not fading under it, she is hot', 'meningitis'],
    ['my daughter has a temperature, leg pains, freezing cold hands and some little spots on her tummy', 'meningitis'],
    ['awful headache, the light hurts my eyes and I feel drowsy and confused', 'meningitis'],
    // A baby: a shrill cry, pauses in breathing, no feed all day, sick and lethargic.
    ["our baby's cry has gone really high pitched and shrill", 'unwell-infant'],
    ['my 5 week old has gaps in her breathing and looks pale', 'unwell-infant'],
    ["the baby hasn't fed since this morning and is very floppy", 'unwell-infant'],
    ['my 8 month old keeps being sick and is really lethargic', 'unwell-infant'],
    // Head injury: a fall then drowsy; a toddler off the sofa then sick; a blow and one pupil bigger.
    ['after a fall on the ice my mum seems drowsy', 'head-injury'],
    ['my toddler rolled off the bed and has been sick twice', 'head-injury'],
    ['he got a heavy punch in the boxing ring and one pupil is dilated', 'head-injury'],
    // Thunderclap headache, told as a migraine unlike the usual, or a pop then pain.
    ['I have had migraines for years but this one is completely different, it came on suddenly', 'thunderclap-headache'],
    ['she said there was a bang in her head and then the most terrible pain', 'thunderclap-headache'],
    // Acute glaucoma and an eye injury (NHS: Glaucoma; Eye injuries).
    ['my left eye is throbbing and red and I can see halos round the street lights', 'vision-loss'],
    ['my son got poked in the eye with a stick and there is blood inside the eye', 'vision-loss'],
    ['a bit of metal shot into his eye while he was using the angle grinder', 'vision-loss'],
    // A chemical in the eyes is a burn (NHS: Burns and scalds).
    ['bleach splashed into my eyes while cleaning', 'severe-burn'],
    // Bleeding from the gut, in other words.
    ['my uncle threw up and the vomit looked like coffee, he is on aspirin', 'gi-bleed'],
    ['she is vomiting black stuff and feels faint', 'gi-bleed'],
    ['the loo is full of blood after I went and I feel faint', 'gi-bleed'],
    // The belly: redcurrant jelly, a stuck hernia, saddle numbness, pain scored ten, pain into the back.
    ['my baby has a redcurrant jelly nappy and keeps screaming and drawing her legs up', 'acute-abdomen'],
    ['the lump of my hernia has gone hard and I cannot push it back in, it really hurts', 'acute-abdomen'],
    ['my back is agony and there is numbness around my bottom', 'acute-abdomen'],
    ['tummy pain 9 out of 10 and I keep throwing up', 'acute-abdomen'],
    ['sharp belly pain spreading round to his back, he is grey and sweating', 'acute-abdomen'],
    ['since my operation last week my tummy is swollen and hard and I have a temperature', 'acute-abdomen'],
    // Ectopic: pregnant, weeks unsaid, pain and signs of shock; a period late; shoulder pain.
    ['my partner is pregnant and has lower belly pain and keeps nearly fainting', 'ectopic'],
    ['I am late for my period and have sharp pain on one side and feel lightheaded', 'ectopic'],
    ['they think it might be an ectopic and now I have pain in my shoulder too', 'ectopic'],
    // Testicle pain, named in other words.
    ['my boy says his testicle is very sore and swollen', 'testicular-torsion'],
    // Hypo and DKA, in other words.
    ["he's type 1, having a seizure, and his sugar is low", 'hypoglycaemia'],
    ['hypo and my sugar will not come up, I am staggering about', 'hypoglycaemia'],
    ['my daughter keeps weeing, drinks lots, and now she is vomiting and breathing heavily', 'dka'],
    ['diabetic, ketones above 4 and being sick', 'dka'],
    // Pregnancy: abruption, fewer movements, the cord, a fast birth, bleeding through pads.
    ["I'm 31 weeks and have constant pain and some bleeding", 'pregnancy-bleeding'],
    ['she is 36 weeks pregnant and the baby has stopped moving', 'pregnancy-bleeding'],
    ['my waters have gone and I can see the cord', 'pregnancy-bleeding'],
    ["the baby's head is crowning and the ambulance isn't here", 'pregnancy-bleeding'],
    ['she had the baby on Monday and is now bleeding through a pad every 20 minutes and feels dizzy', 'pregnancy-bleeding'],
  ])('answers "%s" as %s', (message, situation) => {
    const analysis = ask(message);
    expect(analysis.kind).toBe('emergency');
    expect(analysis.redFlag?.id).toBe(situation);
  });

  it.each([
    // Idioms, history, questions and resolved or harmless cases.
    'nearly had a stroke when the electricity bill came',
    'having a heart attack over the price of petrol',
    'I argued until I was blue in the face arguing with the council',
    'completely knocked out by this flu, just need a sick note',
    'she passed out of the police training academy last week',
    'his mum had a heart attack 5 years before he was born',
    'since his stroke he walks with a stick, can he get a blue badge?',
    'is a headache always a sign of something serious?',
    'my son licked a bit of soap off his hands, he is fine',
    'got a tiny electric shock off the toaster, I feel fine',
    "I accidentally gave my 3 year old 5ml extra of her calpol, she's fine",
    'my dad had a water infection, on antibiotics now and less confused',
    // Near the new readings, but not an emergency.
    'I bought some coffee grinds for the new machine',
    'my back aches and my bottom is numb from sitting on a hard chair all day',
    'my hernia is a bit sore, I can push it back in fine',
    'I have migraines and want to try a new preventer',
    'my baby was sick once after a feed and is happy and alert',
    'I am 30 weeks pregnant, the baby kicks a lot at night, is that normal?',
    'the spots on my chin are not fading, any creams for acne?',
    'I had a fall last year, can I get a falls assessment?',
    'my eye is a bit red and itchy from hay fever',
    'my son has chickenpox spots and a temperature and his legs ache',
    'our cat is pregnant and seems to have belly pain and looks pale',
    "I'm 29 weeks and the baby hasn't moved as much as usual today",
  ])('does not answer "%s" as an emergency', (message) => {
    expect(ask(message).kind).not.toBe('emergency');
  });
});
