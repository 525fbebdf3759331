/**
 * Probes of the part reader (crisis-parts.ts) in words of their own, written for it and not
 * taken from the development set: crises said in new phrasings, and look-alikes that must stay
 * none (idiom, hyperbole, grief, history, questions, hobbies, medicines as prescribed).
 */
import { ConceptMatcher } from './matcher';
import { normalizeMessage, readClauses } from './reading';
import { crisisByParts } from './crisis-parts';
import { triageMessage } from './triage';

const partsIn = (message: string) => crisisByParts(new ConceptMatcher(readClauses(normalizeMessage(message))));

describe('a crisis read from its parts (crisis-parts.ts)', () => {
  it.each([
    'i honestly wish i could just stop existing',
    'been thinking a lot about how nice it would be to not wake up',
    'my brother keeps telling me he wants to disappear for good and not come back',
    'i am going to walk off the end of the pier tonight',
    'i have saved up two months of my sleeping tablets in a shoebox',
    'my mum has been stashing her morphine patches in her wardrobe',
    'i want to swallow every tablet in the bathroom cabinet',
    'thinking of stepping off the roof of my office block after work',
    'i keep picturing myself hanging from the loft hatch',
    'i dont want to be on this earth anymore',
    'i am so tired of existing, i want it all to end',
    'my partner said she is going to drown herself in the canal',
    'i wrote a letter to each of my kids and put them in the drawer, i wont need to explain after tonight',
    'my dad gave his medals and his watch to my brother and said goodbye like he meant it',
    'my daughter has been carving words into her forearm with a pencil sharpener blade',
    'i keep burning the inside of my wrist with a lighter when i get overwhelmed',
    'i punch myself in the face until it bruises when i mess up',
    'my son says there is no point carrying on and he has a rope in his wardrobe',
    'i have bought a length of rope and found a beam in the barn',
    'i want to crash into a tree on the way home so it looks like an accident',
    'i am sat in my car at the top of the multi storey and i cant see a reason to go home',
    'my girlfriend messaged me saying thanks for everything and please look after her cat, now she wont pick up',
    'nobody would notice if i never came home again',
    'my family would be much better off with me out of the picture',
    'i am a burden to my parents and i want to end everything this weekend',
    'i have had enough of this life, i am going to take the whole box of co-codamol tonight',
    'i keep looking up how many amitriptyline it takes to stop your heart',
    'whats the most painless way to go for good',
    'i have decided, this friday i am done with life for good',
    'my husband has gone out with his shotgun and left a note saying sorry',
    'i want to fall asleep and never open my eyes again',
    'i just want to stop breathing',
    'my teen told her friends she is going to kill herself after her exams',
    'my best mate keeps joking that he will neck all his pills but i think he means it',
    'life is meaningless and i am ready to check out',
    'ive started hurting myself again with a razor blade',
    'im going to take an overdose when my husband goes to work',
    'i wish i would get hit by a bus',
    'i am thinking about throwing myself under a lorry',
    'my grandad says he is ready to die and has stopped taking his heart tablets on purpose',
    'there is no way out for me, i have the pills in my hand',
    'i have planned how i will do it and when',
    'my wife keeps saying the world would be a better place without her',
    'i honestly think it would be better if i just died',
    'i dont see the point in living anymore, nothing gets better',
    'i cut my arms every night so i can sleep',
    'my sister posted a goodbye letter on instagram and nobody can find her',
    'i want to go to sleep and not wake up ever again, i have a bottle of pills by my bed',
    'i feel like i want to jump off the bridge by my house',
    'i have the tablets counted and a time picked',
    'tonight i will finally be free, i have my dads pistol',
    'i am standing at the edge of the cliff and i cant do this anymore',
    'i think everyone would breathe easier if i was not in the picture',
    'i want to go to bed and just not be here in the morning',
    'my uncle has been handing out his fishing gear and his tools and told me to look after his dog',
    'i have a stash of insulin pens and i know how much would do it',
    'i am parked by the reservoir and i have taken all my tablets',
    'i am on the wrong side of the railings on the bridge',
    'i dont want to do life anymore',
    'honestly i would be happier dead',
    'i want to stop being a burden and just go',
    'i am going to drive into the river tonight',
    'i keep slicing my thighs when nobody is home',
    'my son is cutting his arms with the blades from his pencil sharpener',
    'i wish a car would hit me on my way home',
    'i have written goodbye messages and scheduled them for tomorrow morning',
    'i am ready to end my suffering, the tablets are next to my bed',
    'im done. im going to the bridge.',
    'i dont see myself reaching my next birthday',
    'my flatmate said she is going to jump from her window',
    'i dont think anyone would care if i went to sleep forever',
    'everything is pointless, i just want to not exist',
    'i cant keep living like this, i have pills saved up',
    'i keep thinking about overdosing on my antidepressants',
    'my mate keeps going on about ending his life',
    'im planning my suicide for next week',
    'i am tired of fighting, i want to give up for good',
    'i have started giving away my books and records because i will not need them',
    'my wife locked herself in the bathroom with my razor blades',
    'i just want to end the pain for good, i know which bridge',
    'i am thinking to end my life, please help',
    'i would rather die than keep living like this',
    'i have my dads rifle and i am going to use it on myself',
    'i feel hopeless and have been thinking of hanging myself in the garage',
    'i keep imagining stepping off the platform in front of the express train',
    'i dont want to wake up again, i have had enough',
    'i starve myself on purpose because i dont deserve food',
  ])('reads "%s" as a crisis', (message) => {
    expect(triageMessage(message).crisis).toBe(true);
  });

  it.each([
    'my phone battery is dead and i need to rebook',
    'this deadline is killing me, can i get a sick note',
    'i am dying to get my test results back',
    'i nearly died of fright when the dog barked',
    'i could murder a cup of tea after this shift',
    'my hamster died yesterday and my daughter is upset, she cant sleep',
    'my grandad passed away last month and i have been low',
    'we are going to jump into the sea off the harbour wall for charity',
    'i wrote a will because we just had a baby',
    'i gave away my old clothes to the charity shop',
    'i have been saving my pocket money for a new bike',
    'i keep my dads old shotgun locked in a cabinet for clay shooting',
    'i am going to end my gym membership this weekend',
    'i want to end things with my girlfriend',
    'i want to disappear to a cabin in the woods for a week',
    'i cut my hand on a tin of beans',
    'my son burnt his arm on the iron by accident',
    'i scratch my arms at night because my eczema is itchy',
    'what are the warning signs that someone is suicidal',
    'how can i support a colleague who lost her son to suicide',
    'i tried to kill myself when i was 17 and now i am 35 and doing well',
    'i am reading a novel where the main character takes her own life',
    'my son died in a car crash five years ago',
    'i am going on holiday so i wont be around next week',
    'i am moving to australia, this is goodbye to my gp',
    'i am standing on the bridge taking photos of the sunset',
    'i am so tired of this cold, i just want it to go away',
    'i have a rope for my boat and my back hurts from pulling it',
    'my grandma is in a hospice and is ready to go, how do we say goodbye',
    'i will be dead tired after the night shift',
    'my daughter says she will die if she has to wear that dress',
    'i took my tablets this morning as usual',
    'can i take two paracetamol with ibuprofen',
    'im done with this diet, it does nothing',
    'i have no future in this company and want a career change',
    'the suspense of waiting for results is killing me',
    'i would rather die than eat brussels sprouts lol',
    'i went to the bridge to watch the boat race with my kids',
    'i am going to jump off the diving board at the pool',
    'i have been saving up for a car',
    'my dad left a note saying he went to the shops',
    'i want to give up smoking this weekend',
    'my daughter cut her knee when she fell off her scooter',
    'i said goodbye to my grandad at the hospice yesterday, he died peacefully',
    'how many paracetamol can i take in a day',
    'my mum is scared of dying during her operation',
    'my son is in a school play about a soldier who dies',
    'i want the pain in my knee to end, can i see a physio',
    'i am bored to death at work',
    'i am going to take all my vitamins with breakfast',
    'my dog is getting old and i think it is time to say goodbye to him',
    'i have nothing left in my bank account until payday',
  ])('leaves the look-alike "%s"', (message) => {
    expect(partsIn(message)).toBe(false);
    expect(triageMessage(message).crisis).toBe(false);
  });

  // The older phrase rules (concepts.ts, situations.ts) still flag these; the part reader does not.
  it.each([
    'my pills are lined up in my dosette box for the week',
    'i feel like a burden on my wife since my knee surgery, can i get physio',
    'i want to stop existing on junk food',
    'i cant go on holiday this year because of my back',
  ])('adds no alarm of its own to "%s"', (message) => {
    expect(partsIn(message)).toBe(false);
  });

  it('keeps negation, history and questions as the matcher reads them', () => {
    expect(partsIn('i dont want to die, i just want to sleep better')).toBe(false);
    expect(partsIn('i have never thought about jumping off a bridge')).toBe(false);
    expect(partsIn('i tried to hang myself years ago and i am in a good place now')).toBe(false);
    expect(partsIn('what are the signs someone is hoarding pills to overdose?')).toBe(false);
    expect(partsIn('i want to die')).toBe(true);
  });
});
