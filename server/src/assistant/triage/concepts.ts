/**
 * The everyday words people use for what is happening (issue 21 point 1), one concept each:
 * lay synonyms and idioms as small patterns over the normalized text (reading.ts: lower case,
 * no apostrophes, typos corrected). A concept says what is described, never whether it is an
 * emergency: situations.ts combines concepts with who, how severe and how sudden.
 */

export interface Concept {
  id: string;
  patterns: readonly RegExp[];
  /** Other senses of the same words ("breast stroke", "choked up", "seizing the day"). */
  except?: readonly RegExp[];
}

const concept = (id: string, patterns: readonly RegExp[], except?: readonly RegExp[]): Concept => ({ id, patterns, except });

const POSS = '(?:my|his|her|their|your|the|our)';
/** Being sick, in the words people use (NHS symptom pages say "being sick"). */
const VOMITING =
  '(vomit|vomits|vomiting|vomited|been sick|being sick|was sick|keeps being sick|keep being sick|threw up|throwing up|thrown up|throws up|puked|puking|pukes|spewed|spewing|chucked up|chucking up|heaving|retching|boking|boke|boked|barfing|barfed|hurling|upchucking)';

// ---- heart and circulation ----
export const NO_PULSE = concept(
  'no-pulse',
  [
    /\b(not|isnt|is not|stopped|hasnt been|no longer|arent) breathing(?! properly| well| right| fast| quickly| heavily| hard| loudly| noisily| through| too)\b/,
    /\bno (pulse|heartbeat)\b/,
    // Breaths not taken, in other words ("isn't taking any breaths", "hasn't taken a breath").
    /\b(not|isnt|is not|hasnt|has not|stopped|no longer|wasnt) (taking|taken|drawing|drawn) (any |a |a single )?breaths?\b(?! (test|tests|testing|analy\w*|mints?|of fresh air|between|while|when|since))(?!.*\b(talk|talking|talks|chatting|chatter|speech)\b)/,
    // Gasping every few seconds and not responding is not normal breathing (Resuscitation Council UK: agonal breathing, start CPR).
    /\bgasp(ing|s)?\b[^.]*\b(not responding|unresponsive|wont respond|isnt responding|doesnt respond)\b|\b(not responding|unresponsive|wont respond|isnt responding)\b[^.]*\bgasp(ing|s)?\b/,
    /\bno (breathing|breaths?)( that (i|we) can (see|hear|feel))?\b(?! (problems?|issues?|difficult\w*|trouble|exercises?))|\bcant (see|hear|feel) (him|her|them) breathing\b/,
    /\b(cant|cannot|couldnt|nobody can|no one can|noone can|unable to) (feel|find|get|detect) (a|his|her|their|any) (pulse|heartbeat|heart beat)\b/,
    /\b(cant|cannot|can not) (feel|find|hear) (his|her|their|a|any) (heart|heart beat|heartbeat) (beating|beat|going)\b/,
    // Compressions told in lay words, on someone else ("the 999 lady says to push on his chest").
    /^(?!.*\b(hurts?|hurting|pain|painful|sore|tender|ache|aches|bruised?|training|course|class|practi[sc]e|practi[sc]ing|dummy|mannequin|manikin|learn|learning|lesson|showed (me|us) how)\b).*\b(push|pushing|press|pressing|pump|pumping) (hard )?(on|down on) (his|her|their) chest\b/,
    // Second-language English: "is not breath", "no breath".
    /\b(is not|isnt|not|no|dont|doesnt|does not) breath(e|es)?\b(?! (properly|well|right|through|in|out|test|tests|freshener|mints?|normally|easily|deeply|fast|quickly|very|so|too))/,
    /\bheart (has |had |just )?stopped(?! (racing|pounding|fluttering|beating fast))\b/,
    /\b(doing|giving|started|start) (cpr|chest compressions|compressions)\b/,
    /\bcardiac arrest\b/,
  ],
  // A fright told as a heart that stopped ("my heart stopped when I saw the bill") is an idiom.
  [
    /\bmy heart (just |nearly |almost )?stopped (for a (second|moment|sec|minute)|when i (saw|heard|read|got|opened|found|looked|checked))\b/,
    // Said of oneself at a fright ("my heart stopped when the bill arrived"): one cannot tell one's own arrest.
    /\bmy heart (just |nearly |almost |literally )?(stopped|skipped a beat)( for a (second|moment|sec|minute))? when\b/,
    // A fright or hard work said as an arrest ("that class nearly gave me a cardiac arrest").
    /\b(nearly|almost|practically|literally|about to) (had|have|having|gave me|give me|gave (him|her|us)|giving me) (a )?cardiac arrest\b/,
  ],
);

export const CHEST_PAIN = concept('chest-pain', [
  /\bchest (is |feels like (it is |its )?|feels )?(being )?(crushed|squeezed|squashed|crushing)\b/,
  new RegExp(`\\bchest (pain|pains|hurts|is hurting|ache|tightness|heaviness|pressure|discomfort|feels (tight|heavy|crushed|like))\\b`),
  new RegExp(
    `\\b(pain|pains|ache|aches|pressure|tightness|heaviness|squeezing|crushing|band|weight)( \\w+)? (in|across|on|round|around|in (the )?middle of|in (the )?centre of|in (the )?center of) (${POSS} )?chest\\b`,
  ),
  new RegExp(`\\b(heavy|crushing|squeezing|tight|sharp|tearing|ripping) (pain|feeling|pressure) in ${POSS} chest\\b`),
  /\belephant (is )?(sitting |standing )?on (my|his|her) chest\b/,
  // Something pulled tight round the chest (NHS: Heart attack, "tightness or squeezing"): a belt, a band, a vice.
  /\b(belt|strap|band|vice|vise|rope|corset)\b[^,]*\b(round|around|across) (my|his|her|their|the) chest\b|\b(pulled|squeezed|clamped|drawn|tightened|tightening) (tight )?(round|around|across) (my|his|her|their|the) chest\b/,
  /\b(something|someone|somebody|a weight|a brick|bricks|a ton of bricks|a car) (is |was )?(sitting|standing|pressing|pushing|lying|sat|stood|kneeling|on) (down )?(on )?(my|his|her) chest\b/,
  // The heart or "ticker" felt squeezed or crushed (NHS: Heart attack, "pressure, tightness or squeezing").
  /\b(chest|ticker|heart) (feels |feel |is )?(like (its|it is|theres something) )?(being )?(squeezed|crushed|gripped|clamped|in a vice|in a fist)\b/,
  /\b(holding|clutching|grabbing|grabbed|clutched|grabs|clutches|clasping|clasped|gripping|gripped|rubbing|rubbed|rubs|pressing|pressed) (at )?(his|her|their) chest\b/,
  /\b(holding|clutching|grabbing|grabbed|clutched|clasping|gripping|gripped) (at )?my chest\b/,
  /\b(pain|pains|pressure|tightness|heaviness|squeezing|weight) (in|on|across) (the )?chest\b/,
  // The breastbone is the chest's middle (NHS: Heart attack, "pain in the centre of the chest").
  /\b(pain|pains|ache|pressure|tightness|heaviness|squeezing|crushing|burning|weight|discomfort)( \w+)? (behind|under|on|in|across|around) (my|his|her|their|the) (breastbone|breast bone|sternum)\b|\b(breastbone|breast bone|sternum) (hurts|is hurting|feels (tight|heavy|crushed))\b/,
  /\bchest (is |feels )?(\w+ and )?(so |really |very |all |super )?(crushing|heavy|tight)\b/,
  /\bchest (has |had )(felt|been|gone|got) (so |really |very |all )?(crushing|heavy|tight)\b/,
  // "My chest is killing me", "chest is in agony": pain in lay words.
  /\bchest (is |are |has |have |feels )?(very |so |big |much |strong |really |too )*(pain|painful|pains|paining|aching|hurting)\b/,
  /\bchest (is |has been |keeps )?(killing (me|him|her)|in agony|agony|really sore|so sore|really hurting|hurting (so )?(bad|badly|so much))\b/,
  // The plain verb, as second-language English says it ("my chest hurt very much", "chest hurted").
  /\bchest (hurt|hurted|hurting)( (very|so|too) (much|bad|badly)| a lot| really bad)\b/,
  /\b(agony|agonising pain|stabbing pain|horrible pain|awful pain) in (my|his|her|the) chest\b/,
  // A chest said tight or heavy before the word (NHS: Heart attack, "tightness or heaviness").
  /\b(a|my|his|her|their) (really |very |bit of a |)(tight|heavy|crushing|painful) chest\b/,
]);

/** What makes chest pain sound like the heart (NHS: Heart attack symptoms). */
export const CARDIAC_FEATURES = concept('cardiac-features', [
  /\b(spreading|spredding|spreding|going|goes|radiating|moving|spreads|spreds) (to|down|into|up|through to|right through to|thru to) (my|his|her|the|both) (left |right )?(arm|arms|jaw|neck|back|shoulder|shoulders|teeth|gums)\b/,
  // Feeling faint with it (NHS: Heart attack symptoms).
  /\b(feel|feels|feeling|felt) (faint|like (i am|im|hes|shes) (going to|gonna) (faint|pass out))\b|\bfainted\b/,
  /\b(left arm|jaw)\b/,
  // Plain verbs of going, as second-language English says it ("it go to his arm", "goes up into my jaw").
  /\b(go|goes|went|going|moves|moved|travels|travelled|shoots|shot) (up |down |right |all the way |across )?(to|into|in|down|through to|thru to) (my|his|her|the|both) (left |right )?(arm|arms|jaw|neck|back|shoulder|shoulders)\b/,
  // Clammy in lay words (NHS: Heart attack, "sweating").
  /\bcold and (wet|damp|sweaty|clammy)\b|\b(wet|drenched|soaked|dripping|pouring) (with|in) sweat\b|\bcold sweats?\b/,
  /\b(arm|arms) (is |are |feels |feel |has gone |went )?(all )?(tingling|tingly|numb|heavy|aching|achy|dead)\b/,
  /\b(and |also )?(down|into) (my|his|her|the) (left |right )?(arm|arms|jaw|neck|shoulder)\b/,
  /\b(sweating|sweaty|clammy|sweat)\b/,
  /\b(grey|gray|ashen)\b/,
  /\b(crushing|crushes|elephant|squeezing|tight band|like a band|heavy pain|pressure)\b/,
  /\bgoing to die\b/,
  // Tearing or ripping pain through to the back (NHS: Aortic dissection, call 999).
  /\b(tearing|ripping)\b/,
  /\bheart attack\b/,
  // Chest pain and then a collapse (NHS: Heart attack, cardiac arrest).
  /\b(went down|collapsed|keeled over|hit the floor|dropped to the floor|fell to the floor)\b(?! (into|in|onto|on) (bed|my bed|the bed|the sofa|the couch))/,
  /\b(slid|slumped|sank|crumpled) (down|to) (the )?(wall|floor|ground)\b/,
  /\b(short of breath|shortness of breath|out of breath|breathless|cant (catch|get) (my|his|her) breath|struggling to breathe)\b/,
  /\b(\d+|twenty|thirty|fifteen|ten) (minutes|minute|mins|min)\b/,
  /\b(half an hour|an hour|over an hour)\b/,
  /\bcant (shake|get rid of) it\b/,
]);

/** Feeling or being sick, one of the heart attack symptoms (NHS: Heart attack). */
/**
 * Pain said to be like indigestion, and spreading to the arms or jaw: a heart attack can feel so
 * (NHS: Heart attack, "can feel like indigestion"; pain spreading to the arms, jaw, neck or back).
 */
export const INDIGESTION_LIKE = concept('indigestion-like', [
  /\b(feels?|felt|feeling|like|similar to) (\w+ )?(bad )?(indigestion|heartburn)\b/,
  // Indigestion told as going into the arm ("a bit of indigestion that's going into my left arm").
  /\b(indigestion|heartburn) (thats|that is|which is|and its|its|is) (going|spreading|moving|radiating|shooting) (into|down|to|up)\b/,
]);
export const PAIN_SPREADING = concept('pain-spreading', [
  /\b(go|goes|went|travels|travelled) (up |down |right )?(to|into|down|through to) (my|his|her|the|both) (left |right )?(arm|arms|jaw|neck|shoulders?)\b/,
  /\b(spreading|spreads|radiating|going|goes|moving|shooting) (to|down|into|up|through to|thru to) (my|his|her|the|both) (left |right )?(arm|arms|jaw|neck|shoulders?)\b/,
]);

export const NAUSEA = concept('nausea', [
  /\b(feel|feels|feeling|felt) (sick|nauseous)\b|\bnausea\b|\b(going to|gonna|about to) (be sick|throw up|vomit|puke)\b/,
  new RegExp(`\\b${VOMITING}\\b`),
]);

export const HEART_ATTACK_NAMED = concept(
  'heart-attack-named',
  [
    /\b(having|had|has|have|is having) (a )?heart attack\b/,
    /\bthink (its|it is|im having|i am having|hes having|shes having|he is having|she is having|i have) (a )?heart attack\b/,
  ],
  // A feeling that comes back with something ("like a heart attack every time my boss emails") is no attack now.
  [
    /\b(like|as if) (i am|im|i was|hes|shes|he is|she is) having a heart attack (every time|whenever|each time|when)\b/,
    // A scare that tests ruled out ("a heart attack scare but the tests were normal").
    /\bheart attack scares?\b/,
    // A fright said as one ("nearly had a heart attack when he jumped out").
    /\b(nearly|almost|practically|literally|about to) (had|have|having|gave me|give me|gave (him|her|us)|giving me) (a )?heart attack\b/,
    // A shock at a cost or a letter said as an attack ("having a heart attack over this bill").
    /\bheart attack (over|at|about|from|when i saw|reading|looking at) (this|the|that|my|our|a|his|her) (\w+ )?(bill|bills|price|prices|cost|costs|fine|parking|invoice|rent|receipt|quote|total|mortgage|tax|statement|letter|news|score|results)\b/,
  ],
);

// ---- stroke (FAST) ----
export const FACE_DROOP = concept(
  'face-droop',
  [
    /\b(face|mouth|smile|lip|lips|eye|eyelid) (is |has |looks |seems |went |gone |has gone )?(all |a bit |suddenly )?(dropped|drooped|drooping|droopy|droops|dropping|fallen|lopsided|sagging|crooked|uneven|twisted|floppy|slack|saggy)\b(?! (with|from) (laughter|laughing|tiredness))/,
    /\b(droopy|drooping|lopsided|crooked) (face|smile|mouth)\b/,
    /\b(face|mouth|smile) (is |looks |seems |went |has gone )?(weird|funny|strange|odd|different|wrong) and (droopy|drooping|lopsided|crooked|saggy)\b/,
    /\b(one|the left|the right|left|right) side of (my|his|her|their|the) (face|mouth|lip|lips)( has)? (is |has |looks )?(gone |going |suddenly |all )?(numb|drooping|dropped|droopy|fallen|weak|floppy|hanging|hanging down|sagging|saggy|slack|down)\b/,
    /\b(face|mouth) (on one side|one sided)\b/,
    /\b(face|mouth) (looks |is )?(droopy|drooping|dropped) on (that|one) side\b/,
    /\bface droop\b/,
    // "Her mouth has gone down on one side", "his cheek is slack on the left" (NHS: Stroke, FAST).
    /\b(face|mouth|smile|lip|lips|cheek)\b( \w+){0,3} (down|droop\w*|drop\w*|slack|sag\w*|fallen|fell|slipped|slid|wonky|numb|dead|paralysed|paralyzed|frozen) (on|to|at) (one|the (left|right)|his (left|right)|her (left|right)|my (left|right)) side\b/,
    /\b(dribbling|drooling) (from|out of|out) (one|the (left|right)) side of (his|her|my|their) mouth\b/,
    /\b(face|mouth) (is |has )?(fall|fell|falling|fallen|drop|dropping|droop|going|gone|went) (on |to |down )?(one|the (left|right)) side\b/,
    /\b(face|mouth|smile) (is |has |looks |seems |went |gone |has gone )?(all )?(wonky|gone wonky)\b/,
    /\b(face|mouth|smile) (is |has |looks |went |gone |has gone )?(gone )?(funny|weird|strange|odd|numb) on one side\b/,
    // One side that will not move, or a smile that will not come (NHS: Stroke, FAST "face").
    /\bone side of (my|his|her|their|the) (face|mouth) (wont|cant|doesnt|isnt|is not|will not|has stopped) (move|moving|work|working|smile|smiling)\b/,
    /\b(face|mouth) (wont|cant|doesnt|isnt) (move|moving|work|working) on (one|the (left|right)) side\b/,
    /\b(smile|face|mouth) (is |looks |has )?(gone )?(all )?(skew|skewed|slanted|wonky|twisted|slipped)\b/,
  ],
  [
    // Numbed for a filling or after an injection: the dentist's, not a stroke.
    /^.*\b(dentist|dental|filling|numbed|numbing|anaesthetic|anesthetic|injection|botox|filler|extraction|root canal|photos?|pictures?|selfies?|my age|getting older|ageing|aging)\b.*$/,
  ],
);

export const ARM_WEAKNESS = concept(
  'arm-weakness',
  [
    /\bcant (lift|raise|move|feel|use) (his|her|my|their|both|both (his|her|my|their)) (left |right )?(arm|arms|leg|legs|hand)\b/,
    /\bcant (lift|raise|move|feel|use) (his|her|my|their) (left |right )?(arm|leg) (or|and) (leg|arm)\b/,
    /\b(arm|leg|hand) (has |is |just |felt |feels |feel )?(gone |went |suddenly |gone all |went all |suddenly gone |suddenly went |really |very |so )?(weak|numb|dead|floppy|limp|heavy)\b/,
    /\b(weakness|numbness|numb|weak|paralysed|paralyzed) (in|on|down) (one side|(his|her|my|the) (left|right)( side)?)\b/,
    /\bone side of (my|his|her|their) body\b/,
    // An arm that drifts or drops when held up (NHS: Stroke, FAST "arms").
    /\b(arm|arms|hand) (keeps|keep|kept|is|started|starts) (dropping|drifting|falling|flopping|sliding)( down)?\b(?! (things|stuff|objects|cups|plates|the|my|his|her|off|asleep))/,
    // Half the body, or an arm and a leg together, gone numb or weak (NHS: Stroke, one side).
    /\b(half|the (left|right) half) (of )?(my|his|her|their) (body|face)\b[^.]*\b(numb|weak|dead|heavy|tingling|floppy|paralysed|paralyzed|wont move|cant move|gone (numb|weak|dead|heavy|floppy))\b/,
    /\b(left|right) (arm and leg|leg and arm)\b[^.]*\b(numb|weak|dead|heavy|floppy|paralysed|paralyzed|wont move|cant move)\b|\b(numb|weak|dead|heavy|floppy|paralysed|paralyzed)\b[^.]*\b(left|right) (arm and leg|leg and arm)\b/,
    /\b(cant feel|no feeling in|numb|numbness in|weak|weakness in|paralysed|paralyzed|cant move) (the |his |her |my )?(whole |entire )?(left|right|one) side( of (my|his|her|their) (body|face))?\b/,
    /\b(left|right|one) side of (my|his|her|their) (body|face) (is |has |has gone |went |feels )?(all )?(numb|weak|dead|paralysed|paralyzed|heavy|floppy)\b/,
    /\bcant move (her|his|my) (left|right) (arm|leg|side)\b/,
    // An arm and a leg weak together, and one side that has stopped working (NHS: Stroke, weakness on one side).
    /\b(sudden )?(weakness|numbness) in (my|his|her|their) (left |right )?(leg and arm|arm and leg)\b/,
    /\b(his|her|my|their) (left |right |one )side (is |has )?(not working|stopped working|wont work|gone dead)\b/,
    /\b(left|right|one) side (of (his|her|my|their) body )?(has |is |went |gone |has gone |feels |is all )?(gone |all |suddenly |gone all )?(weak|numb|dead|floppy|heavy|limp|paralysed|paralyzed)\b/,
    /\b(arm|hand) (is |just )?(dangling|hanging) (limp|useless)\b/,
    /\blost (the )?use of (his|her|my|their) (left |right )?(arm|hand|leg|side|fingers)\b/,
    // No power or strength in a limb (second-language and lay words for weakness, NHS: Stroke).
    /\b(arm|leg|hand|side) (has |have |had |got )?(no|lost (its |his |her |the |all )?|lost all) (power|strength|force)\b|\bno (power|strength) in (his|her|my|their|the) (left |right )?(arm|leg|hand|side)\b/,
  ],
  // A limb gone numb or dead from lying or sitting on it (NHS: Pins and needles), or sore and
  // weak after a jab or a workout (NHS: Vaccination side effects), is no stroke sign.
  [
    /^.*\b(jab|vaccine|vaccination|injection|booster|gym|workout|lifting|weights|blood test|dentist|dental|filling|anaesthetic|anesthetic|numbed|frozen shoulder|shoulder|rotator cuff|above my head|funny bone|elbow|for a (second|sec|moment|few seconds))\b.*$/,
    /^.*\b(slept|sleep|sleeping|lay|lying|sat|sitting|leaning|kneeling) (on (it|them|my|his|her)|funny|awkwardly|cross legged|with (my|his|her) legs crossed)\b.*$/,
    // Weak since a break, a sprain or an operation, or for weeks: an injury's, not a stroke's.
    /^.*\b(broke|broken|fracture|fractured|sprain|sprained|in a cast|plaster cast|after (my|his|her) (op|operation|surgery)|tendon|arthritis|for (weeks|months|years))\b.*$/,
  ],
);

/**
 * Softer signs of the face or a hand (NHS: Stroke, FAST), read as a stroke only with another
 * sign or a sudden start (situations.ts): "can't smile properly since my dental work" or a hand
 * that won't grip since a broken wrist are not.
 */
export const FAST_HINT = concept(
  'fast-hint',
  [
    /\b(cant|unable to) smile (properly|straight|right|evenly|on one side|normally)\b/,
    /\b(hand|hands|arm|fingers) (wont|cant|doesnt|will not|isnt able to) (grip|hold|grab|pick up|work|do anything)\b/,
    /\bcant (grip|hold|grab) (anything|a cup|a pen|the cup|his cup|her cup|with (his|her|my) (left |right )?hand)\b/,
    /\b(keeps|keep|started) dropping things\b/,
    /\b(smile|face|mouth) (looks|is|seems|has gone|went|looked) (all )?(wrong|not right|odd|weird|strange|funny|different)\b/,
    /\b(hand|arm|fingers|leg) (is |are |has gone |have gone |gone |feels |feel |went )?(all |suddenly |really )?(clumsy|useless|not working properly)\b/,
    // Arms raised and one drifts down (NHS: Stroke, FAST "arms").
    /\bcant (keep|hold) (his|her|my|their|both) (left |right )?(arm|arms|hand) (up|raised|in the air)\b/,
    /\b(arm|hand) (keeps )?(drifting|drifts|drops|dropping|falling|flopping) (down|back down)\b/,
  ],
  [
    /^.*\b(broke|broken|fracture|fractured|sprain|sprained|cast|arthritis|carpal|dentist|dental|filler|botox|injection|since (last|the)|shoulder|for ages|tired|tiredness)\b.*$/,
  ],
);

export const SPEECH_TROUBLE = concept('speech-trouble', [
  // Not understanding speech any more (NHS: Stroke, "may not be able to understand what you say").
  /\b(cant|cannot|doesnt|does not|can not) (understand|follow) (what|anything) (im|i am|we are|were|people are|anyone is|you are|hes|shes|he is|she is) (saying|telling)\b/,
  /\b(speech|words|word|talking|voice) (is |are |has |have |keep |keeps )?(all |coming out |gone |went |go |goes |become |a bit |suddenly )*(slurred|slurring|slurry|jumbled|garbled|mumbled|mumbly|mushy|tangled|mixed up|wrong|muddled|strange|weird|funny|odd|off|not right|nonsense|all over the place|gibberish)\b/,
  /\bslurr(ed|ing) (his |her |my |their )?(words|speech)\b/,
  /\b(is|hes|shes|im|keeps|started|been|now|suddenly) slurring\b/,
  /\bslurred speech\b/,
  // Speaking gone strange, as a second language says it ("she speak strange since one hour").
  /\b(speak|speaks|speaking|talk|talks|talking) (very |all |so )?(strange|strangely|weird|weirdly|funny|funnily|wrong|odd|oddly|different|slurry|slurred|drunk|confused|nonsense)\b(?! (language|languages|accent|english|french|spanish|polish|german|italian|words? (to|for)|about|to (me|us|him|her)|things))/,
  /\b(talking|talks|speaking|sounds|sounding) like (shes|hes|she is|he is|im|i am|they are|theyre|shes been|hes been) drunk\b/,
  /\bcant (talk|speak) (properly|clearly|right|normally|at all|good|well)\b/,
  /\b(trouble|difficulty|problems) (speaking|talking|finding (the |his |her |my )?words)\b/,
  /\bcant (seem to )?get (my|his|her) words out\b/,
  /\b(mumbling|babbling|talking|speaking|saying|spouting) (nonsense|gibberish|rubbish|random words|words that dont make sense)\b/,
  /\b(cant|can not|unable to|struggling to) find (the |his |her |my |their )?words\b/,
  /\b(words|speech) (wont|will not|arent|are not) (come|coming) out( right)?\b/,
  /\b(suddenly |all of a sudden )?(cant|doesnt|does not) understand (what|anything) (i|we|people|anyone|you) (am|are|is)? ?(saying|say)\b/,
  /\b(suddenly |all of a sudden )?(cant|cannot|can not|doesnt|does not|couldnt) (understand|follow|make sense of) (what|anything|a word) (\w+ ){0,3}(is|are|am|was|were|im|hes|shes)? ?(saying|says|said|telling (me|him|her|us))\b/,
  /\b(suddenly|all of a sudden) cant (talk|speak)\b|\bcant (talk|speak) (all of a sudden|suddenly)\b/,
]);

/** Strokes that are no stroke of the brain: a swimmer's, a painter's, the heat's. */
export const OTHER_STROKES = 'breast|back|heat|sun|brush|master|swimming|swim|paddle|paddling|rowing|golf|tennis|pen|key|oar|finishing';
export const STROKE_NAMED = concept(
  'stroke-named',
  [
    /\b(having|is having|has had|had|has|having had) (a )?(stroke|mini stroke|tia)\b/,
    /\bthink (its|it is|im having|i am having|hes having|shes having|he is having|she is having|he has had|she has had) (a )?stroke\b/,
  ],
  [
    new RegExp(`\\b(${OTHER_STROKES}) ?strokes?\\b|\\bstroke of (luck|genius|midnight|fortune)\\b`),
    /\bstroke (unit|ward|nurse|nurses|clinic|rehab|survivor|team)\b/,
    /\bstroke of (bad |good )?(luck|genius|midnight|inspiration)\b/,
    /\b(stroke|tia) scares?\b/,
    // A fright said as a stroke ("nearly had a stroke when I saw the price").
    /\b(nearly|almost|practically|literally|about to) (had|have|having|gave me|give me|gave (him|her|us)|giving me) (a )?stroke\b/,
    // A stroke told with the care that followed it ("had a stroke and is now in a care home") is history.
    /^.*\bhad (a )?(stroke|mini stroke|tia)\b.*\b(care home|nursing home|rehab|physio|recovering|recovery|since then|ever since|months|years|follow up|review|reviews|meds|medication)\b.*$/,
  ],
);

// ---- breathing ----
export const BREATHING_SEVERE = concept(
  'breathing-severe',
  [
    /\b(cant|can barely|can hardly|barely|hardly|struggling to|struggles to|struggle to|unable to|not able to|fighting to|trying to) (breathe|breath|catch (my|his|her) breath|get (my|his|her|any|a) breath)\b/,
    /\bcant get (any |enough )?(air|breath) (in|into)\b/,
    /\bcant get (any |enough )?air\b/,
    /\bgasping\b/,
    /\b(fighting|struggling|gasping|straining|battling) for (breath|air|every breath)\b/,
    // A high-pitched noise breathing in with drooling (NHS: Epiglottitis, call 999), stridor.
    /^(?=.*\bbreath).*\b(high pitched|squeaky|whistling|crowing|harsh|rasping) (sound|noise|breathing|breath)\b[^.]*\b(drool\w*|dribbl\w*|cant swallow)\b|^(?=.*\bbreath).*\b(drool\w*|dribbl\w*)\b[^.]*\b(high pitched|squeaky|whistling|crowing|harsh|rasping) (sound|noise|breathing)\b|\bstridor\b/,
    /\b(sucking|pulling|drawing) in (under|between|below) (her|his|the) ribs\b/,
    // Drawing in at the neck, the collarbone or between the ribs with each breath (NICE NG143: chest recession).
    /\b(sucking|pulling|drawing|caving) in (at|under|between|below|above|around) (her|his|the|their) (ribs|collarbones?|collar bones?|neck|throat|chest)\b/,
    /\bribs (are )?(sucking|pulling) in\b/,
    // Every muscle used, the belly or neck sucked in with each breath (NICE NG143: chest recession).
    /\b(using|uses|used) (every|all (the|her|his|their)|the|extra) (\w+ )?muscles?( in (his|her|their|my) (neck|chest|tummy|belly|shoulders|stomach))? to (breathe|breath|get (air|a breath))\b/,
    /\b(neck|tummy|belly|stomach|ribs|chest|throat|collarbones?) (is |are |keeps |keep )?(sucking|pulling|caving|going|sinking|dipping) in (with|on|at|every|each|when (he|she|they) breathes?) ?(each|every)? ?(breath|time)?\b/,
    /\bgrunting\b/,
    /\b(inhaler|pump|puffer) (isnt|is not|not|doesnt|does not) (helping|working|help|work)\b/,
    /\bused (my|his|her) (blue |reliever )?(inhaler|pump|puffer) \d+ times\b/,
    /\bcant (finish|complete|say|get out) (a |her |his |my |their )?(full )?(sentence|sentences|words|word)\b/,
    /\bcant (talk|speak) in (full|whole|complete|proper) sentences\b(?! (in|of) \w+| yet)/,
    /\bcant breathing\b/,
    // A pulse oximeter at 92% or below (NHS: How to use a pulse oximeter, 92% or below: go to A&E or call 999).
    /\b(oxygen|o2|sats|sat|saturation|saturations|spo2|oxygen levels?)\b( \w+){0,2} (is |are |at |of |down to |dropped to |reading |only )*([5-8]\d|9[0-2]) ?(%|percent)(?! of)/,
    // A noise breathing in, with a child worn out by it (NHS: Croup, call 999 if struggling or tired).
    /\b(horrible|awful|scary|weird|strange|loud|harsh|rasping|raspy|squeaky|crowing|whistling|barking|honking|high pitched) (noise|sound|squeak|whistle) (when |as |while |each time |every time )?(he |she |they )?(breathing|breathes|breathe|breath) in\b[^.]*\b(exhausted|worn out|tired out|tired|floppy|drowsy|pale|blue|grey|struggling|sucking in)\b/,
    // Too breathless to speak (NHS: call 999 if so breathless you cannot say short sentences).
    /\b(breathless|wheezing|wheezy|short of breath|out of breath|gasping)\b[^.]*\b(cant|unable to|struggling to|too \w+ to) (speak|talk|get a word out|get (his|her|my|the) words out|finish a sentence|say a (full )?sentence)\b/,
    /\btoo (breathless|out of breath|wheezy) to (speak|talk)\b/,
    // Speech cut to a word or two at a time, or no word out for breath (NHS: Asthma attacks, call 999 if too breathless to speak).
    /\b(can|could) (only|just|barely|hardly) (say|get out|manage|speak|talk in) (like |about |maybe |around )?(one|two|three|a few|a couple of|\d+) words?( at a time)?\b/,
    /\b(has|have|had|needs?) to stop (for|to catch|to get|to take) (air|breath|his breath|her breath|my breath|a breath)\b[^.]*\b(words?|talking|speaking|sentence)\b|\b(words?|talking|speaking|sentence)\b[^.]*\bstop (for|to catch|to get|to take) (air|breath|his breath|her breath|my breath|a breath)\b/,
    /\b(can|could) (only|just|barely|hardly) (get|say|manage|speak) (out )?(one|two|three|a few|a couple of|\d+) words?( out)? (between|before|at a time|per) (breaths?|gasps?)\b/,
    /\b(cant|can barely|can hardly|barely|hardly) (get|getting) (a|any|the|his|her|my) words? out (for|because of|with) (breath|breathlessness|wheezing|coughing|gasping)\b/,
    /\bbreathing (so |really |very )?(fast|quickly) (he|she|i) cant (talk|speak)\b/,
    /\b(not|isnt|is not|arent|wasnt) breathing (properly|right|normally)\b(?! (through|thru|out of|with) (my|his|her|the|their) nose)/,
    // Air fought for, in lay words ("sucking air like a fish", "heaving for every breath").
    /\b(sucking|gulping|grabbing|snatching|gasping) (in |for |at )?(air|breath|breaths) like a fish\b|\blike a fish out of water\b/,
    /\b(heaving|straining|labouring|laboring|working|fighting|gulping) (hard )?for (every|each|a|his|her|my) (breath|mouthful of air)\b/,
    /\bcant (get|take|catch|draw) (a |any |one )?(proper|full|deep|decent|good|big|real) (breath|breaths)\b/,
    /\b(chest|ribs|tummy|belly|neck) (is |are )?(heaving|working) (so |really |very |too )hard\b/,
    /\bbreathing (like |as if )?(through|thru) a straw\b/,
    // Pink frothy spit with breathlessness: fluid on the lungs (NHS: Altitude sickness, HAPE; call 999).
    /\b(pink|pinkish|blood stained|bloody) (and )?(frothy|foamy|bubbly) (spit|sputum|phlegm|mucus|stuff|froth|foam)\b|\bcoughing up (pink|pinkish) (froth|foam|frothy|foamy)\b/,
    // Breathless while resting (NHS: Shortness of breath, call 999 if sudden and severe at rest).
    /^(?!.*\b(since|long covid|is (that|this|it) normal|for (weeks|months|years)|every (day|night|morning))\b).*\b(breathless|short of breath|out of breath|cant breathe properly|gasping) (even )?(at rest|sitting (down|still)|lying (down|still)|resting|doing nothing)\b/,
    /\bstopped breathing for\b/,
  ],
  // A blocked nose: breathing goes on through the mouth.
  [
    /\bbreathless with (excitement|joy)\b/,
    // Swamped or laughing, said as not breathing.
    /^.*\b(drowning in (work|paperwork|emails|debt|admin|homework|deadlines)|workload|lol|lmao|haha|laughing|laughed)\b.*$/,
    /\bgrunt(s|ing)? (when|while|as|during) (she|he|they|it|baby)? ?(poo|poos|pooing|strain|strains|straining|feed|feeds|feeding|sleep|sleeps|sleeping|push|pushing|wind|passes wind)\b/,
    /\b(cant|can hardly|can barely|struggling to|struggle to|hard to|difficult to) breathe (through|out of|with) (my|his|her|one side of my|the) nose\b/,
    /^(?=.*\b(nose|nostrils?|blocked|stuffy|congested|sinus\w*)\b).*\b(cant|can hardly|can barely|struggling to|hard to|difficult to) breathe? (through|out of) (it|them|one side|one nostril|(my|his|her) nostrils?)\b.*$/,
  ],
);

/** A reliever that is not working, an emergency in an asthma attack (NHS: Asthma attacks); read with the attack's words (situations.ts). */
export const RELIEVER_FAILING = concept('reliever-failing', [
  /\b(inhaler|pump|puffer|nebuliser|nebulizer) (is |has been )?(doing nothing|does nothing|did nothing|making no difference|makes no difference|made no difference|no use|useless|no help|not touching it)\b/,
  /\b(inhaler|pump|puffer|nebuliser|nebulizer) (wont|has stopped|stopped) (helping|working)\b/,
  /\b(inhaler|pump|puffer|nebuliser|nebulizer)s? (havent|hasnt|have not|has not|didnt|did not) (helped|worked|done anything)\b/,
  /\b(inhaler|pump|puffer|nebuliser|nebulizer) (isnt|is not|wasnt|hasnt been|arent|not) (touching it|touching the sides|doing anything|doing a thing|making (a|any) difference|helping at all|working at all)\b/,
]);

export const BREATHING_TROUBLE = concept(
  'breathing-trouble',
  [
    /\b(short of breath|shortness of breath|out of breath|breathless|breathlessness)\b/,
    /\b(trouble|difficulty|problems|hard|struggling|struggle|difficult) (breathing|to breathe|to breath|for breathing)\b/,
    /\bwheez(ing|y|es)( (really|very) badly)?\b/,
    /\bbreathing (is )?(really |very |so )?(fast|quickly|hard|heavily|funny|noisily|noisy)\b/,
    /\bfast breathing\b/,
    /^(?=.*\b(breath\w*|chest)\b).*\b(whistling|rattling|rattly|crackly|squeaky|noisy|raspy) (noise|sound|breathing|breath|chest)\b|\bstridor\b/,
  ],
  [
    /\bbreathless with (excitement|joy)\b/,
    /\bbreathtaking\b/,
    // Snuffly or noisy breathing at feeds or in sleep in a thriving baby (NHS: Baby breathing noises).
    /^.*\b(noisy|noisily|snuffly|snorty|snorting|rattly|rattling)\b.*\bwhen (she|he|they|baby) (feeds?|feeding|is feeding|sleeps?|sleeping|is asleep)\b.*$/,
  ],
);

export const BLUE = concept(
  'blue',
  [
    /\b(lips|lip|face|mouth|tongue|skin) (is |are |have |has |look |looks |went |gone |going |turned |turning |have gone |are going |is going )?(gone |going |turning |looking |a bit |very |all )?(blue|grey|gray|grey ?blue|blue ?grey|bluish|blueish|bluey|greyish|grayish|purple)\b/,
    /\b(turning|turned|gone|going|went|goes) (blue|grey|gray|a bit blue)\b/,
    // A surface of the body and a shade of blue or grey a few words on, whatever the fillers
    // ("her lips are going a funny bluey colour", "his face has gone kind of a grey tinge").
    /\b(lips|lip|face|mouth|tongue|gums)\b( \w+){0,5} (blue|bluey|bluish|blueish|grey|gray|greyish|grayish|purple|purply|purplish|dusky|ashen)\b(?! (eyes|jumper|top|shirt|dress|paint|pen|ink|lipstick|colour (lipstick|gloss)))/,
    /\b(lips|lip|face|mouth|tongue) (is |are |have |has |look |looks |went |gone |going |turned |turning |have gone |are going |is going )?(gone |going |turning |looking )?(kind of |sort of |kinda |a bit |a little |slightly |really |pretty |quite |very |all )(blue|grey|gray|purple|bluish|greyish|grayish|dusky|purply|purplish)\b/,
    /\b(turning|turned|gone|going|went|goes) (a )?(funny |weird |strange |horrible |bit of a )?(dusky|blue|grey|gray|purple|bluish|purply) (colour|color|tinge|hue)\b/,
    // Fingertips or nails in a blue shade, with a breath told (NHS: call 999 for blue skin, lips or nails).
    /^(?=.*\bbreath).*\b(fingers|fingertips|finger tips|nails|fingernails|hands) (are |is |look |looks |have gone |went |gone |going |turning |turned )?(all |a bit |kind of |really )?(blue|grey|gray|purple|bluish|purply|dusky)\b/,
    /\bblue (lips|face)\b/,
    // Lips told with the nails or fingertips, in any shade of blue (NHS: call 999 for blue, grey or purple lips).
    /\b(lips|lip|face|tongue) and (\w+ ){0,2}(nails|fingernails|fingertips|fingers|hands|skin) (is |are |have |has |look |looks |went |gone |going |turned |turning |have gone |are going )?(gone |going |turning |looking |a bit |very |all |a )?(blue|grey|gray|bluish|blueish|bluey|purple|purply|purplish|dusky)\b/,
    /\b(lips|lip|face|tongue) (is |are |have |has |look |looks |went |gone |going |turned |turning |have gone |are going )?(gone |going |turning |looking |a bit |very |all |a )?(purply|purplish|dusky|a (blue|bluish|grey|purple|purply|purplish) (colour|color|tinge))\b/,
    /\b(blue|grey|gray|purple|bluish|dusky) (round|around|about) (the|his|her|my|their) (mouth|lips)\b/,
    /\b(blue|grey|gray|purple|bluish) colou?r (in|on|of|round|around) (the |his |her |my |their )?(lips|face|mouth)\b/,
  ],
  [
    /\b(blue|purple) (from|because of) (the |a |some )?\w*(berry|berries|smoothie|lolly|sweet|sweets|paint|dye|pen|crayon|juice|drink|ice)\b/,
    // A colour from something on the skin ("blue from the hair dye", "purple from my new jeans").
    /\b(blue|purple|green|grey|gray) (from|because of|with|after) (the |a |some |my |his |her |their )?(\w+ ){0,2}(dye|dyes|paint|ink|tattoo|jeans|towel|towels|colour|color|slime|glitter|fake tan|toner)\b/,
    /\bblue inhaler\b/,
    // Blue in the face from arguing or telling: an idiom for trying in vain.
    /\bblue in the face (from )?(arguing|shouting|telling|explaining|asking|talking|yelling|saying|repeating|nagging|reminding)\b/,
    /^.*\b(berry|berries|blackberries|blueberries|beetroot|smoothie|lolly|ice pop|slushie|slush|felt tip|marker|crayon|food colouring|face paint)\b.*$/,
    // A colour that comes with tiredness or the cold, or lasts for years, is no emergency now.
    /\b(goes|go|gets|get|turns) (\w+ )?(grey|gray|pale|blue|purple|white) (when|if|whenever|after|with)\b/,
    /^.*\b(varicose|veins?|bruis\w*|tattoo|for (years|months|ages)|over (the )?((last|past) )?((few|several) )?(months|years)|with tiredness)\b.*$/,
    // Held breath in a tantrum turns a child blue for seconds (NHS: Breath-holding in children).
    /^.*\b(tantrum|holding (his|her|their) breath|breath holding|paddy|meltdown|strop)\b.*$/,
    // Hair going grey is age, not a colour of the skin.
    /\b(hair|beard|eyebrows|roots|temples)( is| are| has| have)? (turning|turned|gone|going|went|goes) (grey|gray|white)\b/,
    /\b(went|gone|going|turning) (grey|gray) (early|young|prematurely|at \d+|in my \d+s|at the (temples|sides|front))\b/,
    /\b(grey|gray) (at the temples|hair|haired|hairs|streaks|roots|beard)\b/,
    // Lips blue from cold water or cold air that warm up again (NHS: Raynaud's; cold water shock aside).
    /\b(blue|purple)\b( \w+){0,3} (from|with|because of) (the )?(cold|swimming|the sea|cold water)\b/,
  ],
);

// ---- choking and allergy ----
export const CHOKING = concept(
  'choking',
  [
    /\bchok(ing|es|ed)\b/,
    /\bchocking on\b/,
    /\b(is|hes|shes|im|keeps|started|baby|son|daughter|kid|child|toddler) chocking\b/,
    /\b(baby|son|daughter|kid|child|toddler|boy|girl|he|she) (choke|chock) (on|from)\b/,
    // "Is choke with meat": the verb as a second language says it.
    /\b(is|are|was|he|she) (choke|chock) (with|on|by)\b/,
    /\b(something|food|meat|a sweet|a grape|a piece|a toy|a coin|a bone|a bit) ?(\w+ )?(stuck|caught|lodged) in (my |his |her |their |the )?(\w+s )?(throat|windpipe)\b/,
    // Food or a small object with no breath or cough left (NHS: Choking); a nut may be an allergy instead.
    /\b(grape|grapes|sweet|sweets|coin|toy|food|bone|meat|lego|marble|sausage|popcorn|bead|button|lid|bottle top|apple|carrot|hot dog)\b[^.]*\b(cant|cannot|struggling to|unable to) (breathe|breath|cough|speak|talk|cry|make a sound|swallow)\b/,
    /\b(gagging|coughing|choking) on (a|the|some) (piece|bit|chunk|lump) of \w+\b[^.]*\bcant get it (out|up)\b/,
    /\bpiece of \w+ (is )?(stuck|caught|lodged) in (my |his |her |their |the )?(\w+s )?throat\b/,
    // Something stuck with no sound, no cough or a changing colour (NHS: Choking, signs).
    /\b(grape|grapes|sweet|sweets|coin|toy|food|bone|meat|lego|marble|sausage|popcorn|bead|button|lid|bottle top|apple|carrot|hot dog|nut|something|piece of \w+|bit of \w+)\b[^.]*\b(stuck|lodged|caught)\b[^.]*\b(silent|gone quiet|no sound|not making (a |any )?(sound|noise)|isnt making (a |any )?(sound|noise)|cant (cough|breathe|breath|cry|speak|talk)|going (red|blue|purple)|turning (red|blue|purple)|gone (red|blue|purple)|squeaky|squeaking|high pitched|(only|just) making (squeaky|funny|strange|weird|gurgling|whistling) (noises|sounds))\b/,
  ],
  [
    /\bchok(ed|ing) (up|back)\b/,
    // A sip of a drink gone the wrong way ("choked on my coffee when I laughed") is coughing, not a blocked airway.
    /\bchoked on (my|his|her|a|the|some) (sip of (my |his |her )?)?(drink|coffee|tea|water|wine|beer|juice|pint|cocktail|fizzy drink|coke|spit|saliva)\b/,
    // A drink gulped too fast and a splutter ("drank a glass of water too fast and choked a bit").
    /^.*\b(drank|drinking|drink|gulped|gulping|sipped|swigged|downed)\b[^.]*\b(too (fast|quickly|quick)|wrong way|down the wrong (way|hole|pipe))\b.*\bchoked\b.*$/,
    /\bchoked (a bit|a little|slightly|for a (second|sec|moment))\b/,
    /\b(nearly |almost )?(choked|choking) (laughing|with laughter|on (my|his|her|their) (laughter|words|tears))\b/,
    // A pet choking is for a vet, not an ambulance.
    /^.*\b(my|our|the) (dog|cat|puppy|kitten|pet|rabbit|hamster|guinea pig|horse|parrot|budgie)\b.*$/,
    // Spluttering a little on a feed now and then (NHS: Reflux in babies) is no blocked airway.
    /\bchok(es|ing|ed) (a bit|a little|slightly|sometimes) on\b/,
    /\b(sometimes|occasionally|now and then) chok(es|ing)\b/,
    /\bchok(ed|ing) (with|from) (laughter|laughing|tears|emotion)\b/,
    /\bchoking on (all )?(these|the|this|my) (forms|paperwork|work|bills)\b/,
    // Stumbling over words, and the lasting feeling of a lump in the throat (NHS: Globus), are not an obstruction.
    /\bchok(ing|ed|es) on (my|his|her|their) (own )?(words|cough|coughing|saliva|spit)\b/,
    /\b(feels?|feeling|felt) like (there is |theres |i have |ive got )?(something|a lump|a ball|food) (is )?(stuck|caught)\b/,
  ],
);

/** Something stuck in the mouth or throat, read with the breath told in the next clause (situations.ts). */
export const OBJECT_STUCK = concept(
  'object-stuck',
  [
    /\b(grape|grapes|sweet|sweets|coin|toy|food|bone|meat|lego|marble|sausage|popcorn|bead|button|lid|bottle top|apple|carrot|hot dog|nut|peanut|something|piece of \w+|bit of \w+|chunk of \w+) (is |got |has got |has gotten )?(stuck|lodged|caught)\b(?! (in|on|up|under|behind|between) (his|her|my|their|the) (nose|ear|ears|eye|eyes|teeth|tooth|gums?|hair|finger|toe|foot|hand)\b)/,
    /\b(food|something|it|\w+) (went|has gone|gone|going) down (wrong|the wrong (way|pipe|hole))\b/,
    /\b(popped|put|stuffed|shoved|had|sucking on|sucking|chewing|chewing on) (a|an|some|one of|his|her|a whole) (\w+ ){0,3}(in|into) (his|her|their) mouth\b/,
    // Something got stuck, named or not ("got a gobstopper stuck"), read with no breath or sound beside it.
    /\b(got|has got|have got|has|with) (a|an|some) (\w+ ){0,2}stuck\b(?! (in|on|up|under|behind|between) (his|her|my|their|the) (nose|ear|ears|eye|eyes|teeth|tooth|gums?|hair|finger|toe|foot|hand)\b)/,
    // Gagging or spluttering on a bit of food, read with no breath or no sound told beside it.
    /\b(gagging|gagged|spluttering|retching|choking) on (a|the|some|his|her|my) (piece|bit|chunk|lump|mouthful) of \w+\b/,
  ],
  [/^.*\b(nose|ear|ears|eye|eyes|teeth|tooth|gums?|traffic|lift|elevator|drain|plughole|sink|vacuum|hoover|car|door|zip|printer)\b.*$/],
);
/** No breath, no cough or a changing colour, as choking shows (NHS: Choking). */
export const AIRWAY_BLOCKED = concept('airway-blocked', [
  /\b(cant|cannot|unable to|struggling to|not able to) (breathe|breath|cough|speak|talk|cry|make a sound|get (any )?air)\b|\b(going|turning|gone|went) (red|blue|purple)\b|\b(silent|gone quiet|no sound|no noise|not making (a |any )?(sound|noise)|nothing coming out)\b|\bcant make (a|any) (sound|noise)\b|\b(squeaky|squeaking|whistling|high pitched|gurgling|crowing|wheezy) (noise|noises|sound|sounds)\b|\bstruggling( to (breathe|breath|get air))?$/,
]);

/** The universal sign of choking, hands at the throat (NHS: Choking); not with a sore throat (situations.ts). */
export const THROAT_CLUTCH = concept('throat-clutch', [
  /\b(clutching|grabbing|clawing at|clawing|grabbed|clutched) (at )?(his|her|my|their) (throat|neck)\b/,
]);

export const THROAT_SWELLING = concept('throat-swelling', [
  /\bthroat (is |are |feels |feel |feels like it is |feels like its |has |keeps |has been |is all |getting |is getting |going |is going |gone |has gone |went )?(closing|tight|tightening|swelling|swollen|closing up|narrowing|swelling up|closing over|swelling shut|closing shut)\b/,
  /\b(tongue|lips|lip|face|mouth|eyes|eyelids) (is |are |has |have |got |is all |are all |went |gone |have gone |has gone )?(really |so |all )?(swelling|swollen|puffing up|puffed up|puffy|big|very big|so big|huge|massive|enormous|blown up|ballooning|swelling up|fat|twice the size|double the size|going big|gone big)\b/,
  /\b(swollen|swelling) (tongue|lips|lip|face|throat|mouth)\b/,
  // Swelling told as it grows ("his tongue is getting big", "her lips are going puffy").
  /\b(tongue|lips|lip|face|mouth|throat) (is |are |keeps |keep )?(getting|going|growing|becoming) (really |so |all |very )?(big|bigger|fat|fatter|swollen|puffy|puffier|huge|thick|thicker|massive)\b/,
  /\b(tongue|lips|lip|face|mouth|throat) (is |are )?(starting|beginning) to (swell|puff up|get (big|bigger|swollen|fat|thick))\b/,
  /\b(swollen|swelling|puffy|puffiness) (around|round|of|in) (my|his|her|the|their) (eyes|mouth|lips|face|tongue|throat)\b/,
  /\b(tongue|lips|lip|face|mouth|eyes|eyelids) (has |have |just )?(blew|blown|puffed|swelled|swole|ballooned|blowing|puffing) up\b/,
  /\bcant swallow\b/,
  /\bneck (is |has |has gone |went )?(all |really |so )?(swollen|swelling|puffed up|swelled up|swelling up)\b/,
  // Swelling said by a likeness ("lips like balloons", "face like a football").
  /\b(tongue|lips|lip|face|mouth|eyes|eyelids) (are |is |look |looks |gone |went )?like (a )?(balloons?|sausages?|golf balls?|a football|a beach ball|a pufferfish|a hamster)\b/,
  /\b(tongue|throat|lips|mouth) (feels |feel |is |are |has gone |went )?(all |really |so )?(thick|fat|too big|heavy|tingly and swollen)\b/,
]);

export const ALLERGY_TRIGGER = concept('allergy-trigger', [
  /\b(stung|sting|wasp|bee|hornet|bitten|insect bite|bitten by|nut|nuts|peanut|peanuts|peanut butter|prawns|shellfish|shrimp|sesame|egg|milk|antibiotic|antibiotics|penicillin|amoxicillin|amoxycillin|new medicine|new tablet|new tablets|new pills|new meds|new painkillers?|new drug|new medication|allergic|allergy|hives|after eating|ate|after taking|after (i|he|she) took)\b/,
  /\b(took|taken|had|tried|given) (a |an |one of |some |his |her |my )?(\w+ ){0,3}(pill|pills|tablet|tablets|medicine|meds|antibiotics?|injection|jab|dye|contrast)\b/,
  // A newly started medicine of any kind (NHS: Angioedema, a reaction to a new medicine such as an ACE inhibitor).
  /\bnew (\w+ ){0,3}(pill|pills|tablet|tablets|medicine|meds|medication|tabs)\b/,
]);

/** Hives or a spreading allergic rash (NHS: Anaphylaxis, with breathing or faintness after a trigger). */
export const ALLERGIC_SKIN = concept('allergic-skin', [
  /\b(hives|welts|nettle rash|urticaria)\b/,
  /\b(covered in|come out in|came out in|broke out in|breaking out in|all over in) (a |an )?(itchy |red |raised |blotchy )?(rash|spots|lumps|bumps|blotches)\b/,
  /\b(rash|blotches|lumps) all over\b/,
  /\b(whole body|all over|everywhere) (is |feels )?(itchy|itching|itches)\b|\b(itchy|itching) all over\b/,
]);

export const ANAPHYLAXIS_NAMED = concept('anaphylaxis-named', [/\b(anaphylactic|anaphylaxis)( shock| reaction)?\b/]);

/**
 * An adrenaline auto-injector used now, or not helping: the call is made whether or not the
 * person feels better after it (NHS: Anaphylaxis, "call 999 ... even if they start to feel better").
 */
export const ADRENALINE_USED = concept(
  'adrenaline-used',
  [
    /\b(used|gave|given|jabbed|injected|administered|had to use|have had to use|had to give|stabbed) (\w+ ){0,2}(epipen|epi pen|epipens|auto injector|autoinjector|adrenaline pen|adrenaline shot|adrenaline injection|jext|emerade)\b/,
    /\b(epipen|epi pen|auto injector|autoinjector|adrenaline pen) (didnt|did not|hasnt|has not|isnt|is not|doesnt) (work|worked|working|help|helped|helping)\b/,
    /\b(after|despite) (using |the |his |her |my )?(epipen|epi pen|auto injector|autoinjector|adrenaline)\b[^.]*\b(still|worse|not better|no better)\b/,
  ],
  // Practising with a trainer pen is no reaction.
  [/^.*\b(trainer|training|practice|practise|practising|practicing|out of date|expired|expiry|prescription|holder|case)\b.*$/],
);

// ---- bleeding ----
export const SEVERE_BLEEDING = concept(
  'severe-bleeding',
  [
    // A cut that will not stop, has soaked towels, or gapes deep (St John Ambulance: Severe bleeding).
    /\b(cut|gash|wound|slash)\b[^.]*\b(not stopping|wont stop|will not stop|gone through (\d+|two|three|four|several) (towels|tea towels)|gaping( open)?|deep and gaping)\b/,
    /\b(blood|bleeding)\b( \w+){0,3} (gushing|pouring|pumping|spurting|squirting|streaming|flooding|spraying|pissing|jetting|fountaining)\b/,
    /\bcoughing (up )?(\w+ ){0,4}(blood|clots)\b(?! (streaks|spots|specks|flecks|in (my|his|her) (phlegm|spit|mucus)))(?<!\b(bit|little|speck|spot|streak|fleck|tinge|trace) of (\w+ )?(blood|clots))/,
    /\bbleeding (like (crazy|mad|hell|a tap|a stuck pig|a faucet|a fountain)|buckets|everywhere|all over the (place|floor))\b/,
    /\b(blood|bleeding|bleed)\b[^.]*\bfaster than (i|we|he|she|they) can\b|\bcant (hold|keep) (back )?(the blood|the bleeding)\b/,
    /\b(soaked|soaking|soaked through|bled through) (\w+ ){0,2}(\d+|two|three|four|five|several|a few|multiple|loads of) (\w+ )?(towels|cloths|rags|bandages|dressings|shirts|napkins|t shirts)\b/,
    /\b(big |huge |massive |large )?(pool|puddle|pools|puddles) of blood\b(?! in (the |his |her |my )?(vomit|sick|toilet|loo|poo|stool|bowl))/,
    // Dressing after dressing soaked (NHS: call 999 for bleeding that will not stop).
    /\b(soaking|soaked|soaks|bleeding|bled) (right )?(through|into) (\w+ )?(towel|towels|tea towel|tea towels|bandage|bandages|dressing|dressings|cloth|cloths|tissues|kitchen roll)\b[^.]*\b(after|one after another|again|another|every|all)\b|\b(towel|bandage|dressing|cloth) after (towel|bandage|dressing|cloth)\b/,
    /\b(bleeding|blood|bleed|bleding)\b[^.]*\b(wont stop|will not stop|cant stop|not stopping|doesnt stop|does not stop|isnt stopping|is not stopping|hasnt stopped|has not stopped|keeps coming)\b/,
    /\b(wont|cant|will not|doesnt|isnt|hasnt) stop(ped|ping)? bleeding\b/,
    /\b(bleeding|blood|bleed)\b[^.]*\b(wont|will not|doesnt|isnt|is not) (quit|quitting|let up|letting up|ease off|slow down|slowing down|clot|clotting|stop coming)\b/,
    /\b(cant|cannot|can not|unable to|not able to|couldnt) (stop|stem|slow|control|stop up) (the |his |her |my |their )?(blood|bleeding)\b(?![^.]*\b(gums?|when (i|he|she) brush|brushing|floss\w*|period|pimple|spot|shaving)\b)/,
    // A nosebleed past 10 to 15 minutes (NHS: Nosebleed, go to A&E if it lasts longer than 10 to 15 minutes).
    /\b(nosebleed|nose bleed|nose is bleeding|nose has been bleeding)\b[^.]*\b(still not stopped|not stopped|still going|still bleeding|wont stop|([2-9]\d|twenty|thirty|forty|forty five) (minutes|mins)|an hour|over an hour|half an hour)\b/,
    /\b(blood|bleeding) (is )?(pumping|pouring|spurting|gushing|squirting|pissing|streaming|flooding|spraying|shooting)\b/,
    /\b(pouring|pumping|gushing|spurting) (with |out )?blood\b/,
    // The verb in any form, blood its object or its subject ("it spurts blood", "blood spurted out") (NHS: When to call 999).
    /^(?!.*\b(spot|spots|pimple|zit|blackhead|boil|cyst|squeez\w*|popp\w*|popped)\b).*\b((spurts|spurted|spurt|squirts|squirted|pumps|pumped|gushes|gushed|jets|jetted) (out )?(blood|everywhere)|blood (spurts|spurted|squirts|squirted|pumps|pumped|gushes|gushed|jets|jetted|pours|poured))\b/,
    /\b(bleeding|bleed) (very |really )?(heavily|badly|a lot|profusely|loads)\b/,
    /\b(heavy|massive|severe) bleeding\b/,
    /\b(lots|loads) of blood\b/,
    // "A lot of blood", or lots of it bright red or fresh, from a wound (NHS: When to call 999, heavy bleeding).
    /\b(a )?lots? of (bright red |fresh |bright )?blood\b(?! (tests?|pressure|sugar|results?|in (the|my|his|her) (poo|stool|urine|wee|pee|sick|vomit|phlegm|spit|toilet|loo|bowl|pants|nappy)))/,
    // "Much blood" as a second language says "a lot of blood"; not asked or denied ("not much blood", "how much blood").
    /^(?!.*\b(not|no|wasnt|isnt|without|how|too|as|hardly|never) (very |so )?much blood\b).*\b(very |so )?much blood\b(?! (test|tests|pressure|sugar|donation|in (my|his|her|the) (poo|stool|urine|wee|pee|sick|vomit|phlegm|spit)))/,
    /\b(blood|bleeding|it|its) (is )?(coming|pouring|gushing|running|pumping|flowing|pissing|spraying) (out )?(so |really |very )?(fast|quickly|everywhere|non stop|like a tap)\b/,
    /\ba lot of blood (coming|pouring|gushing|pumping|everywhere)\b/,
    /\b(deep|gaping|huge|big|massive|nasty) (gash|cut|wound|laceration)\b[^.]*\bblood (is )?(running|streaming|pouring|gushing|everywhere|all over)\b/,
    /\b(wound|cut|gash|laceration|thats|that is|which is|its|it is) (is )?(still )?(gushing|pouring|spurting|pumping|pissing|squirting|streaming|bleeding (heavily|badly|a lot|loads))\b/,
    // A stab or gunshot wound (NHS: When to call 999).
    /\b(stab|knife|gunshot|bullet) wound\b|\b(been|was|got|just got|has been) (stabbed|shot)\b(?! (in the back by|(with|by) (a |the )?(needle|jab|vaccine|nerf|water|toy|paintball|bb|foam|cap|elastic|rubber band|flu)|a look))/,
    /\bso much blood\b/,
    /\bblood (is |was )?(everywhere|all over (the|him|her|me))\b/,
    /\b(sliced|ripped|split|torn|tore|gashed|cut) (his|her|my|their) (\w+ )?open\b/,
    /\bthere is blood everywhere\b/,
    /\bsoaked (through )?(\d+|two|three|four) (towels|tea towels|cloths)\b/,
    // Blood coming through every dressing (St John Ambulance: Severe bleeding).
    /\b(bleeding|bled|blood (is )?(coming|soaking|seeping)) (right )?through (everything|every|all|the|his|her|my|a|\d+|two|three) ?(towels?|tea towels?|bandages?|dressings?|cloths?|plasters?|clothes|t shirt|shirt|jumper)?\b/,
    /\blosing (a lot of|lots of) blood\b/,
    /\bcoughing up (blood|a lot of blood)\b/,
    /\bcoughing (up )?(blood|clots)\b(?! (streaks|spots|specks|flecks|in (my|his|her) (phlegm|spit|mucus)))/,
  ],
  // A match lost heavily ("blood everywhere on the scoreboard") is no wound.
  [/^.*\b(scoreboard|scoreline|score line|bloodbath)\b.*$/],
);

export const BONE_OUT = concept(
  'bone-out',
  [
    /\bbone\b( \w+){0,3} (is |has |was )?(literally |actually |clearly |visibly |just |now )?(sticking|poking|coming|come|came|jutting|protruding|pushing|gone|broken|burst|popped) (out|through)\b/,
    // Through the skin, whatever the verb ("the bone has come through the skin", "bone out of his skin").
    /\bbones?\b( \w+){0,5} (through|out of|out from) (the |his |her |my |their )?skin\b/,
    // The bone out, or in a wound (NHS: Broken bones, call 999 if the bone is sticking out).
    /\bbone (is |was )?(out|outside)\b(?! of (place|joint|line))/,
    /\b(wound|cut|gash)\b( \w+){0,2} (with|and) (the |a )?bones? (in it|showing|in there|visible)\b/,
    // Bone seen in a wound, not through thin skin or on an X-ray.
    /\b(can|could) (see|actually see) (the |his |her |my |their )?bone\b(?! (on|in|through|under|beneath|below)\b)/,
    /\bopen fracture\b/,
    // Bone in sight, or a leg bent the wrong way (NHS: Broken bones, call 999).
    /\b(bone|bones) (is |are )?(showing|visible|exposed|through the skin|out of the skin)\b/,
    /\b(leg|thigh|hip|ankle|knee|foot|arm|forearm|wrist|elbow) (is )?(bent|pointing|facing|twisted) (the wrong way|backwards|at a (funny|weird|strange) angle|in the middle)\b/,
  ],
  // A bony point that shows on a thin body is no broken bone ("my hip bone sticks out since I lost weight").
  [/^.*\b(thin|thinner|skinny|lost weight|losing weight|underweight|bony|always|naturally|x ?ray|scan)\b.*$/],
);

// ---- consciousness and seizures ----
export const UNRESPONSIVE = concept(
  'unresponsive',
  [
    /\b(wont|cant|doesnt|isnt|not) (wake|waking|be woken|get (him|her|them) to wake)( up)?\b/,
    /\bcant (wake|rouse) (him|her|them|my \w+)( up)?\b/,
    /\bcant keep (him|her|them|my \w+) awake\b/,
    /\b(unconscious|unresponsive)\b/,
    /\b(not|isnt|is not|stopped|hasnt been) (responding|reacting)\b/,
    /\b(doesnt|does not|wont|didnt) respond\b/,
    /\b(not|isnt|hasnt|wont|didnt|havent) (coming|come|came) (round|around|to)\b/,
    /\bcant get (him|her|them) to come round\b/,
    /\b(passed out|blacked out|blacking out|knocked out|out cold)\b/,
    /\bcollapsed\b/,
    /\b(keeled|keel|keels) over\b(?! (laughing|with laughter|in laughter))/,
    /\b(dropped|just dropped) (down|to the floor)\b/,
    // Not answering when spoken to (not a phone, a text or a door left unanswered).
    /^(?!.*\b(phone|calls?|calling|ring|texts?|texting|messages?|emails?|door|letters?|questions?|posting|posts|weeks|days|months|since)\b).*\b(not|isnt|wont|doesnt|didnt|stopped) (answering|answer|talking to) (me|us)\b/,
    /\b(lost|lose|losing) consciousness\b/,
    // Eyes that will not open, and no answer when called (NHS: When to call 999, unconscious).
    /\b(wont|will not|doesnt|does not|isnt|is not|not|cant get (him|her|them) to) (open|opening) (his|her|their) eyes\b[^.]*\b(or|and|nor) (answer|answering|respond|responding|react|reacting|talk|speak)\b/,
    // Someone down on the ground and still, told in a few words ("a man on the pavement not moving").
    /^(?!.*\b(dog|cat|puppy|kitten|pet|rabbit|hamster|horse|bird|fox|deer|hedgehog|car|traffic|queue)\b).*\b(on|in) the (pavement|road|street|floor|ground|path|pitch|grass|kerb|curb|sidewalk|tracks)\b( \w+){0,2} (not moving|isnt moving|is not moving|not breathing|not responding|unresponsive|lifeless|motionless|still and)\b(?! (his|her|their|my|the|it|much|around|out|in|on|about))/,
    // Not reacting when shaken or called (NHS: When to call 999, unconscious).
    /\b(isnt|is not|not|wont|doesnt|didnt|wasnt) (answering|answer|responding|respond|reacting|react|waking|wake|moving|opening (his|her|their) eyes)\b( \w+)? (when|even when|if|even if|however much|no matter (how|what)) (we|i|you|they|he|she|someone|anyone|people) (shake|shook|shaking|call|called|shout|shouted|shouting|pinch|pinched|tap|tapped|talk|talked|rub|rubbed|say|said|try)\b/,
    /\b(slid|slumped|slipped|toppled|tipped|fell|keeled) (off|out of|from|over in) (his|her|their|the|a) (chair|seat|desk chair|stool|wheelchair|sofa|couch)\b[^.]*\b(isnt|is not|not|wont|doesnt|didnt) (answering|responding|reacting|waking|moving|talking)\b/,
    // A fall or a crash, and not moving at all since (NHS: call 999 if someone is unconscious after a fall).
    /\b(fell|fallen|came off|thrown off|knocked (off|over|down)|hit by (a|the) (car|bike|van|bus|lorry|truck))\b[^.]*\b(isnt|is not|not|hasnt|has not|stopped|wont|will not) (moving|moved|move)\b(?! (his|her|my|their|the|it|them|a|an|properly|much|well|from|out|off|all|for|far|about|around|in|house|home|on|to|into|away)\b)/,
    // Down on the floor or at the foot of the stairs and not answering.
    /^(?!.*\b(dog|cat|puppy|kitten|pet|rabbit|hamster|horse)\b).*\b((lying|lay|laid|slumped|collapsed|down) (\w+ ){0,2}(on the (floor|ground|pavement|road|path|grass|pitch)|at the bottom of|in the (road|street|garden|bath)|face down|outside)|(at the )?bottom of (the|her|his) stairs)\b[^.]*\b((doesnt|does not|isnt|is not|not|didnt) (answer|answering|respond|responding|moving|waking)|wont (answer|respond|wake))\b/,
    /\bfound (him|her|them|my (mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|husband|wife|partner|son|daughter|brother|sister|friend|neighbour|neighbor|uncle|aunt|flatmate|boyfriend|girlfriend|baby|child|toddler)) (on the (\w+ )?floor|on the ground|slumped|lying on the (\w+ )?floor)\b(?! (playing|reading|watching|doing|eating|drawing|building|with|laughing|crying for))/,
  ],
  [
    /\b(almost|nearly) collapsed\b/,
    // Words struck out of a page or a memory ("blacked out the details").
    /\bblacked out (the|some|all|most|parts) (of the )?(\w+ )?(details|names|words|text|lines|bits|parts|page|numbers)\b/,
    // Wishing not to wake up is a crisis (concepts CRISIS), not someone who cannot be woken.
    /\b(want|wants|wish|wishes|wished|wishing|hope|hopes|hoping|wanted)( (that )?(i|he|she|they) (could|would|might))?( just)? (to )?(not|never) (to )?wake( up)?\b/,
    /\b(think|thinking|thought|thoughts|dream|dreaming|pray|praying|fantasi[sz]e|fantasi[sz]ing) (about|of) (just )?(not|never) waking( up)?\b/,
    /\b(almost|nearly|about to|close to|going to|felt like i was going to|thought i was going to) (pass|passed|passing|black|blacked) out\b/,
    // A fall told with its cause ("my knee gave way and I collapsed") is a fall, not a collapse.
    /^.*\b(gave way|gave out|buckled|tripped|slipped)\b.*\bcollapsed\b.*$/,
    /\bcollapsed (lung|vein|arch|disc)\b/,
    // Folding something flat ("collapsed the boxes", "collapsed the buggy"): the verb has an object.
    /\bcollapsed (the|a|an|some|these|those|all the|our|my|his|her|their) (?!(other|minute|moment|second|instant|night|day|morning|afternoon|evening|week|weekend|same|way|next|first|last|time)\b)(\w+ )?(boxes|box|cardboard|cartons?|tent|gazebo|buggy|pram|pushchair|stroller|chairs?|deckchairs?|table|umbrella|ladder|cot|ironing board|wheelchair|walker|frame|bike|scooter|bed|sofa bed|crate|crates|bags?|hood|stand)\b/,
    // Falling into bed worn out is sleep, not a collapse.
    /\bcollapsed (into|in|onto|on) (bed|my bed|the bed|the sofa|the couch)\b/,
    /\bcollapsed (with|in|into) (laughter|giggles|hysterics|fits of laughter|a fit of giggles)\b/,
    // Passed out as a habit ("always passed out on the couch after partying").
    /^.*\b(always|usually|every (night|weekend|time))\b.*\b(passed out|out cold|dead to the world)\b.*$|^.*\b(passed out|out cold|dead to the world)\b.*\b(always|usually|every (night|weekend|time))\b.*$/,
    // Fast asleep after a shift or a night out, said for a laugh.
    /^.*\b(unconscious|out cold|passed out|dead to the world|comatose|knocked out)\b.*\b(night shift|long shift|shift|lol|haha|lmao|after (work|the party|a night out)|hangover|hungover|jet ?lag|asleep)\b.*$/,
    /\bknocked out (asleep|cold asleep|sleeping)\b/,
    // Laid low by a cold ("knocked out by this flu"), and a course finished ("passed out of my nursing course").
    /\b(knocked out|wiped out|floored) (by|with) (this|a|the|my|his|her|that) (cold|flu|bug|virus|cough|man flu|hay fever|hangover|jet ?lag|fever|sore throat|chest infection)\b/,
    /\bpassed out (of|from) (my|the|his|her|their) (\w+ ){0,2}(course|training|academy|college|school|university|uni|programme|program|apprenticeship)\b/,
    // Asleep and not getting up for bed or school is sleep ("won't wake up to go to bed lol").
    /\b(wont|doesnt|cant) wake( up)? (to|for) (go to bed|bed|school|work|breakfast|church|the alarm|(his|her|their) alarm)\b/,
    /^.*\b(fell asleep|asleep|snoozing|napping)\b.*\b(lol|haha|lmao)\b.*$/,
  ],
);

/** Not woken since a faint, a fall or a fit; read as unconscious only with what came before (situations.ts), not after a nap. */
export const NOT_WOKEN = concept('not-woken', [
  /\b(hasnt|has not|havent|have not|still not|still hasnt|not yet) (woken|woke|waken|awoken|come round|come to|come around)( up)?\b/,
  /\bstill (out of it|out|unconscious|not with it|not responding|not right|groggy and not)\b/,
  /\b(still )?(not|isnt|hasnt|wont|is not|has not) (opening|opened|open) (his|her|their) eyes\b/,
  // Still down after a faint ("he has fainted, he is not getting up").
  /^(?!.*\b(asleep|school|bed|morning|lazy|weekend|work|for (school|work))\b).*\b(is not|isnt|not) getting up\b/,
]);

export const SEIZURE = concept(
  'seizure',
  [
    /\bseizures?\b/,
    /\bseizing\b/,
    /\b(having|had|has|have|in|another|a|one|first|first ever|second|an epileptic) fits?\b/,
    /\b(her|his|their|the|(sons|daughters|babys|husbands|wifes|partners|dads|mums|moms|brothers|sisters|childs|kids|toddlers|boys|girls|grandads|grandmas|nans)) (fit|fits)\b(?! (of|bit|and|body|friend|mate|new|for|in|well|perfectly|nicely|fine|better))/,
    // Jerking with awareness gone (NHS: Epilepsy, seizure signs), told in lay words.
    /\b(jerking|twitching|thrashing|shaking)\b[^,]*\b(not with it|out of it|not aware|unaware|not there|eyes (rolled|rolling)|not responding|unresponsive)\b/,
    /\b(febrile|epileptic|tonic clonic|grand mal|absence) (fit|fits|seizure|seizures|convulsion|convulsions)\b/,
    /\bfits? (one after another|that wont stop|again|straight after)\b/,
    /\bfitting\b(?! (in|into|out|a|the|new|my|his|her|it|them|well|nicely|room|rooms|kitchen|carpet|shelves)\b)/,
    // A count of them in a short time ("4 fits within the hour").
    /\b(\d+|two|three|four|five|several|multiple) (fits|convulsions) (in|within|since|today)\b/,
    /\bconvuls(ing|ion|ions|ed)\b/,
    /\bshaking all over\b/,
    /\b(shaking|jerking|twitching|convulsing) (all|all of|the whole of|whole) (her |his |my |the |their )?body\b|\b(her|his|my|their) (whole )?body (is |keeps )?(shaking|jerking|twitching|convulsing)\b/,
    /\b(jerking|twitching|shaking) (all over |uncontrollably )?and not responding\b/,
    // Shaking and jerking together, or limbs jerking: a convulsion in lay words.
    /\b(shaking|jerking|twitching) and (jerking|shaking|twitching)\b/,
    /\b(arms|legs|body|limbs|arms and legs) (are |is |keep |keeps |started )?(jerking|twitching)\b/,
    /\b(jerking|twitching|convulsing|thrashing) (all over|uncontrollably)\b(?!.*\b(cold|shiver\w*|anxious|nervous|tic|tics|sleep|asleep|dozing)\b)/,
    // Stiff, then jerking, told together ("his whole body is stiff and jerking").
    /\b(stiff|rigid|tense)( \w+)? and (jerking|shaking|twitching|convulsing|thrashing)\b/,
    // Violent shaking that is not cold, fear or a tremor (NHS: Epilepsy, tonic-clonic seizure).
    /^(?!.*\b(shiver\w*|chills|rigors|freezing|cold|anxious|anxiety|panic\w*|nervous|crying|sobbing|scared|fear|laugh\w*|tremor|parkinsons|hands|withdrawal|hungover|hangover)\b).*\b(shaking|jerking|thrashing|twitching) (about )?(violently|uncontrollably|like (mad|crazy))\b/,
    /\b(arms and legs|legs and arms|(his|her|their) limbs|(his|her|their) whole body) (have been |has been |are |were |keep |kept |started |wont stop )?(going|flailing|thrashing|shaking|jerking)\b(?! (to|out|for a (walk|run)|numb|cold|blue|pale))/,
    /\b(twitching|jerking|shaking) and staring\b|\bstaring (blankly |into space )?and (twitching|jerking)\b/,
    // One side twitching while staring (NHS: Epilepsy, focal seizures).
    /\b(twitching|jerking) (on|down) (one|the (left|right)) side( of (his|her|their) (body|face))? and staring\b/,
    // Down on the floor and shaking (NHS: Epilepsy, tonic-clonic seizure: falls to the floor, body shakes),
    // not shivering, sobbing or laughing there.
    /^(?!.*\b(shiver\w*|chills|rigors|freezing|cold|anxious|anxiety|panic\w*|nervous|crying|cried|sobbing|tears|scared|fear|frightened|laugh\w*|giggl\w*|tremor|parkinsons|withdrawal|hungover|hangover|dog|cat|puppy|kitten|pet|washing machine|phone)\b).*\b((shaking|jerking|twitching|thrashing|convulsing) (\w+ ){0,2}on the (\w+ )?(floor|ground)|((on|to) the (\w+ )?(floor|ground)|collapsed|dropped|fell|went down) (\w+ ){0,2}(shaking|jerking|twitching|thrashing))\b/,
    // Foam at the mouth after a chemical swallowed is the poison's (NHS: Poisoning), read there.
    /^(?!.*\b(swallowed|drank|ate|eaten|licked|chewed|bit into|bitten into)\b).*\b(frothing|foaming) at the mouth\b/,
    /\b(twitching|jerking|shaking|fitting|convulsing|thrashing) and (foaming|frothing)\b|\b(foaming|frothing) and (twitching|jerking|shaking|thrashing)\b/,
  ],
  [/\bseizing the (day|moment|chance|opportunity)\b/],
);

/** What makes a seizure an emergency (NHS: call 999 if ...). */
export const SEIZURE_DANGER = concept('seizure-danger', [
  /\b(more than|over|longer than|for|been|past|since) (\d+|five|six|seven|eight|ten|fifteen|twenty) (minutes|minute|mins|min)\b/,
  /\b(\d+|five|six|seven|eight|ten|fifteen|twenty) (minutes|minute|mins|min)( now)?\b/,
  /\b(wont|will not|doesnt|isnt|not) stop(ping)?\b/,
  /\b(hasnt|has not|havent|have not|still not|still hasnt|not yet) stopped\b/,
  /\b(one after another|one after the other|after each other|another one|straight after|back to back|keeps going|again and again)\b|\bone (\w+ )?after (another|the other)\b/,
  /\b(first time|first ever|first seizure|never had one before)\b/,
  /\bnot (responding|coming round|waking)\b/,
  /\b(hasnt|has not|havent|didnt) (come|came) (round|around|to)\b|\b(had|having|has) another\b/,
  /\bwithout waking\b/,
  /\b(is|are|hes|shes|she is|he is|keeps) (frothing|foaming)\b|\beyes (are |keep |keeps )?(rolling|rolled) (back|up|about)?/,
  /\b(is|are|im|hes|shes|keeps|been|still) (fitting|seizing|convulsing|having (a )?(fit|seizure|convulsion))\b/,
  /\b(fitting|convulsing|seizing) (now|right now|on the floor)\b/,
  /\b(hit|hurt|banged) (my|his|her) head\b/,
  /\bpregnant\b/,
  // Several in a row, or never awake between (NHS: Epilepsy, call 999 if several seizures without regaining consciousness).
  /\b(\d+|two|three|four|five|several|multiple) (seizures|fits)\b( \w+){0,2} (in|within) (the (last|past) |an |one |half an |the )?(hour|hours|half hour|\d+ minutes)\b/,
  /\b(continuously|continuous|non stop|nonstop)\b|\bnot (gaining|regaining|getting) consciousness\b|\bwithout (gaining|regaining|getting) consciousness\b/,
  // In water (Epilepsy Action: call an ambulance if the seizure happened in water).
  /\bin the (bath|bathtub|pool|swimming pool|sea|river|lake|water)\b/,
  // Hurt in the seizure (NHS: Epilepsy, call 999 if seriously injured during the seizure).
  /\bhead (is |was )?(bleeding|cut open|split)\b/,
  /\bnever had (a fit|a seizure|one|fits|seizures) (before|in (his|her|my|their) life)\b/,
  // A stranger, whose history is unknown (St John Ambulance: Seizures, call 999 if it is their first or you do not know).
  /\b(lady|woman|man|guy|bloke|lad|stranger|someone|somebody|person|customer|passenger|shopper) (in|on|at|outside) (the|a) (shop|street|train|bus|pavement|station|supermarket|queue|road|park|office|cafe|pub|bar|platform|tube|gym|restaurant|store|car park|high street)\b/,
]);

// ---- poisoning ----
export const POISON = concept(
  'poison',
  [
    /\bbleach\b/,
    /\b(dishwasher|washing|laundry|washing up|washing machine|fabric softener) (liquid|tablet|tablets|tab|tabs|pod|pods|capsule|capsules|powder|gel|sheets?|conditioner)\b/,
    /\bdetergent\b/,
    /\banti ?freeze\b/,
    /\b(weed ?killer|pesticide|rat poison|slug pellets|insecticide)\b/,
    /\b(drain|oven|toilet) cleaner\b/,
    /\bcleaning (fluid|product|products|spray|liquid|stuff|chemicals)\b|\b(stuff|bottle|liquid) (from )?under the sink\b/,
    /\b(cleaning|chemical|chemicals|bleach|garage|utility|under (the )?sink) (cupboard|cabinet|shelf|closet|bottles?)\b/,
    /\b(window|glass|carpet|floor|bathroom|kitchen|multi ?surface|surface|oven|toilet|drain|descaler|limescale) (cleaner|spray|remover)\b/,
    /\b(descaler|limescale remover|caustic soda|ammonia|turpentine|methylated spirits?|meths)\b/,
    // Trade and workshop chemicals that burn the mouth and gut (NHS: Poisoning), often decanted unlabelled.
    /\b(degreasers?|de greasers?|solvents?|paint (thinners?|stripper)|thinners|industrial cleaners?|engine cleaner|brick acid|patio cleaner)\b/,
    // Other household products that burn the mouth and gut (NHS: Poisoning), named alone.
    /\b(rinse aid|dishwasher salt|fabric (softener|conditioner)|stain remover|mould remover|mold remover|washing soda|furniture polish|shoe polish|air freshener|toilet (block|duck|gel)|unblocker|drain unblocker|plughole unblocker)\b/,
    // Wild mushrooms and berries (NHS: Poisoning; go to A&E if a poisonous mushroom may have been eaten).
    /\b(wild|foraged) (mushrooms?|berries|plants?)\b/,
    /\b(mushrooms?|toadstools?|berries|leaves) (\w+ ){0,3}(from|in|he found|she found|they found|i found|picked|picked in|picked from) (the |a )?(garden|woods|park|field|forest|hedge|outside|wild)\b/,
    /\b(white spirit|turps|kerosene|diesel|brake fluid|paraffin|petrol|lighter fluid|lamp oil|screen ?wash|windscreen (wash|washer|fluid)|windshield (washer )?fluid|de ?icer|coolant)\b/,
    /\bbutton batter(y|ies)\b/,
    /\bbatter(y|ies)\b/,
    /\bmagnets?\b/,
    /\b(e ?cig(arette)?|vape) (liquid|juice|refill)\b/,
    /\bnail (varnish|polish) remover\b/,
    // Food poisoning is a tummy bug, and poison ivy a rash (NHS: Food poisoning).
    /(?<!\bfood )\bpoison(ed|ous|ing)?\b(?! (ivy|oak|sumac)\b)/,
    // Methanol from bootleg spirits (NHS: Poisoning; TOXBASE: methanol), and an unknown liquid from the garage.
    /\b(methanol|ethylene glycol|moonshine|bootleg (alcohol|spirits|vodka))\b/,
    /\b(something|some stuff|a liquid|some liquid|stuff) (from|out of|in) (the|his|her|my|our) (garage|shed|workshop)\b/,
    /\bchemicals?\b/,
  ],
  // Only a wrapper or an empty packet licked ("licked a dishwasher tablet wrapper, it was empty").
  [/^.*\b(wrapper|wrappers|packaging|(it|the (box|packet|bottle|tub|pot)) was empty|didnt (eat|swallow|drink) any)\b.*$/],
);

/** A street drug taken (NHS: Drugs; FRANK), named or not ("snorted something at the party"). */
export const DRUG_TAKEN = concept('drug-taken', [
  /\b(snorted|sniffed|smoked|took|taken|dropped|popped|injected|swallowed|did|done|tried|had some)\b[^.,]*\b(cocaine|ecstasy|mdma|molly|amphetamines?|crystal meth|meth|ketamine|spice|mamba|lsd|magic mushrooms|shrooms|ghb|heroin|crack|street drugs|party drugs|recreational drugs|illegal drugs|legal highs?)\b/,
  /\b(snorted|sniffed|did|done|doing) (some |a )?(coke|speed|ket|lines?|line|bumps?)\b/,
  /\b(snorted|sniffed|injected) (something|a powder|powder|some powder)\b/,
  /\b(tripping|high|wasted|munted|mashed|off (his|her|their|my) (face|head|tits)) (on|off) (something|some pills|pills|mdma|acid|shrooms|drugs|coke|ket|ketamine|meth|spice|lsd)\b/,
  /\b(took|taken|dropped|popped|had|swallowed|smoked|snorted|sniffed|vaped|injected) (a |some |two |three |\d+ |half a )?(pills?|tabs?|something|some stuff|stuff|a joint|a spliff) at (the|a|his|her|my|someones) (\w+ )?(party|festival|club|rave|gig|house party|sleepover)\b/,
]);
/** What makes a drug taken an emergency (NHS: Drugs; FRANK: when to call 999). */
export const DRUG_DANGER = concept('drug-danger', [
  /\b(heart|pulse|heartbeat) (is )?(going (like )?(mad|crazy|nuts|like the clappers|a mile a minute|so fast|really fast)|racing|pounding|thumping|beating (so |really )?(fast|hard))\b/,
  /\b(burning|boiling|roasting) (hot|up)\b/,
  /\bbreathing (is |has )?(gone |got )?(really |very |so )?(slow|shallow|slowed)\b|\b(barely|hardly) breathing\b|\b(pinpoint|tiny|pin) pupils\b|\bpupils (are )?(tiny|pinpoint|like pins)\b/,
  /\b(chest pain|pain in (her|his|my) chest|fitting|seizure|convuls\w*|overheating|burning hot|really hot|very hot|boiling|collapsed|passed out|unconscious|not responding|unresponsive|cant (breathe|wake)|wont wake|blue lips|hallucinating|paranoid and (violent|aggressive)|foaming)\b/,
]);

/** Medicines found and eaten, the medicine named first ("found grandma's tablets and ate some"). */
export const MEDICINE_EATEN = concept('medicine-eaten', [
  /\b(tablets?|pills?|medicines?|meds|capsules?|painkillers?)\b[^,.]*\b(and )?(ate|eaten|swallowed|chewed|sucked|munched|scoffed) (some|one|two|a few|them|it|loads|lots|a handful|several)\b/,
]);

/** A medicine's bottle or packet found (nearly) empty: with a young child, it was drunk or eaten (NHS: Poisoning). */
export const MEDICINE_GONE = concept('medicine-gone', [
  /\b(medicine|medicines|paracetamol|calpol|nurofen|ibuprofen|piriton|antihistamine|cough (mixture|medicine|syrup)|tablets?|pills?|vitamins?|iron)\b[^,.]*\b(bottle|packet|box|tub|pot|strip|blister pack|jar|sachet)s? (is|was|are|were|looks|now|has been) (now )?(nearly |almost |half |completely |all but |totally )?(empty|gone|finished|emptied)\b/,
  /\b(bottle|packet|box|tub|pot|strip|jar)s? of (\w+ ){0,2}(medicine|paracetamol|calpol|nurofen|ibuprofen|tablets|pills|vitamins|cough (mixture|medicine|syrup))\b[^,.]*\b(is|was|are|were|looks|now) (now )?(nearly |almost |half |completely |all but |totally )?(empty|gone|finished|emptied)\b/,
]);

/** Carbon monoxide: an alarm or a leak with symptoms (NHS: Carbon monoxide poisoning). */
export const CARBON_MONOXIDE = concept('carbon-monoxide', [
  /\b(carbon monoxide|co alarm|gas leak|smell gas|fumes)\b/,
  // Smoke breathed in a fire at home (NHS: When to call 999, smoke inhalation).
  /\bsmoke (in|filling|everywhere in|all through) (the|our|my|his|her) (house|home|room|flat|kitchen|bedroom|hall)\b|\b(house|home|flat|kitchen|room) (is )?(full of|filled with|filling with) smoke\b/,
]);

/** Harmless to an adult in a sip, poisonous to a young child (NHS: Poisoning, alcohol in children). */
export const CHILD_POISON = concept('child-poison', [
  /\b(buprenorphine|subutex|suboxone|methadone|fentanyl|morphine|oxycodone|codeine|tramadol|opioids?|opiates?|perfume|aftershave|mouthwash|hand (gel|sanitiser|sanitizer)|sanitiser|sanitizer|essential oils?|nicotine|cigarettes?|vape|vapes|vaping liquid|e ?cig|alcohol|vodka|wine|beer|gin|whisky|nail glue|superglue|cannabis|edibles?|weed|thc|pot brownies?|space cake|hash|gummy with (weed|thc))\b/,
]);

export const SWALLOW_VERB = concept(
  'swallow-verb',
  [
    /\bin (his|her|their) mouth\b[^.]*\b(now )?(its|it is|theyre|they are|its been|it has|its|one is|ones) (gone|missing|disappeared)\b/,
    /\b(chugged|gulped|swigged|sipped|glugged|downed|necked|swallowed|swallow|drank|drunk|drink|ate|eaten|eat|eating|consumed|ingested|took|taken|got into|has had|had some|licked|chewed|chewing|sucked|sucking|bit (into|on|open|through)|bitten|put (\w+ ){1,3}in (his|her|their|my) mouth)\b/,
    /\b(sprayed|squirted|squeezed|poured|tipped|got|put)\b( \w+){0,4} (in|into) (his|her|their|my) mouth\b/,
    /\b(had|took|taken|got|gave (himself|herself)) (a )?(swig|sip|gulp|mouthful|taste|lick|slurp|drink|bite|nibble)s? (of|from|out of)\b/,
  ],
  // A smear licked off the fingers or a sponge is a taste, not a swallow (NHS: Poisoning, most tastes need no treatment).
  [
    /\blicked (a (little |tiny |small )?bit|a tiny amount|a drop|a smear) (of (\w+ ){1,3})?(off|from) (his|her|their|my|the|a) (fingers?|hands?|sponge|spoon|skin|arm|lid|cloth|thumb)\b/,
  ],
);

// ---- infection ----
export const FEVER = concept('fever', [
  // Hot told without a subject, in a list of signs ("confused, very hot and blotchy").
  /^(very|really|so|burning|boiling) hot\b(?! (weather|day|today|outside|in here|room|bath|water|drink|food|tea|coffee|shower|car|house|flat|sun|summer|weekend))/,
  /\b(fever|feverish|high temperature|temperature|temp|burning up|hot to touch|pyrexia)\b/,
  // A reading, not an age ("my husband (41)", "hes 40").
  /(?<!\b(husband|wife|partner|dad|mum|mom|mother|father|son|daughter|man|woman|male|female|aged|age|im|hes|shes|am) )\b(38|39|40|41)(\.\d)?\b(?! (year|years|yr|yrs|yo|weeks|wks|days|months|minutes|mins|hours|floors?))/,
  // A parent who feels the heat (NICE NG143: a fever felt by a parent counts).
  /\b(he|she|they|hes|shes|baby|old) (is |feels |feel |felt |is really |is very |is so |feels really |feels very |is burning )?(really |very |so |boiling |burning )?hot( to (the )?touch)?\b(?! (weather|day|today|outside|in here|room|bath|water|drink|food|tea))/,
]);

export const INFECTION = concept('infection', [
  /\b(chickenpox|chicken pox|measles|tonsillitis|scarlet fever|strep|covid|abscess|mastitis|a virus|a bug|sickness bug|tummy bug|stomach bug|gastroenteritis|d and v|kidney infection|appendicitis)\b/,
  /\b(infection|infected|uti|water infection|urine infection|chest infection|pneumonia|cellulitis|flu|fever|feverish|high temperature|temperature|high temp|temp|burning up|shivering|chills|shaking|rigors)\b/,
  // Infection in lay words: shivery, hot and cold, a wee that smells or burns.
  /\b(shivery|hot and cold|hot and shivery|(wee|urine|pee) (smells|stinks|is cloudy)|smelly (wee|urine)|cloudy (wee|urine)|burns when (she|he|i) (wees|pees))\b/,
  // A wound or bite that looks infected: red, hot, swollen, weeping (NHS: Sepsis; Infected wounds).
  /\b(wound|cut|scar|incision|stitches|bite|graze|op site|operation site|drain site|line site|cannula site)\b[^.]*\b(red and (hot|swollen|angry)|hot and red|(gone|going|went|turned|turning|is|looks|very|really|all) (red|angry|hot)|oozing|weeping|pus|smells|smelly|festering)\b/,
  /\bpus\b/,
]);

export const SEPSIS_SIGNS = concept(
  'sepsis-signs',
  [
    /\b(skin|he|she|hes|shes|face|legs|body|arms) (is |looks |look |are |has |went |gone |going |is going |looks very |all )*(mottled|blotchy|grey|gray|ashen|pale and blotchy)\b/,
    // Confusion in lay words (NHS: Sepsis, "slurred speech or confusion").
    /\b(not with it|out of it|away with the fairies|delirious|talking nonsense|talking gibberish|doesnt know (who|what day)|loopy|acting loopy|not all there|doolally)\b/,
    /\b(mottled|blotchy) (skin|legs|arms)\b/,
    /\b(skin|legs|arms|hands|feet|knees) (is |are |look |looks |went |gone |going |turning |have gone |has gone |have turned |has turned )?(all |a bit )?(blue|bluish|purple|blue and blotchy)\b/,
    /\bcold and clammy\b/,
    /\bskin looks mottled\b/,
    /\b(suddenly |very |really )?confused(?! (about|by|with|as to|on|over|which|what|how))\b/,
    /\b(really|very|so|all|suddenly|completely) (muddled|disorientated|disoriented)\b(?! (about|by|with|up))/,
    // Muddled said of someone, or as a sign in a list ("I'm shivering, muddled and ..."), not muddled up about something.
    /\b(im|i am|i feel|feeling|i was|hes|shes|he is|she is|they are|theyre|seems|seem|gone) (a bit |quite |very |really |all )?(muddled|disorientated|disoriented)\b(?! (about|by|with|up|over|on|as to|which|what|how|whether))/,
    /^(muddled|disorientated|disoriented)\b(?! (about|by|with|up|over|on|as to|which|what|how|whether))/,
    /\bdoesnt know where (she|he|they|i) (is|am|are)\b/,
    /\b(not|isnt|wasnt|arent|doesnt|dont|barely|hardly) (making|make|talking|talk) (any )?sense\b/,
    /\bbreathing (really |very |so )?fast\b/,
    /\bcold (hands and feet|feet and hands)\b/,
    /\b(really|very|extremely|so) (sleepy|drowsy|lethargic|dozy)\b/,
    /\bhard to wake\b/,
    /\b(ice cold|freezing|cold) and (sweaty|clammy|damp|wet)\b|\b(hands|feet|skin) (are |is |feel |feels )?(ice cold|freezing cold|like ice)\b/,
    /^(?!.*\b(lol|lmao|haha|man flu|jk|hangover|hungover)\b).*\bfeel(s|ing)? like (im|i am|hes|shes|he is|she is) (going to die|dying)\b(?! (of|from) (boredom|embarrassment|shame|laughing|laughter|hunger|thirst|the heat|cringe))(?! (with|from) (this|the|a|my) (flu|cold|hangover|bug|virus))/,
    /\bfeel(s|ing)? (like |as if |that )?(i|he|she) (will|might|could|am going to|is going to|gonna) die\b(?! (of|from) (boredom|embarrassment|shame|laughing|laughter|hunger|thirst|the heat|cringe))/,
    /\b(havent|hasnt|not) (weed|peed|passed urine|had a wee)\b/,
    // No urine passed, told as going on now (NHS: Sepsis, "not peed all day").
    /\b(isnt|is not|not|hasnt been|havent been|not been|cant|cannot) (passing|passed|pass|making) (any )?(urine|water|wee|pee)\b/,
    /\bshivering uncontrollably\b/,
    // A sign of infection, then muddled (NHS: Sepsis, "slurred speech or confusion").
    /\b(shivery|shivering|shaking|feverish|burning up|hot|drowsy|sleepy|sweaty|clammy|achy) and (muddled|confused|disorientated|disoriented|not making sense)\b/,
    // "It feels like something is seriously wrong" (UK Sepsis Trust, adults' signs).
    /\b(feel|feels|feeling) (like |as if |that )?something is (really|very|seriously|badly|terribly) wrong\b/,
    // NHS: Sepsis, "cold, clammy, pale or mottled skin"; hardly responding. Clammy alone comes with
    // any stomach bug or faint, so it counts only as cold and clammy (above).
    /\bmottled\b/,
    /\b(barely|hardly|not really|only just) (responding|responsive|conscious|rousable)\b/,
  ],
  // Confusion easing with treatment is getting better (NHS: Sepsis; a urine infection improving on antibiotics).
  [/\b(less|no longer|not as|not so|no more) (confused|muddled|drowsy|sleepy)\b/],
);

/**
 * Treatment that leaves no defence against infection: a fever during chemotherapy is an
 * emergency (NHS: Sepsis; NICE NG151 Neutropenic sepsis, call the chemotherapy helpline or go to A&E).
 */
export const IMMUNOSUPPRESSED = concept('immunosuppressed', [
  /\b(on|having|started|during|doing|in the middle of|mid|after|after (his|her|my)) (chemo|chemotherapy)\b/,
  /\b(chemo|chemotherapy) (patient|last week|on \w+day|this week|yesterday|cycle|round|session)\b/,
  // One's own chemotherapy team or helpline, told as theirs (NICE NG151: the chemotherapy helpline).
  /\b(my|his|her|their) (chemo|chemotherapy|oncology) (nurse|nurses|team|unit|helpline|hotline|ward)\b/,
  /\b(neutropenic|neutropenia|low white (blood )?(cell )?count|no spleen|bone marrow transplant|stem cell transplant)\b/,
]);

export const SEPSIS_NAMED = concept('sepsis-named', [/\b(sepsis|septic|septicaemia|blood poisoning)\b/]);

export const NON_BLANCHING_RASH = concept(
  'non-blanching-rash',
  [
    /\brash\b[^.]*\b(doesnt|does not|wont|didnt|isnt|dont|do not) (fade|go away|disappear|blanch|go)\b/,
    /\b(spots|rash|marks|dots|blotches)\b[^.]*\b(still there|stay|stays|still visible|can still see them) (when|under|through)\b/,
    /\bnon ?blanching\b/,
    // The glass test done, and the spots still seen (NHS: Meningitis, the glass test).
    /\b(glass|tumbler) test\b[^.]*\b(still there|still see|still visible|didnt fade|did not fade|not fading|didnt go|stayed)\b/,
    /\b(rash|spots|marks|dots|blotches)\b[^.]*\b(not|isnt|arent|doesnt|didnt) (blanching|fading|going away) (under|with|when)\b/,
    /\bpurple (spots|dots|rash|blotches|marks|pinpricks)\b/,
    /\b(rash|spots|dots|marks|blotches) (is |are |looks |look |that is |thats |gone |going |turning )?(dark )?(purple|purplish)\b/,
    /\btiny (red|purple) (spots|dots|pinpricks)\b/,
    // Pinpricks or purple spots, whatever words stand between (NHS: Meningitis, rash).
    /\b(pinprick|pin prick|pinpoint|pin point|petechia\w*|purpura|purpuric)\b|\b(purple|dark red|maroon)( \w+){0,2} (spots|dots|marks|blotches|rash)\b/,
    /\b(spots|rash|marks|dots|blotches)\b( \w+){0,2} (look|looks|looking|like) (like )?(tiny |little |small |red |purple |dark )?(bruises|bruising|pin ?pricks|blood spots|little bruises)\b/,
    /\bbruise like (rash|spots|marks)\b/,
    /\b(doesnt|does not|dont|wont) fade (under|with|when)\b/,
  ],
  [
    // A colour from a treatment, a tattoo or a knock is not a rash that bleeds under the skin.
    /^.*\b(laser|tattoo|henna|dye|waxing|injection site|bumped|knocked|banged)\b.*$/,
  ],
);

/** Spots or marks that do not fade (NHS: Meningitis, the glass test), read with a fever (situations.ts): acne spots are not. */
export const SPOTS_NOT_FADING = concept('spots-not-fading', [
  /\b(spots|marks|dots|blotches|pinpricks)\b[^.]*\b(doesnt|does not|wont|didnt|isnt|dont|do not|arent) (fade|go away|disappear|blanch)\b/,
]);

export const STIFF_NECK = concept('stiff-neck', [
  /\bstiff neck\b/,
  /\bneck (is |feels )?(too |very |really |so )?stiff\b/,
  /\bneck (is |feels |has gone |went )?(too |very |really |so |all )?(rigid|locked|like a board|stiff as a board)\b/,
  /\bcant (look|bend|turn) (down|my head)\b/,
  /\bcant (bend|move|touch) (my|his|her) (neck|chin)\b/,
  /\bcant (put|touch) (his|her|my) chin (on|to) (his|her|my) chest\b/,
  // Bending the head forward hurts (NHS: Meningitis, stiff neck).
  /\b(hurts|painful|pain|agony|cant|cannot|unable|screams|screaming|cries|crying|winces|wincing|yelps) (to |when (he|she|i|they) )?(tip|tips|tipping|bend|bends|bending|put|puts|bring|brings|move|moves|lower|lowers|tilt|tilts) (his|her|my|their) (chin|head) (down|forward|forwards|to (his|her|my|their) chest)\b|\bneck (hurts|is painful|is agony) (when|to) (he |she |i )?(bends?|bending|tips?|moves?|looks? down)\b/,
]);

export const LIGHT_HURTS = concept('light-hurts', [
  /\blight hurts (my|his|her) eyes\b/,
  /^(and |but )?(the )?(bright )?lights? (hurts?|is hurting|is painful|bothers (him|her|me))$/,
  /\bcant (stand|bear|look at) (the )?(bright )?light\b/,
  /\b(sensitive|sensitivity) to light\b/,
  /\bbright lights? (hurts?|is painful)\b/,
  // Dislike of bright light in lay words (NHS: Meningitis).
  /\b(the )?lights? (is |are )?(too bright|hurting (his|her|my) eyes|bothering (him|her|me))\b/,
  /\b(hates|hating|cant stand|cant bear|screams at|covers (his|her) eyes from) the light\b/,
  /\bwants the (lights|curtains) (off|closed|shut)\b/,
  /\b(screams|screaming|cries|crying|winces|wincing|flinches|flinching|squints|squinting) (when|if|whenever|at) (the |i turn the |we turn the |i put the |we put the )?(lights?|brightness|sun|sunlight)\b/,
]);

export const MENINGITIS_NAMED = concept('meningitis-named', [/\bmeningitis\b/]);

// ---- babies ----
export const INFANT_DANGER = concept(
  'infant-danger',
  [
    /\b(floppy|limp)\b/,
    // Floppy in a second language: a soft body with no strength (NHS: Is my baby unwell?).
    /\b(soft|limp|weak) body\b|\b(like |has )?no (power|strength) in (his|her|the) body\b|\blike no (power|strength)\b/,
    /\bnot (drinking|taking|wanting) (any |his |her |the )?(milk|bottle|feeds?)\b(?! (as much|as well|so much|as often))/,
    // Feeding less than usual is an amber sign (NICE NG143), not feeding at all a red one.
    /\b(wont|will not|isnt|not|hasnt|refusing( to)?|cant) (feed|feeding|take (a |any |her |his )?(feed|feeds|bottle|milk|breast)|eating or drinking)\b(?! (as much|as well|so much|as often|quite as))/,
    /\bwont (wake|wake up) for feeds\b/,
    // Feeding stopped, or no feed all day (NHS: Is my baby unwell?; NICE NG143 reduced intake).
    /\b(stopped|stopping|given up) (feeding|taking (a |any |her |his )?(feeds?|bottles?|milk|the breast))\b/,
    /\b(not|isnt|is not|hasnt been|wont be) taking (a |any |her |his |the )?(feed|feeds|bottle|bottles|milk|breast)\b/,
    /\b(hasnt|has not|not|havent|didnt|wont) (fed|feed|had a feed|had any milk|taken a bottle|had a bottle) (all day|since (this )?morning|since last night|for hours|all night)\b/,
    // A cry gone high pitched or weak, said after the cry (NICE NG143: weak, high-pitched or continuous cry).
    /\bcry (is |sounds |has gone |went )?(\w+ ){0,2}(high pitched|weak|shrill)\b|\bhigh pitched (scream|screaming|screams|wail|wailing|shriek|shrieking)\b/,
    // Pauses in breathing (NHS: Is my baby unwell?, pauses in their breathing).
    /\b(long |big )?(pauses|gaps|stops) (in|between) (his |her |their )?(breathing|breaths)\b|\bstops breathing for (a few |several |\d+ )?seconds\b/,
    /\b(too sleepy|too tired|not waking|doesnt wake|wont wake)( up)?( to wake( up)?)? (to|for) (feed|feeds|feeding)\b/,
    /\bnot (interested in|bothered about|taking any of) (his |her |their |any )?(feeds|feeding)\b/,
    /\b(unusually|abnormally) (sleepy|drowsy)\b|\b(difficult|impossible) to wake\b|\b(wont|cant|doesnt) stay awake\b/,
    /\b(weak|high pitched|high|moaning|whimpering) (and |\w+ )?cry\b/,
    /\bhard to wake\b/,
    /\bgrunting\b/,
    /\b(pale|blotchy|mottled) (and blotchy)?\b/,
    /\bbulging (soft spot|fontanelle)\b/,
    /\b(soft spot|fontanelle) (is |looks |has been |seems |feels )?(bulging|bulgy|swollen|raised|tense|puffy|sticking out|pushed out|domed)\b/,
    /\b(no|not had a|hasnt had a) wet nappy\b/,
    // Hours without a feed, or hardly a wet nappy (NHS: Is my baby unwell?; NICE NG143 reduced intake).
    /\b(hasnt|has not|not|havent|have not|hasn t) (had|taken|wanted) (a |any |her |his )?(feed|feeds|bottle|bottles|milk|breastfeed|breast)\b[^.]*\b(in|for|since) (about |over |more than |nearly |almost |around )?([6-9]|1\d|six|seven|eight|nine|ten|eleven|twelve) (hours|hrs)\b/,
    /\b(hardly|barely|hardly any|barely any|very few|only (one|1)) wet nappies\b|\b(no|hardly any|barely any) wet nappies\b/,
    // Green vomit is bile (NHS: Is my baby unwell?, "being sick green").
    new RegExp(
      `\\b${VOMITING} (\\w+ )?(green|bright green|dark green|bile)\\b|\\bgreen (vomit|sick|bile)\\b|\\b(vomit|sick) (is |was |looks )?green\\b`,
    ),
  ],
  [
    // A baby floppy only when sleepy or feeding, who perks up, is relaxed, not unwell.
    /\b(a bit |slightly |bit )?(floppy|limp) when (she|he|shes|hes|she is|he is|they are|theyre) (is |in a |in )?(deep |fast |sound )?(sleepy|tired|asleep|sleeping|sleep|relaxed|feeding|dozing)\b/,
    // A rash that fades under pressure (NHS: the glass test) is no sign of a very unwell baby.
    /^.*\brash\b.*\b(fades|goes away|disappears|blanches) (when|under|with)\b.*$/,
    // Mottled skin on a baby who is cold or just out of the bath is common (NHS: Is my baby unwell?).
    /\b(mottled|blotchy)\b[^.]*\b(when (she|he|they) (is|are|gets|get) cold|in the cold|after (a|the|her|his) bath|in the bath)\b/,
    // Grunting while pooing, feeding or asleep is ordinary in babies (NHS: Baby grunting and straining).
    /\bgrunt(s|ing)? (when|while|as|during) (she|he|they|it|baby)? ?(poo|poos|pooing|strain|strains|straining|feed|feeds|feeding|sleep|sleeps|sleeping|push|pushing|wind|passes wind)\b/,
  ],
);

// ---- head ----
export const HEAD_HIT = concept('head-hit', [
  // "hed" for head only after a blow, as "hed" is also "he'd".
  /\b(hit|banged|bumped|knocked|bashed|smacked|whacked|hurt|injured|caught|cracked|clonked|smashed) (on |against )?(his|her|my|their|the) (head|hed)\b(?! (lice|louse|of (the|a)|teacher|chef|office|start|band|phones?|torch))/,
  /\b(hitting|banging|bumping|knocking|bashing|smacking|whacking|hurting|injuring) (his|her|my|their) head\b/,
  /\b(fell|fallen|landed|falling|fall|falls|came off|come off|thrown off|flew off|tumbled|dropped|slid)\b[^.]*\b(on|onto|to) (the |his |her |my |their )?head\b/,
  /\b(hit|banged|bumped|knocked|bashed|smacked|whacked|cracked|struck|caught|clonked|smashed) (on )?the (back|side|front|top) of (his|her|my|their) (head|skull)\b/,
  // A fall or a crash without a helmet: the head took it (NICE CG176: head injury).
  /\b(fell|fallen|came off|come off|thrown off|flew off|crashed|knocked off)\b[^.]*\b(without|no|wasnt wearing|was not wearing|not wearing) (a |his |her |my )?helmet\b/,
  /\bhead (injury|injuries)\b/,
  // A fall, and the head cut or bleeding after it (NHS: Head injury and concussion).
  /\b(fell|fallen|had a fall|fell over|fell down|tripped)\b[^.]*\b(head|forehead|scalp) (is |was |has been |keeps )?(bleeding|cut open|split|split open|gashed|pouring)\b/,
  // Run into something hard at speed ("sledding and hit a tree"), read with a warning sign.
  /\b(hit|crashed into|smashed into|ran into|went into|slammed into|ploughed into|flew into) (a|the) (tree|post|lamp ?post|goal ?post|windscreen|windshield|dashboard|pole|kerb|curb|lamppost)\b|\b(crashed|smashed|slammed|ploughed|flew) into (a|the) wall\b/,
  // The head as what struck ("his head hit the windscreen", "her head smacked into the door").
  /\b(my|his|her|their|the babys|the baby) head (hit|banged|smacked|struck|slammed|cracked|went into|went through|bounced off|bashed) (into |against |on |off |onto )?(the|a|an)\b/,
  /\b(hit|knocked|struck|smacked|whacked|kicked|bashed|punched|headbutted|head butted|elbowed|kneed|thumped|clobbered) (on|in|over|round) the (head|face)\b/,
  /\bconcussion\b/,
  /\b(headbutted|head butted|headbutting|head butting|headbutt|head butt)\b/,
  // Two heads meeting in sport or play ("a head to head hit", "clashed heads").
  /\bhead (to|on) head (hit|collision|clash|knock|bang|tackle|contact|impact)\b|\b(clashed|bumped|banged|knocked|cracked|smashed) heads\b|\bclash of heads\b|\bhead clash\b/,
  // A blow taken to the head ("took a football boot to the head", "got an elbow to the head").
  /\b(took|got|caught|had|taken) (a|an|the) (\w+ ){0,2}(to|in|on) the (head|face|temple)\b/,
]);

export const HEAD_INJURY_DANGER = concept('head-injury-danger', [
  new RegExp(`\\b${VOMITING}\\b`),
  /\b(drowsy|sleepy|sleepier|hard to stay awake|cant stay awake)\b/,
  /\bconfused(?! (about|by|with))\b/,
  /\b(seeing double|double vision|blurred vision|blurry vision)\b|\b(vision|eyesight|sight) (is |has gone |went |gone |keeps going )?(all )?(blurry|blurred|double|fuzzy)\b/,
  /\b(knocked out|passed out|blacked out|unconscious)\b/,
  /\b(clear |watery )?(fluid|liquid)\b[^.]*\b(out of|from) (my|his|her|their|the) (nose|ears?)\b/,
  /\b(clear|watery) (stuff|water|drips?|discharge)\b[^.]*\b(out of|from) (my|his|her|their|the) (nose|ears?)\b/,
  // Bruising behind an ear or round both eyes (NICE CG176: signs of a skull fracture).
  /\bbruis\w* (behind|under) (my|his|her|their|the|one|an) ears?\b|\bpanda eyes\b|\bbruis\w* (round|around) both (of (my|his|her) )?eyes\b/,
  /\b(nose|ears?) (is |are |keeps )?(dripping|leaking|running with|oozing) (clear |watery )?(fluid|liquid|water)\b/,
  /\bblood (coming )?(out of|from) (my|his|her) ears?\b/,
  /\b(cant remember|memory loss|forgot what happened)\b/,
  /\b(doesnt|dont|does not|cant|can not) (remember|recall) (anything|what happened|how|where|who)\b|\b(keeps|keep|is|hes|shes) (asking|saying) the same (questions?|things?)\b/,
  // The same question asked again and again (NICE CG176: amnesia after a head injury).
  /\b(asking|asks|asked|saying|says|repeating)\b[^.,]*\b(over and over|again and again|every (few )?(minute|minutes|seconds))\b|\bkeeps? repeating (himself|herself|themselves|myself|the same)\b/,
  // Blood thinners by their names (NICE CG176: a CT scan within 8 hours for anyone on anticoagulants).
  /\b(blood thinners?|anticoagulants?|warfarin|rivaroxaban|xarelto|apixaban|eliquis|edoxaban|lixiana|dabigatran|pradaxa)\b/,
  // Pupils of different sizes (NICE CG176: a sign of pressure in the skull).
  /\bpupils? (are |is )?(different|unequal|uneven|odd|not the same) ?(sizes?)?\b|\bone pupil (is )?(bigger|larger|smaller|blown|huge|big|dilated|massive)\b/,
  // Problems speaking (NHS: Head injury and concussion, go to A&E).
  /\b(slurring|slurred|speech (is )?slurred)\b/,
  /\b(fit|seizure)\b/,
  /\b(bad|severe|terrible) (headache|headake)\b/,
]);

// ---- headache and eyes ----
export const HEADACHE = concept('headache', [
  /\b(headache|headaches|head pain|head hurts|pain in (my|his|her) head|head is pounding)\b/,
  // Pain placed in the head ("pain at the back of my head", "explosion of pain in her head").
  /\bpain (in|at|across|round|around|over|through) (the (back|front|top|side|base) of )?(my|his|her|their) (head|skull)\b/,
  /\b(back|front|top|side|base) of (my|his|her|their) (head|skull) (hurts|is hurting|is killing|is pounding|is throbbing|pain)\b/,
  // A hand suddenly to the head, or a part of it ("grabbed the back of her head", "clutching his head").
  // "My head" only when I grab it: a toddler who grabs my head pulls hair.
  /\b(grabbed|grabbing|grabs|clutched|clutching|clutches|clasped|clasping) (at )?((the )?(back|front|top|side|base) of )?(his|her|their) (head|skull)\b/,
  /\b(i|im|i was|i just|i suddenly) (grabbed|grabbing|clutched|clutching|clasped|clasping) (at )?((the )?(back|front|top|side|base) of )?my (head|skull)\b/,
  // A blast inside the head ("like an explosion in my head", "a bomb went off in her head").
  /\b(explosion|exploding|explode|exploded|bomb|bomb going off|bomb went off|thunder|thunderclap) in (my|his|her|their|the) (head|skull|brain)\b/,
  // Head pain told as a blow that never happened ("like someone smashed the back of my skull with a hammer").
  /\b(felt like|like|as if|as though) (someone|somebody|something|i was|i had been|he was|she was|being|getting|i got) (\w+ ){0,2}(smashed|hit|struck|whacked|hammered|kicked|stabbed|split|cracked|shot|clubbed|punched)\b[^,]*\b(head|skull)\b/,
  /\bworst migraine\b/,
  // Pain placed in the head without a possessive ("very bad pain in head").
  /\bpain in (the )?head\b/,
  // The head felt to burst, or pain after a bang in it (NICE CKS: thunderclap headache).
  /\b(head|skull) (suddenly )?(felt|feels) like (it|its) (had )?(burst|exploded|split|was going to explode|was bursting)\b/,
  /\b(bang|pop|explosion|burst) in (my|his|her|their|the) head\b[^.]*\bpain\b/,
  /\bheadache (came|come|started|hit|struck)\b/,
  /\b(head|skull) (is |feels like (it is |its )?|feels )?(splitting|pounding|throbbing|bursting|exploding|about to explode|killing (me|him|her))\b/,
  /\b(my|his|her|their) head (went|goes|has gone|had gone|is going) from (nothing|fine|normal|zero|0)\b/,
]);

export const THUNDERCLAP = concept('thunderclap', [
  /\b(a )?bang in (my|his|her|the) head\b|\b(something )?(popped|burst|snapped|exploded) in (my|his|her) head\b|\bfelt a pop\b/,
  /\b(out of the blue|thunderbolt|like a bomb|like an explosion|explosion of pain|exploded|like lightning|like a gunshot|like a bang)\b/,
  /\b(sudden|suddenly|out of nowhere|came on in seconds|came on in a second|in seconds|explosive|thunderclap(?! style| like| type)|like (being|i was|he was|she was|someone) (hit|struck|kicked)|hit (on|over) the head with|blinding)\b/,
  /\bworst (headache|pain|head pain|migraine)( \w+)* (ever|of (my|his|her|their) life)\b/,
  /\bworst (headache|pain) (ive|i have|hes|shes|he has|she has) ever\b/,
  /\b(most|worst) pain (ive|i have|hes|shes|he has|she has|theyve) ever (felt|had|known)\b|\b(came |come |out )?from nowhere\b/,
  /\b(hit|struck|came on|smacked) (me|him|her|them) like a (truck|train|bus|lorry|brick|ton of bricks|sledgehammer|hammer|bat)\b/,
  /\bnever (had|felt|experienced|known) (one|a headache|a pain|pain|anything|a head) like (it|this|that)\b/,
  // From nothing to the worst in seconds (NICE CKS: thunderclap, peak intensity within a minute).
  /\bfrom (nothing|zero|0|fine|normal)\b[^.]*\bto\b[^.]*\b(unbearable|agony|agonising|excruciating|ten|10|the worst|severe|screaming)\b/,
  /\b(in|within) (a couple of|a few|two|2|three|3|five|5) seconds\b|\ball at once\b/,
  // Peak in a second, and the worst of a life told in a clause of its own (NICE CKS: peak within a minute).
  /\b(in|within) (one|1|a single) (second|sec)\b|\b(came on|come on|started|hit|struck|peaked|went)\b[^,]*\b(in|within) (a|one) (second|moment|instant)\b(?! of\b)/,
  /^(the )?worst (in|of) (my|his|her|their) (life|whole life)$/,
]);

export const VISION_LOSS = concept(
  'vision-loss',
  [
    /\bcant see (anything |nothing )?(out of|in|with|from) (my|his|her|one) (left |right )?eye\b/,
    /\bcant see (anything|at all)\b/,
    /\b(suddenly|all of a sudden) cant see\b|\bcant see (suddenly|all of a sudden)\b/,
    /\b(lost|losing|loss of) (all |most |half )?(of )?(the |his |her |my |their )?(sight|vision)\b/,
    /\b(everything|it|all) (went|gone|goes|going|has gone) (black|dark|blank|grey) in (my|his|her|one) (left |right )?eye\b/,
    /\b(gone|went|going) blind\b(?! drunk)/,
    /\bblind in one eye\b/,
    /\b(sudden|suddenly) (blindness|blind|loss of (sight|vision)|lost (my|his|her) (sight|vision))\b/,
    /\bblindness in (my|one|his|her|the) (left |right )?eye\b/,
    /\b(vision|sight) (has )?(went|gone|going|goes) (dark|black|blank|grey)\b/,
    /\b(vision|sight|eyesight) (in (my|his|her|one) (left |right )?eye )?(has |is )?(just |suddenly |all of a sudden )?(went|gone|disappeared|vanished|switched off|blacked out|cut out)\b(?! (downhill|bad|worse|blurry|a bit|funny|weird|fuzzy|off|back|up))/,
    /\blike (someone|somebody) (switched|turned|put) (off )?(the|a) lights? (off|out)\b/,
    /\b(everything|it|all|vision|sight) in (my|his|her|one) (left |right )?eye (has |is )?(gone|went|going|turned) (all )?(\w+ and )?(dark|black|blank|grey|dim)\b/,
    /\bcurtain (coming )?(down|over|across)\b/,
    /\bwent dark like a curtain\b/,
    // A shadow, a veil or a curtain over the sight (NHS: Retinal detachment).
    /\b(shadow|curtain|veil|cloud|blackness|darkness) (has )?(came|come|coming|moved|moving|spread|spreading|crept|creeping|fell|falling|dropped|dropping) (across|over|down over|up over|into) (my|his|her|the|one) (\w+ )?(eye|eyes|vision|sight)\b/,
    /\b(shadow|curtain|veil|blackness|darkness) (across|over) (my|his|her|the) (vision|sight)\b/,
    // A blind, a shade or a sheet drawn over one eye, or only part of the sight left (NHS: Retinal detachment).
    /\b(pulled|pulling|drew|drawn|put|dropped|dropping|brought|come|came|coming|gone|went) (a |the )?(blind|blinds|shade|shutter|veil|sheet|screen|curtain|black sheet) (down )?(over|across|on) (my|his|her|one|the) (left |right )?(eye|eyes|vision|sight)\b/,
    /\b(can|could) only see (out of )?(the )?(bottom|top|left|right|lower|upper) (bit|half|part|side|corner)\b(?! of (the|a) (chart|page|screen|board|letters))/,
    /\beye\b[^.]*\bcant see (out of|with|through) it\b/,
    // Half or part of what is seen gone (NHS: Vision loss; NICE CKS: Retinal detachment).
    /\b(half (of )?(the world|everything|what (i|he|she) (see|sees)|my vision|my sight|his vision|her vision)|the (top|bottom|left|right|upper|lower) half( of (my|his|her) (vision|sight))?) (has )?(just )?(went|gone|turned|going|goes|is) (black|dark|blank|grey|dim|missing|dark grey)\b/,
    /\b(part|half|some|a chunk|a patch|a section|a piece|a corner) of (my|his|her|the) (vision|sight|view|eyesight) (is |has )?(gone|missing|disappeared|blacked out|blocked|dark|black)\b/,
    /\b(shower|showers|swarm|cloud|loads|lots|hundreds) of (black |dark |new |little )?(dots|spots|specks|floaters|flies|cobwebs)\b[^.]*\b(flash|flashes|flashing|curtain|shadow|missing|gone)\b/,
    /\bcant see (out of|with|through) (that|this|the|my|his|her) (left |right )?eye\b/,
    /\b(woke up|woken up|wakes up|is now|has gone|went|now) blind in (his|her|my|one|the) (left |right )?eye\b/,
    // A curtain at the side, or a shower of new floaters with flashes (NICE CKS: Retinal detachment).
    /^(?=.*\b(eye|eyes|vision|sight|see|seeing)\b).*\b(dark |black |grey )?(curtain|shadow|veil) (on|in|over|across|at|down) (one side|the side|the edge|part of my (vision|sight|eye)|my vision|my sight|the top|the bottom)\b/,
    // Something in the eye at speed, from grinding, hammering or drilling (NHS: Eye injuries, go to A&E).
    /\b(flew|shot|flicked|went|pinged) (into|in) (my|his|her|their) eye\b[^.]*\b(grinding|grinder|hammering|drilling|chiselling|chiseling|metal|angle grinder)\b|\b(grinding|grinder|hammering|drilling|chiselling|chiseling|metal)\b[^.]*\b(flew|shot|flicked|went|pinged) (into|in) (my|his|her|their) eye\b/,
    /\b(sudden|suddenly|loads of|lots of|shower of|new)\b[^.]*\bfloaters\b[^.]*\b(flash|flashes|flashing|curtain|shadow)\b|\b(sudden|suddenly)\b[^.]*\b(flash|flashes|flashing)\b[^.]*\bfloaters\b/,
  ],
  [
    // Sight that comes back with glasses on is no loss of vision.
    /^.*\bwithout (my|his|her|their) (glasses|specs|contacts|contact lenses|lenses)\b.*$/,
    // A second of dark sight on standing up is a head rush (NHS: Low blood pressure).
    /^.*\b(for a (second|sec|moment|few seconds|split second)|when i stand up|stand up (too )?(quickly|fast)|head rush|standing up)\b.*$/,
  ],
);

// ---- belly and bowel ----
export const VOMIT_BLOOD = concept('vomit-blood', [
  /\b(vomiting|vomited|vomit|throwing up|threw up|being sick|puking|bringing up|sick|boking|boked|barfing|hurling|spewing) (up )?(blood|bloody)\b/,
  /\b(vomiting|vomited|throwing up|threw up|being sick|puking|bringing up|brought up|brings up|sicked up)[^.]*\bcoffee (grounds?|granules)\b/,
  /\bcoffee ground (vomit|sick)\b/,
  /\b(being sick|vomiting|vomited|throwing up|threw up|puking|sick|vomit)\b[^.]*\b(blood in it|with blood in|blood (is )?coming up)\b/,
  /\b(sick|vomit|puke|spew)\b[^.]*\b(looks|look|looked|like) (\w+ )?coffee (grounds?|granules)\b/,
  /\bblood in (my|his|her) (vomit|sick)\b/,
  // The sick itself red ("his sick is bright red"), not after beetroot, wine or sweets.
  /^(?!.*\b(beetroot|wine|juice|food colouring|sweets|tomato|ketchup|jelly|lolly|strawberr\w*|raspberr\w*|red pepper|chilli)\b).*\b(sick|vomit|puke|spew) (is|was|looks|has been|came up) (all )?(bright |dark |blood |fresh )?red\b/,
  new RegExp(`\\b${VOMITING}( \\w+){0,7} blood\\b(?! (test|tests|pressure|sugar|results?|count))`),
  new RegExp(`\\b(${VOMITING}|sick|vomit)\\b[^.]*\\b(blood clots|clots of blood|(looks|look|looked|looking) like (blood|clots))\\b`),
  new RegExp(
    `\\b(${VOMITING}|sick|vomit)\\b[^.]*\\b(its|it is|it was|its all|all) (bright |dark |blood )?red\\b(?![^.]*\\b(beetroot|wine|juice|food colouring|sweets|tomato|ketchup|jelly|lolly)\\b)`,
  ),
  /\b(brought|bringing|brings|threw|throwing|sicked|puked|puking|heaved|heaving) up (a load of |loads of |lots of |a lot of |some |fresh |dark |bright red )?(blood|clots)\b/,
  // Grainy, dark vomit like coffee grounds (NHS: Vomiting blood).
  new RegExp(
    `\\b(${VOMITING}|sick|vomit)\\b[^.]*\\b(dark|brown|black|coffee)\\b[^.]*\\b(gritty|grainy|granules|bits)\\b|\\b(${VOMITING}|sick|vomit|throw up|puke|spew)\\b[^.]*\\blike (\\w+ ){0,2}(tea leaves|coffee grounds|sand|gravel)\\b|\\bblack (vomit|sick)\\b`,
  ),
  /\b(vomit|sick) (is|was) (full of )?blood\b/,
  // Coffee grounds misheard as grinds, or the sick just "like coffee" (NHS: Vomiting blood, looks like coffee grounds).
  new RegExp(`\\b(${VOMITING}|sick|vomit|puke|spew)\\b[^.]*\\bcoffee grinds\\b`),
  /\b(sick|vomit|puke|spew)\b[^.]*\b(looks|looked|look|looking) like coffee\b(?! (shop|machine|cup|mug|beans|cake))/,
  // Black vomit, told with a colour word after ("vomiting black colour").
  new RegExp(`\\b${VOMITING} (\\w+ )?(black|jet black)( colour| color| stuff| liquid| bits)?\\b`),
]);

export const RECTAL_BLEED_HEAVY = concept('rectal-bleed-heavy', [
  /\b(lots|loads|a lot) of blood (coming )?(from|out of) (my|his|her) (bottom|bum|back passage|rectum|anus|behind)\b/,
  /\b(lots|loads|a lot|so much|tons|a load) of (dark red |bright red |red |fresh |dark )?blood in the (toilet|loo|pan|bowl)\b/,
  /\b(toilet|loo|poo|stool|bowels?)\b[^.]*\b(its |it is |is |was )?(just|all|pure|only|nothing but) blood\b/,
  /\b(bleeding|blood) (heavily |a lot )?(from|out of) (my|his|her) (bottom|bum|back passage|rectum|anus|behind)\b/,
  /\b(poo|stool|stools|poop|poos) (is |are |is all )?(black|tarry|like tar)\b/,
  /\b(pooing|pooping|pooed|pooped|passing|shitting) (out )?(\w+ )?(of )?(blood|bloody)\b/,
  // Much blood passed, said with its amount and colour ("passing lots of dark red blood and clots").
  /\b(pooing|pooping|pooed|pooped|passing|passed|shitting|losing) (out )?(lots|loads|a lot|a load|masses|so much|plenty|huge amounts|large amounts|big clots) (of )?((dark|bright|fresh) )?(red )?(blood|clots)\b(?![^.]*\b(urine|wee|pee|period|periods|vagina\w*|nose)\b)/,
  /\b(blood|clots)\b( \w+){0,3} (from|out of) (my|his|her|their) (bottom|bum|back passage|backside|rectum|anus|behind|back end)\b/,
  /\bblack (and )?(sticky|tarry) (poo|stool|stools)\b/,
  // The toilet full of blood, and blood passed as stool, in other words (NHS: Bleeding from the bottom).
  /\b(toilet|loo|pan|bowl)\b[^.]*\b(full of|filled with|covered in|red with) (\w+ ){0,2}blood\b/,
  /\b(stooling|stooled|passing stool with|passing stools with) (\w+ )?blood\b/,
]);

/**
 * Black, tarry poo: bleeding high in the gut (NHS: Bleeding from the bottom, go to A&E if
 * "black or dark red poo"), unless iron tablets or a food explain the colour.
 */
export const BLACK_STOOL = concept(
  'black-stool',
  [
    /\b(poo|stool|stools|poop|poos) (is |are |was |looks |look |is all |has been |have been |has |have )?(turned |gone |going |went |turning )?(black|tarry|like tar|jet black|dark red)\b/,
    /\b(black|tarry|dark red) (and )?(sticky |tarry )?(tar |tar like |tarlike )?(poo|stool|stools|poop)\b/,
    /\b(pooing|pooping|passing|doing|done|did)\b[^.]*\b(black tar|tarry|tar like|like tar|jet black|black sticky)\b/,
  ],
  [/^.*\b(iron|ferrous|pepto|bismuth|blueberries|liquorice|licorice|beetroot|black pudding|charcoal)\b.*$/],
);

export const FAINT_DIZZY = concept('faint-dizzy', [
  /\b(faint|fainted|fainting|dizzy|lightheaded|light headed|pale|clammy|passing out|nearly fainted|pass out|woozy|going to collapse)\b/,
  /\b(feel|feels|feeling|felt|so|very|really) weak\b/,
]);

export const BELLY_SEVERE = concept('belly-severe', [
  // Sudden sharp pain low on the right, the appendix's place (NHS: Appendicitis).
  /^(?!.*\b(on and off|comes and goes|for (weeks|months)|a month|months)\b).*\b(sudden|stabbing|severe|agonising|terrible)\b[^,]*\bpain\b[^,]*\b(bottom|lower|low down on the) right( side)?( of| in)? (my|his|her|their|the) (stomach|tummy|belly|abdomen)\b/,
  /\b(stomach|belly|tummy|abdomen)\b[^.]*\b(rock hard|rock solid|solid as a rock|hard as a (board|rock)|rigid|board like|hard and swollen|like a (plank|board|rock|brick)|hard as (wood|a plank|a brick)|hard like (wood|a board|a rock|stone|a stone))\b/,
  /\b(curled up|doubled up|bent double|rolling around|writhing)\b[^.]*\b(stomach|tummy|belly|abdominal) (pain|ache)\b|\b(stomach|tummy|belly|abdominal) (pain|ache)\b[^.]*\b(curled up|bent double|rolling around|writhing)\b/,
  /\b(worst|severe|agonising|unbearable|excruciating|terrible|really bad|awful) (\w+ )?(stomach|belly|tummy|abdominal) (pain|ache)\b/,
  // "Very strong pain in my stomach", as a second language says it.
  /\b(very|really|so) strong pain in (my|his|her|the) (stomach|belly|tummy|abdomen)\b/,
  /\b(stomach|tummy|belly|abdominal) (pain|ache)[^.]*\b(so bad|unbearable|agony|excruciating)\b/,
  /\b(worst|severe) pain in (my|his|her) (stomach|belly|tummy)\b/,
  /\b(terrible|agonising|unbearable|excruciating|awful|horrendous) pain in (my|his|her|the) (stomach|belly|tummy|abdomen|gut)\b/,
  // Pain scored at the top of the scale ("stomach pain 10/10").
  /\b(stomach|tummy|belly|abdominal|abdomen) (pain|ache) (is |at |of )?([89]|10|ten) ?(\/|out of) ?(10|ten)\b/,
  /\bpain in (my|his|her|the) (stomach|tummy|belly|abdomen|gut)\b[^.]*\b(so bad|unbearable|agony|excruciating|agonising|so severe)\b/,
  /\bin agony\b/,
  // Pain that starts by the belly button and moves to the lower right (NHS: Appendicitis), read with pain too bad to move.
  /^(?=.*\b(moved|moving|moves|spread|spreading|spreads|went|gone|shifted|travelled|started|began)\b).*\b(belly button|navel|middle of (my|his|her|the) (tummy|belly|stomach))\b[^.]*\b(to|into|towards) (the |his |her |my )?(bottom |lower )?right\b/,
  /\bsevere stomach\b/,
  /\b(stomach|tummy|belly|abdomen) (pain )?(is )?(so|really|very|extremely|incredibly|unbelievably) (painful|sore)\b/,
  /\b(stomach|tummy|belly|abdomen|gut) (is |is in |feels like its in |has been )?(agony|in agony|killing me|killing him|killing her)\b/,
  /\bdoubled (over|up)\b(?! (laughing|with laughter|in laughter))[^.]*\b(stomach|tummy|belly|abdominal|abdomen|gut)\b|\b(stomach|tummy|belly|abdominal|abdomen|gut)\b[^.]*\bdoubled (over|up)\b(?! (laughing|with laughter|in laughter))/,
]);

export const CANT_MOVE = concept('cant-move', [
  /\bcant (move|stand|walk|even stand|stand up|get up|walk straight|even move|straighten|straighten up|stand up straight)\b/,
  /\b(any|every) (movement|move|step|bump) (is agony|is agonising|hurts|is unbearable|makes it worse)\b/,
  /\bdoubled (up|over)\b/,
  /\bin agony\b/,
]);

export const BELLY_PAIN = concept('belly-pain', [
  /\b(stomach|tummy|belly|abdominal|abdomen) (pain|ache|hurts|cramps)\b/,
  /\bpain (in|on) (my|his|her|the) (\w+ ){0,2}(stomach|tummy|belly|abdomen)\b/,
  /\b(pain|ache) (low down |low )?on (one|the (left|right)) side\b/,
  /\b(one sided|one-sided) (pain|pains|cramps?|cramping|ache|aching)\b/,
  /\b(cramps?|cramping)\b[^.]*\bone side\b/,
  /\bpain (low down )?(on )?one side\b/,
  /\b(pain|ache|cramps?) (low down |low )?(on|in) (my|her) (lower )?(left|right) (side|lower side)\b/,
  /\b(pain|ache|cramps?) (low down |low )(on|in) the (left|right)\b/,
  /\b(pain|ache) (low down )?(on )?one side of (my|her|the) (lower )?(belly|tummy|stomach)\b/,
  /\bpain (on|in|down) one side of (my|her|the) (tummy|belly|stomach|lower belly|lower tummy)\b/,
  /\b(pain|pains|cramps?|ache) (low |low down )?in (my |her |the )?(lower |low |bottom )?(belly|tummy|stomach|abdomen|pelvis)\b/,
  /\b(lower|low) (belly|tummy|stomach|abdominal) (pain|pains|cramps?|ache)\b/,
]);

// ---- pregnancy ----
export const EARLY_PREGNANCY = concept('early-pregnancy', [
  /\b([1-9]|1[0-2]|a few|few|six|seven|eight|five) weeks pregnant\b/,
  // "I'm 9 weeks": how pregnancy is told, unless the weeks count something else.
  /\b(im|i am|shes|she is) ([4-9]|1[0-2]|four|five|six|seven|eight|nine|ten|eleven|twelve) (weeks|wks)\b(?! (ago|since|post|after|into|off|old|in|out|of|from|late|overdue|behind|sober|clean))/,
  /\bmissed (my |her |a )?period\b|\blate for (my |her |a |the )?period\b|\bperiod (is |was )?(\d+|a few|few|two|three|four|five|six) (days|weeks|wks) late\b/,
  /\bearly pregnant\b/,
  /\b(might|could|may) be pregnant\b/,
  /\b(possibly|maybe|probably|think i am|think im) pregnant\b|\b(period is late|late period|period (is )?overdue|period hasnt come|havent had (my|a) period)\b/,
  /\bpositive (pregnancy )?test\b/,
  /\b(tested|test (was|came back|is|came up)|did a test,? its) positive\b(?! for (covid|corona|flu|strep|chlamydia|gonorrh\w*|hiv|hep\w*|tb|a virus|an infection))|\b(two|2) (lines|pink lines) on (the|a) test\b/,
  /\bectopic\b/,
  /\bearly pregnancy\b|\b(is|im|i am|shes|she is|am|newly|only|just) (very |only |quite )?early (on )?(pregnant|in (her|my|the) pregnancy)\b/,
  /\bpregnan(t|cy)\b[^.]*\b(at |about |around )?([1-9]|1[0-2]|five|six|seven|eight|nine|ten) (weeks|week|wks|wk)\b/,
  // Weeks of pregnancy as the maternity notes write them ("6/40").
  /\b([4-9]|1[0-2])\/40\b/,
  /\b([4-9]|1[0-2]|four|five|six|seven|eight|nine|ten|eleven|twelve) (weeks|wks) (along|gone)\b/,
  /\bpregnancy (is |might be |could be |may be )?(in the wrong place|outside (the|my|her) womb|in (my|the|her) tube)\b/,
]);

export const ECTOPIC_SIGNS = concept('ectopic-signs', [
  /\b(shoulder tip|tip of (my|her) shoulder)\b/,
  /\b(sharp|severe|bad|really bad|stabbing|knife like|knifelike|shooting|searing|tearing|ripping) (\w+ )?pains?\b/,
  /\b(pain|cramps?|cramping|ache|aching)\b[^.]*\bone side\b/,
  /\bone side\b[^.]*\b(pain|cramps?|cramping|ache)\b/,
  // Hyphens are read as spaces: "one-sided pain" (NHS: Ectopic pregnancy, pain low down on one side).
  /\bone sided (\w+ ){0,2}(pain|pains|cramps?|cramping|ache|aching)\b/,
  /\bshoulder (hurts|pain|ache|aches|is sore|is hurting)\b|\bpain in (my|her|the) shoulder\b/,
  // A pain that comes on, or worsens, suddenly (NHS: Ectopic pregnancy, sharp, sudden and intense pain).
  /\bsudden (sharp |severe |bad |stabbing )?pain\b|\bsuddenly (much |a lot |way |far )?(worse|severe|unbearable)\b/,
  /\b(fainted|fainting|nearly fainted|faint|dizzy|passed out|pass out|passing out|blacked out|blacking out|collapsed|lightheaded|light headed)\b/,
  /\bbleeding\b/,
]);

/**
 * Blood lost heavily, told in the words of a pregnancy or a birth (NHS: Vaginal bleeding in
 * pregnancy; Postpartum haemorrhage): "lots of bright red blood", "more than a period",
 * "soaking a pad every 15 minutes", "passing big clots".
 */
export const HEAVY_BLOOD_LOSS = concept('heavy-blood-loss', [
  /\b(lots|loads|a lot|masses|heaps|tons|so much|a load|a gush|a rush) of (\w+ ){0,2}blood\b/,
  /\b(way |much |far |a lot )?(more|heavier) than (a |my |her )?(normal |heavy |usual )?period\b/,
  /\bmuch blood (is )?(coming|come|comes|coming out)\b/,
  /\bsoak(ing|ed|s)? (right )?(through )?((a|one|two|\d+|my|her|the) (\w+ )?)?(pads?|maternity pads?|sanitary (pads?|towels?)|towels?)\b/,
  /\b(blood (is )?(gushing|pouring|flooding|streaming)|gushing blood|pouring with blood|flooding)\b/,
  /\bbleeding (right )?through (\w+ )?(pads?|maternity pads?|sanitary (pads?|towels?)|towels?)\b|\bbleeding (\w+ ){0,2}heavily\b/,
  /\b(huge|big|massive|sudden|large) gush of (\w+ )?blood\b|\bblood (is )?(running|pouring|streaming|dripping) down (my|her) legs?\b/,
  /\b(big|large|huge|massive|golf ball|plum|lemon) (sized )?(blood )?clots\b|\bclots? (the size of|as big as)\b/,
]);

export const LATE_PREGNANCY_BLEEDING = concept('late-pregnancy-bleeding', [
  /\b(1[3-9]|[2-4]\d) weeks pregnant\b[^.]*\b(bleeding heavily|heavy bleeding|lots of blood|bleeding a lot)\b/,
]);

// ---- testicles ----
export const TESTICLE_PAIN = concept('testicle-pain', [
  /\b(pain|pains|agony|ache|aching|throbbing) in (one of )?(my|his|one|a|the) (left |right )?(testicle|testicles|ball|balls|nut|nuts|bollock|bollocks|testis|scrotum)\b/,
  /\b(testicle|testicles|testis|scrotum|testicular) (pain|hurts|is (really )?(painful|sore|swollen))\b/,
  /\bpain in (my|his) (testicle|testicles)\b/,
  // The pain said before the word ("a massively painful swollen ball").
  /\b(painful|swollen|sore|agonising|throbbing|hurting)( and (painful|swollen|sore|tender))? (left |right )?(testicle|testicles|ball|balls|nut|nuts|bollock|bollocks|scrotum)\b(?! of)/,
  /\b(testicle|testicles|testicular|testis|testes)\b/,
  // A blow there, told with the pain or sickness that follows (NHS: Testicle pain).
  /\b(hit|kicked|kneed|struck|whacked|smacked|booted) (in|on) the (balls|ball|nuts|testicles?|groin|privates|crotch|family jewels)\b/,
  /\b(pain|agony|ache|aching) (in|down) (his|my sons) (privates|private parts|balls|nuts|crown jewels|testicles?)\b/,
  /\b(his|my|\w+s) (privates|private parts|balls|nuts) (is |are |started |start |keep |keeps |have been |has been |been )?(really |so )?(hurt|hurting|killing|in agony|swollen|painful)\b/,
  /\b(\w+s|my|his|their) (left |right |one )?(testicles?|balls|ball|nuts|nut|scrotum) (is |are |feel |feels |has |have )?(swollen up and |swelled up and |gone )?((really|very|so|suddenly|all of a sudden|super|mega|well|proper) )*(painful|sore|hurting|hurts|hurt|swollen|swollen up|aching|aches|in agony|killing (him|me))\b/,
]);

export const SUDDEN_SEVERE = concept('sudden-severe', [
  /\b(sudden|suddenly|all of a sudden|agonising|agony|excruciating|terrible|horrible|awful|severe|really severe|unbearable|woke up with|woke with|bad|badly|out of nowhere|screaming|writhing|rolling around|crying (in|with) pain)\b/,
  /\b(started|came on) (an hour|\d+ (minutes|hours)|this morning|just now)\b/,
]);

// ---- burns ----
export const BURN = concept(
  'burn',
  [
    /\b(burn|burns|burnt|burned|burning|scald|scalds|scalded)\b/,
    /\b(caught fire|on fire|set (himself|herself) alight)\b/,
    // Fuel or a fire, then someone "went up" (in flames), or flames put out on them (NHS: Burns and scalds).
    /^(?!.*\b(price|prices|cost|costs|bill|rocket|firework|fireworks|smoke|temperature|temp)\b).*\b(petrol|gasoline|lighter fluid|fuel|paraffin|kerosene|accelerant|bonfire|fire ?pit|campfire|barbecue|bbq|flames?|aerosol)\b.*\b(went|go|goes|going) up( in flames| like a torch)?\b(?! (to|the|a|and down|stairs|hill|in price|by))/,
    /\b(went|go|goes|going) up in flames\b|\b(burst|bursting) into flames\b|\b(put|patted|beat|smothered|rolled) (out )?(the flames|the fire) (out )?(on|off) (him|her|them|me)\b/,
    // Skin or a limb blackened by fire.
    /\b(his|her|my|their|the) (\w+ )?(skin|legs?|arms?|hands?|feet|foot|face|back|chest|body|fingers?) (is |are |looks? |has gone |have gone |went |gone )?(all |badly |completely )?(charred|blackened|burnt black|burned black)\b/,
    // A hot liquid onto someone, not into a teapot (NHS: Burns and scalds).
    /\b(boiling|scalding|just boiled|very hot|really hot|hot) (hot )?(water|oil|kettle|tea|coffee|milk|soup|pan|bath|fat|grease)\b[^.]*\b(over|down|on|onto|into|in|across) (him|her|me|them|himself|herself|myself|his|her|my|their|the babys|the baby|(a|the) (little |young |small )?(boy|girl|child|kid|baby|toddler|\w+s))\b/,
    /\bchip pan\b/,
    // A fryer's hot oil tipped onto someone (NHS: Burns and scalds).
    /\b(deep fat fryer|fat fryer|fryer|deep fryer|wok|frying pan)\b[^.]*\b(tipped|spilled|spilt|fell|went|poured|splashed)\b[^.]*\b(onto|on|over|down) (him|her|me|them|his|her|my|their|the|\w+s)\b/,
    // Steam let out onto someone (a burst pipe, a pressure cooker, a kettle), not a steam room or an inhaler.
    /\bsteam\b(?! (room|rooms|inhal\w*|bath|sauna|train|engine|cleaner|mop|iron(ed|ing)?|facial))[^.,]*\b(burst|blew|blown|exploded|sprayed|blasted|shot|gushed|came|hit|caught|scalded|went|poured|vented)\b( (out|up|off))?( (on|over|onto|into|in|at|across))? (him|her|me|them|my|his|their)\b/,
    /\b(burst|broken|split|leaking) (steam|boiler|radiator|hot water) (pipe|valve|hose)\b[^.,]*\b(on|over|onto|at) (him|her|me|them|my|his|their)\b/,
    /\b(pulled|knocked|tipped|dropped|pressed|put|touched|grabbed|fell (on|onto|against)|leaned on)\b[^.]*\b(hot|boiling|scalding) (iron|pan|kettle|straighteners|curling (iron|tongs)|tongs|grill|oven door|radiator|exhaust|poker|plate|tray)\b[^.]*\b(onto|on|against|into|down) (his|her|my|their) (face|chest|arm|arms|leg|legs|hand|hands|body|neck|foot|feet|back|head|front|tummy)\b/,
    // A drink or a pan pulled or knocked over someone (NHS: Burns and scalds, most scalds in children).
    /\b(pulled|knocked|tipped|spilt|spilled|poured|dropped|pulls|knocks|tips) (a |the |his |her |my |their |a whole |a full )?(cup|mug|pot|pan|bowl|kettle|jug|flask|teapot|cafetiere|saucepan)? ?(of )?(hot |boiling )?(tea|coffee|water|soup|oil|noodles|porridge|gravy|kettle|teapot|cafetiere|saucepan|pan)\b[^.]*\b(over|on|onto|down) (him|her|me|them|himself|herself|myself|themselves)\b/,
    // Touching something hot, with the skin blistered (NHS: Burns and scalds).
    /\b(touched|grabbed|leaned on|fell on|fell against|sat on|stood on|put (his|her|my) hand on)\b[^.]*\b(oven|hob|iron|kettle|stove|radiator|heater|fire|barbecue|bbq|exhaust|hot pan|straighteners|curling tongs)\b[^.]*\bblister(s|ed|ing)?\b/,
    /\b(chemical|acid|bleach) (splashed|splash|burn|in (his|her|my) (eye|eyes|face))\b/,
    /\b(splashed|splash|spilled|spilt|spill|spilling|poured|got)[^.]*\b(chemical|chemicals|acid(?! reflux| indigestion)|caustic|drain cleaner|oven cleaner)\b/,
    // A chemical sprayed or splashed into the eyes, the product named first (NHS: Eye injuries; Burns and scalds).
    /\b(chemical|chemicals|acid|caustic|drain cleaner|oven cleaner|bleach|ammonia)\b[^.]*\b(sprayed|splashed|squirted|spurted|went|got) (in|into) (his|her|my|their|the|both|my \w+s|her \w+s|his \w+s) eyes?\b/,
    // Pain felt like an electric shock (NHS: Trigeminal neuralgia; Sciatica) is a nerve's, not a shock.
    /(?<!\blike (an |a )?)\belectric(al)? (shock|burn)s?\b(?! ?(like )?(pains?|feelings?|sensations?|type|jolts?|twinges?|shooting))/,
    /\b(electrocuted|touched a live wire|live wire)\b/,
    // A shock off a lead, a socket or an appliance, "electric" unsaid (NHS: Electric shock).
    /\b(got|had|took|get|gets|getting) (a |an )?(big |bad |nasty |massive |huge |proper |real )?(electric(al)? )?shock (off|from) (a|an|the|my|his|her|their) (\w+ ){0,2}(lead|cable|wire|socket|plug|extension|appliance|kettle|toaster|fence|mains|power line|fuse box|light switch|fuse board)\b/,
  ],
  [
    /\bburn(ed|t)? the (toast|food|dinner|rice|pan|cake)\b/,
    // A small shock from a plug or an appliance, felt for a moment (NHS: Electric shock, minor shocks).
    /\b(small|tiny|little|mild|minor|slight|quick|bit of an?) (electric(al)? )?(shock|zap)\b/,
    // A thing in the kitchen caught fire, nobody said to be burnt ("the toast caught fire").
    /\bthe (toast|food|dinner|bread|pizza|oven|grill|microwave|bin|candle|curtains?|tea towel|cooker|hob|toaster) (has |had |just )?caught fire\b/,
    /\bheartburn\b/,
    // A burning felt inside (the chest, the throat) is a sensation, not a burn to the skin.
    /\b(chest|throat|lungs|nose|stomach|tummy|gullet) (is |are |feels |feel |keeps |was )?(really |so |very )?burning\b|\bburning (feeling |sensation |pain )?in (my|his|her|their|the) (chest|throat|lungs|nose|stomach|tummy|gullet)\b/,
    /\bburning (when|while) (i |he |she )?(pee|wee|urinate)\b/,
    // "burning up" is a fever, not a burn; "my throat is on fire" a sore throat.
    /\bburning up\b/,
    /\b(throat|stomach|tummy|chest|mouth|tongue|feet|legs|joints|muscles|head|ears|bladder) (is |are |feels |feel |was |were )?(like it is |like its |like they are )?on fire\b/,
  ],
);

export const BURN_SEVERE = concept('burn-severe', [
  // Raw or blistered over a big area, or blistered on the arms, legs, hands, face or chest (NHS: Burns and scalds, go to A&E).
  /^(?!.*\b(small|tiny|little|minor|one|a single|pea sized)\b).*(\b(a )?(big|large|huge|wide) (area|patch)\b|\braw\b|\b(arms?|hands?|face|feet|foot|legs?|chest)\b[^.]*\b(blistered|blistering)\b)/,
  // Thrown by a shock, or the heartbeat gone irregular after it (NHS: Electric shock, call 999).
  /\b(threw|thrown|knocked|flung) (me|him|her|them) (across|back|off|over)\b|\b(heart|heartbeat|pulse)\b[^.]*\b(irregular|all over the place|skipping)\b/,
  /\b(large|big|deep|bad|severe|serious|huge|massive|nasty) (burn|scald)\b/,
  // A chemical in the eye (NHS: Eye injuries, go to A&E; Burns and scalds).
  /\b(drain cleaner|oven cleaner|caustic|bleach|ammonia|lime|cement)\b|\b(in|into) (his|her|my|their) eyes?\b/,
  /\b(burn|scald|scalded|burnt)[^.]*\ball (over|down|up|across)\b/,
  /\ball (over|down|up) (his|her|my) (chest|body|arm|leg|face|back|front)\b/,
  /\bskin (\w+ ){0,5}(is |are |looks |has gone |went )?(peeling|white|charred|black|blackened|leathery|came off|coming off|peeling off)\b/,
  // Some of it gone white or leathery, told after the skin (NHS: Burns and scalds, deep burns).
  /\b(some of it|parts of it|bits of it|patches( of it)?)(s| is| has| have)? (gone|turned|looks|going) (white|waxy|leathery|charred|black)\b/,
  /\bblister(s|ed|ing)?\b[^.]*\ball (over|up)\b/,
  /\b(big|large|huge|massive|lots of|loads of|giant|enormous) (\w+ )?blisters?\b|\bblisters? (as big as|the size of)\b/,
  /\bcharred\b/,
  // Blistered and peeling all over a limb or the chest (NHS: Burns and scalds, blisters on the arms, legs or face).
  /\b(all|badly) (blistered|blistering)\b|\bblistered and peeling\b/,
  // A firework or a blast in the hand (NHS: Burns and scalds, go to A&E; When to call 999, major trauma).
  /\b(firework|explosion|exploded)\b/,
  // A deep burn can be painless (NHS: Burns and scalds, deep burns).
  /\bdoesnt (even )?hurt\b|\b(not|isnt|doesnt|dont|cant|didnt) (even )?(saying|say|said) (it|that it) hurts\b|\bcant (even )?feel (it|the burn|anything there)\b/,
  /\b(chemical|acid|electric|electrical|live wire|electrocuted|electric shock|mains|power line|plug socket|lightning)\b/,
  /\b(face|caught fire|on fire|boiling)\b/,
  // Clothes or a person gone up in flames (NHS: Burns and scalds, call 999).
  /\b(went|gone|go|goes|going) up in flames\b|\bburst into flames\b/,
]);

// ---- diabetes ----
export const DIABETES = concept('diabetes', [
  /\b(diabetic|diabetes|type 1|type one|type 2|type two|insulin|blood sugar|sugar|sugars|glucose|meter|bm)\b/,
  // A hypo is told only of diabetes treatment (NHS: Low blood sugar).
  /\bhypo\b(?! ?allergenic)/,
  // Type 1 in short, as people with it write it ("my t1 friend", "T1D").
  /\b(t1|t1d|type1|t1 diabetic)\b(?! (scan|weighted|image|images|mri|vertebra|nerve))/,
]);

export const LOW_SUGAR = concept('low-sugar', [
  /\b(sugar|sugars|glucose|bm|reading|level|meter)\b[^.]*\b(low|very low|really low|[0-2](\.\d)?|lo)\b/,
  /\bsays lo\b/,
  /\blow (blood )?(sugar|sugars|glucose)\b/,
  /\bhypo\b/,
  // A low that will not lift with sugar (NHS: Low blood sugar, call 999 if it does not improve).
  /\b(sugar|sugars|glucose|levels?|bm|reading)\b[^.]*\b(wont|will not|isnt|is not|not|doesnt) (come|coming|go|going|get|getting) (back )?up\b/,
]);

export const HYPO_DANGER = concept('hypo-danger', [
  /\bconfused(?! (about|by|with|as to))\b/,
  /\b(not|isnt|wasnt|arent|doesnt|dont) (making|make|talking|talk) (any )?sense\b/,
  /\bcant think (straight|clearly)\b|\bcant think$/,
  // Barely responding, or a fit (NHS: Low blood sugar, call 999 if they have a seizure or are unconscious).
  /\b(barely|hardly|not really) (respond|responds|responding|responsive)\b|\b(having|had|has|in) a (fit|seizure)\b/,
  // Mumbling and unable to take sugar (NHS: Low blood sugar, call 999 if they cannot eat or drink).
  /\b(mumbling|incoherent|cant get (him|her|them) to (drink|eat|swallow|take)|wont (drink|eat|take) (the |his |her |any )?(juice|sugar|sweets|glucose|coke|lucozade))\b/,
  /\b(cant|cannot|unable to|not able to|struggling to) (answer|follow) (simple |basic |easy |my |our )?(questions|instructions)\b/,
  /\b(drowsy|very sleepy|wont wake|unconscious|unresponsive|fitting|seizure|acting drunk|slurring|aggressive)\b/,
  // Consciousness going (NHS: Low blood sugar, call 999 if ... passing out; fainting).
  /\b(cant|unable to|struggling to) (stay|keep) (awake|conscious)\b|\b(going to|gonna|about to|like (i|im|he|she) (will|is|am|are) going to) (pass out|faint|black out|collapse)\b|\b(passing|blacking) out\b/,
  // Unsteady and muddled, as if drunk (NHS: Low blood sugar, "unusual behaviour, slurred speech, clumsiness").
  /\b(staggering|stumbling|swaying|unsteady on (his|her) feet|all over the place)\b|\b(speech|words|talking) (is |are )?(all )?(muddled|slurred|garbled|mumbled|odd|strange)\b/,
  // Confusion in lay words (NHS: Low blood sugar, "confusion, unusual behaviour").
  /\b(cant (hold|follow|have) a conversation|staring (blankly|into space|vacantly|into nothing)|blank (look|stare)|zoned out|spaced out|acting (really |very |so |a bit |all )?(weird|strange|odd|funny|out of character|drunk)|doesnt know where (she|he|they|i) (is|am|are)|gone (all )?(weird|strange|funny|vacant)|not (herself|himself|myself)|talking (rubbish|nonsense|gibberish)|glazed|vacant|not with it|out of it)\b/,
]);

export const HIGH_SUGAR = concept('high-sugar', [
  /\b(high|raised|very high) ketones\b/,
  /\bketones (are |is )?(high|raised|very high)\b/,
  /\bketones\b/,
  /\b(sugar|glucose|bm|reading)[^.]*\b(over|above|is|of|at) (2\d|3\d|hi)\b/,
  /\bhigh (blood )?sugar\b/,
  /\b(sugar|sugars|glucose|levels?|bms?|readings?)\b[^.]*\b(wont|will not|isnt|is not|not|arent) (come|coming|go|going) down\b/,
  /\b(sugar|sugars|glucose|levels?|bms?|readings?) (is |are |keeps |keep )?(going up|rising|sky high|through the roof|off the (chart|scale)|really high|very high|so high)\b/,
  /\b(meter|reading|sugar|glucose|monitor|libre|sensor|bm)\b[^.]*\b(says|say|saying|reads|reading|showing|shows) (hi|high)\b/,
  /\b(very|really|always|so) thirsty\b[^.]*\b(wee|weeing|peeing|toilet)\b/,
]);

/** Being sick, in any of its words (for DKA with deep breathing, situations.ts). */
export const VOMITING_NOW = concept('vomiting', [new RegExp(`\\b${VOMITING}\\b`)]);

/** Deep, fast, sighing breaths (NHS: Diabetic ketoacidosis). */
export const DEEP_BREATHING = concept('deep-breathing', [
  /\bbreathing (really |very |so )?(deep|deeply|fast and deep|deep and fast|deep and heavy|heavy|heavily)\b/,
  /\b(deep|big|heavy|sighing) (fast )?(breaths|breathing)\b/,
  // Heavy or deep and fast, told in either order ("breathing heavy and fast").
  /\bbreathing (really |very |so )?(heavy|heavily|deep|deeply|hard) and (fast|quick|quickly|rapid)\b|\bbreathing (really |very |so )?(fast|quick|quickly|rapid|rapidly) and (heavy|heavily|deep|deeply|hard)\b/,
]);

export const DKA_SIGNS = concept('dka-signs', [
  /\b(vomiting|vomit|being sick|sick|throwing up|cant stop vomiting)\b/,
  new RegExp(`\\b${VOMITING}\\b`),
  /\bbreathing (fast|deep|deeply|fast and deep|heavily)\b/,
  /\b(pear drops|fruity|nail varnish)\b/,
  /\b(drowsy|confused|very sleepy)\b/,
  /\b(keeps|keep|is|hes|shes) (drifting|nodding|dropping) off\b/,
  // Too tired to stay awake, and tummy pain (NHS: Diabetic ketoacidosis).
  /\b(barely|hardly|cant|cannot|struggling to) (stay|keep) awake\b/,
  /\b(tummy|stomach|belly|abdominal) (pain|ache)\b|\bpain in (my |his |her )?(tummy|stomach|belly)\b/,
]);

// ---- suicidal intent and self-harm ----
/**
 * The means laid out within reach ("the pills lined up on the table", "in front of me"): a crisis
 * unless the message asks how to take them (situations.ts).
 */
export const MEANS_LAID_OUT = concept('means-laid-out', [
  /\b(pills|tablets|rope|gun|knife) (are |is )?(lined up|counted out|laid out|set out|all out|out on the (table|bed|side)|in front of (him|her|me))\b/,
]);
/** Hurting oneself until one bleeds or bruises: self-harm, unless an itch is what is scratched (situations.ts). */
export const HURT_UNTIL_BLEEDING = concept('hurt-until-bleeding', [
  /\b(scratch|scratches|scratching|scratched|pinch|pinching|hit|hitting|punch|punching|bite|biting|bang|banging) (my|him|her|them)sel(f|ves)\b[^.]*\b(until|till|to) (i|it|he|she|they) (bleed|bleeds|bled|bruise|bruises|hurt|hurts)\b/,
  /\b(scratch|scratches|scratching|scratched|pinch|pinching|pick|picking|bite|biting|bang|banging|hit|hitting) (at )?(my|his|her|their) (arms?|legs?|skin|wrists?|thighs?|face|head)\b[^.]*\b(until|till|so) (it|they|i|he|she) (bleed|bleeds|bled|bruise|bruises)\b/,
  /\b(punch|punching|punched|hit|hitting|bang|banging|kick|kicking) (the )?walls?\b[^.]*\b(until|till|so) (my |his |her )?(knuckles|hands?|fists?)? ?(bleed|bleeds|bled|break|broke|split)\b/,
]);

/**
 * A means at hand and a decided time or place ("got a rope and I know where I'm going to do
 * it"): a plan, the gravest warning sign (Samaritans; NHS: Help for suicidal thoughts). Both
 * are needed (situations.ts), so "a rope for climbing" or "I know when I'm going to do it" alone
 * are not read as one.
 */
export const MEANS = concept('means', [
  /\b(rope|noose|pills|tablets|meds|gun|knife|blade|razor|bridge|ledge|cliff|train|tracks|charcoal)\b/,
]);
/** No future, no hope (Samaritans: warning signs); with a decided how or when it is a plan (situations.ts). */
export const HOPELESS = concept('hopeless', [
  /\b(dont|cant|do not|cannot|no longer) see (a|any) (future|way forward|way out|point)\b/,
  /\b(no|there is no|theres no) (future|hope|way forward)\b/,
  /\b(hopeless|nothing to look forward to|given up|giving up on (life|everything))\b/,
]);
/** "I've made a plan" said on its own: a plan to die only with distress said around it (situations.ts). */
export const PLAN_MADE = concept('plan-made', [/\b(ive|i have|ive got|i got) (made|got|worked out|come up with) a plan$/]);
/** Wanting it to be over: a crisis with a means at hand (situations.ts), not a flu or a labour. */
export const WANT_OVER = concept('want-over', [
  /\b(want|wish|need) (it|this|everything|it all) (all )?to be over\b/,
  /\b(want|wish|need) (it all|all of it|all of this|everything|life) (all )?to (stop|end)( for good| forever| now)?\b/,
]);
/** Wanting to join someone who has died: a crisis when a death is told with it (situations.ts), not a gym. */
export const JOIN_DEAD = concept('join-dead', [
  /\b(want|wants|wanted|ready|going|long|longs|longing) to (go and |go |come and )?(join|be with|be reunited with|see) (dad|mum|mom|grandad|grandpa|grandma|gran|granny|nan|nana|him|her|them|my \w+|his \w+|her \w+)( again)?\b(?! (at|for|on|in the (gym|club|team)))/,
  /\b(want|wants|wanted|ready|going|long|longs|longing) to (go|be) (to|in|up in) heaven (to|with) (dad|mum|mom|him|her|them|my \w+|his \w+|her \w+)\b/,
]);
/** Vanishing off the face of the earth: a crisis unless embarrassment is what is told (situations.ts). */
export const VANISH = concept('vanish', [
  /\b(should|could|want to|wish i could|wanna) (just )?(disappear|vanish) off the face of the (earth|planet)\b/,
]);
export const DECIDED = concept('decided', [
  /\b(found|picked|chosen|chose) (a|the) (tree|place|spot|beam|bridge|day|date)\b(?! (for|to (decorate|plant|put|hang (the|a) (swing|lights))))|\bknow (the|a) (spot|place)\b/,
  /\b(know|decided|planned|picked|chosen|chose|worked out) (where|when|how) (im|i am|i will|ill|i|to) ?(going to |gonna )?do (it|this)\b/,
  /\b(im|i am) (going to|gonna) do it (tonight|today|tomorrow|this weekend|soon|when)\b/,
  /\b(go|going|gone) through with it\b|\ba plan\b(?! (for|of|to (lose|get|eat|save|pay|move|quit|stop|start|exercise|diet|see)))/,
]);

/** Fruity breath ("pear drops", "nail varnish") with vomiting or fast breathing in diabetes (NHS: DKA). */
export const FRUITY_BREATH = concept('fruity-breath', [
  /\bbreath\b[^.]*\b(smells?|smelling|smelt)\b[^.]*\b(pear drops|fruity|sweet|nail varnish|acetone)\b/,
  /\b(pear drops|fruity|acetone) (smelling )?breath\b/,
  /\b(smells?|smelling|smelt) (of|like) (pear drops|nail varnish|nail polish remover|acetone)\b/,
]);

/**
 * Saying one will not be here much longer (Samaritans: warning signs); a move, a job or a
 * transfer of records explains it otherwise (situations.ts).
 */
export const NOT_HERE_LONG = concept('not-here-long', [
  /\bdont think (ill|i will|i can|i) (be|stay|last|hold on|go on) (here |around |alive )?(much longer|for much longer|for long|another day|tomorrow)\b/,
  /\bnot (being|be) (here|around|alive) (much longer|for much longer|for long|tomorrow|anymore|any more)\b/,
  /\b(no way|dont think|doubt|do not think) (im|i am|i will|ill|i|that i) (still )?(going to |gonna |will )?(be )?(here|alive|around) (next (week|month|year)|by (then|christmas|the weekend|next week)|tomorrow|much longer)\b/,
]);

/** Being a burden: a warning sign together with low mood (Samaritans), not in "a burden since my knee operation". */
export const BURDEN = concept('burden', [/\b(i am|im|is|hes|shes|he is|she is|being|just) (a|such a) burden\b/]);
export const CRISIS = concept(
  'crisis',
  [
    /\bkill(ing)? (my|him|her|them)sel(f|ves)\b/,
    /\b(end|ending|take|taking) (my|his|her|their) (own )?life\b/,
    /\bend(ing)? it( all)?\b/,
    /\b(plan|planning|going|want|wants) to end it\b/,
    /\bsuicid(e|al)\b/,
    /\b(thinking|thought|think|thoughts) (of|about) (overdosing|taking an overdose|an overdose|od ?ing)\b/,
    /\bwant(s|ed)? to die\b(?! (of|from) (boredom|sleepiness|embarrassment|laughter|laughing|shame|tiredness|hunger|cringe))/,
    /\b(take|took|taken|taking|takes|swallow|swallowed|drink|drank)\b[^.]*\b(to die|to end it|to end (my|his|her|their) life|to kill (my|him|her|them)self)\b/,
    /\b(i|me|he|she|him|her) (not|no) (want|wants) (to )?(live|be alive|be here|exist|go on|wake up|wake(?! up))\b(?! (early|so early|at|before|for|in the|until|till|on)\b)/,
    /\bwant(s)? die\b(?! (of|from) (boredom|sleepiness|embarrassment|laughter|laughing|shame|tiredness|hunger|cringe))/,
    /\bwish (i|he|she) (was|were) dead\b/,
    /\bbetter off dead\b/,
    /\b(go to )?sleep and (never|not|no) (have to |need to )?wake( up)?\b/,
    /\b(go to sleep|fall asleep|sleep|drift off|go to bed) and (just )?(stay asleep|stay that way|never come back|not come back)\b(?! (until|till|til|all|for|in|through))/,
    /\b(fall asleep|fall to sleep|drift off|go to sleep|sleep) and (just )?(never|not) (have to |need to )?(wake|waking)( up)?\b/,
    /\b(dont|doesnt|do not|does not) want to (live|be alive|be here|be around|exist|wake up|go on)( anymore| any more)?\b(?! (alone|on (my|his|her) own|by (my|him|her)self|in|with|at|near|without|there|through|for|until|till|when|early)\b)/,
    /\b(want|wants|wanted|wanna|wish|wishes|wished) (to )?(stop existing|cease to exist|not exist|stop being alive|not be alive)\b|\bwish(es|ed)? (i|he|she) (didnt|did not) exist\b/,
    /\bbetter off without me\b/,
    /\bno (reason|point) (to|in) (live|living|going on|carry on|carrying on|life|keep living|keep going|stay alive|staying alive)\b/,
    /\bno (reason|point) for me (to |in )?(live|living|go on|going on|carry on|carrying on|keep living|keep going|stay alive|staying alive|be here|wake up)\b/,
    /\bno point (to|in) (anything|life|living)\b/,
    /\bcant go on\b/,
    /\bcant (do this|take (it|this)) (anymore|any more)\b/,
    /\b(pills|tablets|rope|gun|knife) (are |is )?(ready(?! (to|for) (collect|collection|pick|be collected|be picked))|saved up|stockpiled)\b/,
    /\b(saved|saving|stockpiled|stockpiling|hoarded|hoarding|collected|collecting) (up )?(all )?(my |his |her |enough |some |lots of )?(pills|tablets|meds|medication|medicines|painkillers|sleeping pills)\b/,
    /\benough (pills|tablets|meds|medication) to\b/,
    /\b(jump|jumping|throw myself|throwing myself) (off|from|in front of)\b/,
    // Wondering how a fall or a method would feel ("if I jumped from my balcony would it be quick").
    /\b(if i|if i just|should i|could i|what if i) ((jump|jumped|threw myself|throw myself|stepped|step) (off|from|out of|in front of)|hanged myself|cut my wrists|took them all|took all my pills)\b/,
    /\b(jump|jumped|fall|fell|hang|hanged|pills|tablets|overdose|drown|drowned|train|bridge|balcony|roof|cliff)\b[^.]*\b(would|will) it (be quick|be painless|hurt|kill me)\b/,
    /\bgoodbye (letters?|notes?)\b/,
    // A time set to end it ("tonight she ends it", "i end it this weekend").
    /\b(tonight|today|tomorrow|this weekend|on \w+day) (she|he|i|they) (ends|end|finishes|finish|does|do) it\b(?! (with|between|off with|for (good|ever) with))|\b(she|he|i|they) (ends|end|finishes) it (tonight|today|tomorrow|this weekend)\b/,
    /\b(i|he|she) (dont|do not|doesnt|does not) care (what happens to (me|him|her)|if (i|he|she) (die|dies|live|lives|wake up|wakes up|dont wake up)|whether (i|he|she) (live|lives|die|dies))\b/,
    // Researching a method (Samaritans: warning signs).
    /\b(which|what|how many) (of )?(the |my )?(tablets|pills|meds|medicines?|drugs?|method|methods|way|ways)\b[^.]*\b(would|will|could|to) (do it|do the job|kill (me|you|someone|a person)|end it|finish (me|it) off)( quickest| fastest| painlessly| for sure)?\b|\b(quickest|fastest|most painless|painless|surest) way to (die|go|do it|end it)\b/,
    /\b(writing|written|wrote|write|recording|recorded|planning|planned) (my|the|some|all my) (goodbyes|goodbye (letters|notes|messages|videos))\b(?! to (my|the|our) (students|colleagues|team|class|pupils|patients|clients|customers|friends at))(?![^.]*\b(retire|retiring|retirement|leaving (work|my job)|moving|new job|leaving do)\b)/,
    /\b(dont|doesnt|do not|does not) want to (carry on|keep) (living|going(?! to)|being alive)( like this)?\b(?! with (this|my|the) (pain|condition|back|knee|hip|illness|symptoms|tinnitus|eczema))/,
    /\b(hope|wish|want|wanting|hoping) (i|to|he|she)? ?(just |would |could )?(fade|waste|wither|slip) away\b/,
    /\bletters? (to say|saying) goodbye\b/,
    /\b(wrote|written|writing|write|left|leaving|leave)\b[^.]*\b(letters?|notes?|messages?|cards?)\b[^.]*\b(saying|to say|say) (goodbye|my goodbyes|farewell)\b/,
    /\bsuicide note\b/,
    /\bsaying goodbye to (everyone|people|my family|all)\b/,
    /\b(said|says|say) goodbye to (everyone|everybody|people|my family|his family|her family|all of us|us all)\b(?! (at|before|after|on|in|when|as|and (left|went|flew|got on))\b)/,
    /\b(giv(e|ing)|gave|given) (away )?(my|all my|all of my|most of my|all (his|her|their)|all of (his|her|their)) (things|stuff|belongings|possessions)( away)?\b/,
    /\b(cut|cutting|hurt|hurting|harm|harming|burn|burning) (my|him|her|them)sel(f|ves)\b/,
    /\bhang(ing)? (my|him|her|them)sel(f|ves)\b/,
    /\b(ways|how|methods) to (die|kill (my|him|her)self|end (it|my life|his life|her life))\b/,
    /\b(quickest|easiest|fastest|best|painless|least painful|surest|simplest|quick|easy|a painless|a quick|an easy) (way|ways|method|methods) to (die|kill (my|him|her)self|end (it|my life)|go)\b/,
    /\b(take|taking|swallow|swallowing) all (of )?(my|his|her|the|these|those) (pills|tablets|meds|medication|medicines)( at once)?\b/,
    /\b(scratch|scratching|scratched|cut|cutting|cuts|slash|slashing|burn|burning|burnt|burned) (\w+ )?(arms?|legs?|wrists?|thighs?|skin|stomach|hands?) with (a |the )?(razor|blade|knife|scissors|glass|compass|cigarettes?|lighter|lit cigarette|hot (iron|metal|knife))\b/,
    // Hurting oneself out of self-hatred, or told to by voices (NICE NG225 Self-harm; crisis-line guidance).
    /\bhate (myself|himself|herself) (so much )?(that )?(i|he|she) (cut|cuts|burn|burns|hurt|hurts|hit|hits|punch|punches|starve|starves|scratch|scratches)\b/,
    /\b(voices?|something|someone in my head) (is |are |keep |keeps )?(telling|tell|told|telling) me to (hurt|kill|harm|cut|end|die)\b/,
    /\b(razor|razor blade|blade)s? (on|to|against|across) (my|his|her) (arms?|wrists?|legs?|skin|thighs?)\b/,
    /\bself ?harm(ing)?\b/,
    /\b(cut|slit|slashed|sliced) (my|his|her|their) wrists?\b(?![^.]*\b(by accident|accidentally|on (a|the|some)|glass|window|while|cooking|chopping)\b)/,
    /\b(i|im|ive|i have|been|started|keep|she|he|shes|hes|has|have) (been |started |begun )?(cutting|burning|harming) again\b(?! (my|his|her|the|some|a|an|it|them|incense|candles?|wood|hair|fabric|paper|onions|vegetables|back|down)\b)/,
    /\b(urge|urges) to (cut|hurt|harm|burn)( (myself|me))?\b/,
    /\bcutting (my|her|his) (arms?|legs?|wrists?|skin|thighs?)\b/,
    // Not cuts from a pet, a fall or a sport.
    /\bcuts (all )?(over|on) (her|his|my|their|my \w+s) (legs?|arms?|wrists?|thighs?)\b(?![^.]*\b(from|after|playing|off|on) (the |a |his |her |my |their )?(cat|cats|kitten|dog|puppy|football|rugby|hockey|fall|falling|bike|brambles?|thorns?|roses?|hedge|shaving|climbing|skateboard\w*|scooter|trampoline)\b)/,
    /\bburden (to|on) (everyone|my family|you all|them|people)\b/,
    /\b(better off|happier|fine|easier) with (me|him|her) (gone|dead)\b/,
    /\bdisappear (for good|forever)\b/,
    /\b(i|he|she) (just |could |would |should |might |will |wanna |want to |wants to |want to just |could just |would just )?(disappeared|disappear|vanished|vanish|be gone) (for good|forever|for ever|permanently)\b/,
    /\bplanning (how to do it|my death|to die)\b/,
    /\b(overdose|took \w+ pills) on purpose\b/,
    /\bon purpose\b/,
    /\bnot worth living\b/,
    /\b(life|my life) (is not|isnt) worth living\b/,
    /\bnothing (left )?to live for\b/,
    // Half-said intentions and deserving to die (Samaritans: warning signs).
    /\b(going to|gonna|might|will|about to|scared (i|ill) will|afraid (i|ill) will) do something (stupid|silly|drastic|i cant take back)\b(?! (like|at|with|to (my|the) (hair|car|house|job)))/,
    /\b(dont|do not|cant) see (why|the point|any reason why) (i|to) (should )?(keep going|carry on|go on|bother|stay alive|live|be here)\b|\bwhy (should|would) i (keep going|carry on|bother living|stay alive|go on)\b/,
    /\b(want|wish) (everything|it all|the world|life) to (go|fade|turn) (dark|black|away)( and stay that way| forever| for good)?\b(?! (for a while|for a bit|in|at|on|when|so|while|during|now and then))/,
    /\b(thinking (of|about)|want to|wanna|going to|gonna|plan(ning)? to|tempted to|urge to) (take|taking|swallow|swallowing|down|downing|overdose on|od on) (all|every|the whole|a whole|loads of|a load of|a bunch of)\b(?![^.]*\b(in the morning|every (day|morning|night)|each day|with (food|breakfast|dinner|meals)|as prescribed|daily|vitamins|supplements|course|at the same time)\b)/,
    /\b(deserve|deserves|deserved) to (die|be dead)\b/,
    /\b(cut|cutting|hurt|hurting|burn|burning|starve|starving|hit|hitting|scratch|scratching)\b[^.]*\bto punish (myself|himself|herself)\b|\bpunish(ing)? (myself|himself|herself) (by|with) (cutting|hurting|burning|starving|hitting)\b/,
    // A car's engine running in a closed garage, or a pipe from the exhaust (carbon monoxide; Samaritans).
    /^(?!.*\b(warm|defrost|charge|clear the|heat|fix|mechanic)\b).*\b(car|van)\b[^.]*\bengine (running|on|going)\b[^.]*\b(garage|closed|shut|locked)\b|\b(locked|shut|sat|sitting) (himself|herself|myself|themselves )?in (the |his |her |my )?(car|van)\b[^.]*\bengine (running|on)\b|\b(hose|hosepipe|pipe) (from|to|on|in) the exhaust\b/,
    /\b(locked|shut|barricaded) (himself|herself|themselves|myself) in\b[^.]*\b(with|has) (a |her |his |my )?(razor|knife|blade|pills|tablets|rope|gun)\b/,
    /\b(wont|will not|not going to|wont be|will not be) (be )?(a )?(problem|burden|bother|trouble|nuisance) (for|to) (anyone|anybody|you|everyone|them|you all) (much longer|for long|anymore|any more|soon)\b/,
    /\b(there is|theres|ive got|i have|i got) nothing (left )?for me (here|anymore|any more|in this world|now)\b/,
    // Afraid of oneself, thoughts that keep coming back (Samaritans; NHS: Help for suicidal thoughts).
    /\b(scared|afraid|frightened|terrified|worried) (of|about) what i (might|could|will|would|am going to|m going to) do to myself\b/,
    // Dying as a fear, a grief or a worry about sleep is not a wish to die.
    /^(?!.*\b(scared|afraid|fear|frightened|anxious|anxiety|worry|worried|grief|grieving|passed|died|death of|in (my|his|her) sleep)\b).*\b(thoughts? (about|of)|(cant stop|keep|keeps|always|constantly) (thinking|think) (about|of)) (not being (here|alive|around)|dying|being dead|ending (it|my life)|killing myself)\b/,
    /^(?!.*\b(photo|picture|selfie|holiday|view|walk|hike|hiking|climbing trip|tour|watching|boats?|fireworks|sunset|ducks|we|were|us|our|cat|cats|kitten|dog|puppy|parrot|bird|pigeon|toddler|baby)\b).*\b(sat|sitting|stood|standing|climbed|climbing) (on )?(the edge of|on|over) (the|a) (bridge|roof|cliff|ledge|railing|railings)\b/,
    /\b(sorry (hes|shes|ive|im|i am|he is|she is|for) (been |being )?(a burden|such a burden))\b/,
    // Wanting to vanish for good (Samaritans: talking about not being around).
    /\bwant(s|ed)? to (disappear|vanish|be gone) (for good|forever|for ever|permanently|and never come back)\b/,
    // Unable to face anything any more, said as it stands (Samaritans: warning signs).
    /\bcant face (anything|life|living|waking up|another day|it all|any of it)( actually| really| anymore| any more)?$/,
    // Told to kill oneself by others, and believing them (bullying with incitement: Samaritans; NSPCC).
    /\b(telling|told|tell|tells|keep telling|keeps telling) (me|him|her) to (kys|kill (my|him|her)self|die|end it)\b/,
    // Lethal means got with no reason, or a reason kept secret (Samaritans: access to means).
    /^(?!.*\b(balloons?|party|birthday|wedding|welding|diving|shop|store)\b).*\b(ordered|bought|got|getting|ordering|buying) (a |some )?(helium|nitrogen) (tank|canister|cylinder|bottle)\b/,
    /\b(sorry|goodbye|farewell)\b[^.]*\bphone (is |has been )?(off|switched off|turned off|going straight to voicemail|dead)\b/,
    /\b(hurt|hurting|cut|cutting|burn|burning|punch|punching|hit|hitting|scratch|scratching|bang|banging)\b[^.]*\b(to|so (that )?(i|he|she) (can|could)) feel (something|anything|real|alive)\b/,
    /\b(letter|letters|note|notes|will)\b[^.]*\bin case (something|anything) (happens|happened) to me\b(?! (during|in|at|on|while)\b)/,
    // Said indirectly (Samaritans and NHS warning signs): wanting it all to stop, no way out,
    // others better off, a note in case, a burden, stepping in front of a train, never born.
    /\bwant (it|everything|it all|this|the pain) to (stop|end) (permanently|for good|forever)\b/,
    /\bwant (everything|it all) to (end|stop)\b/,
    /\b(happier|better|easier|fine|relieved)\b[^.]*\b(if|when) i (just |simply |only )?(wasnt|werent|was not|were not) (around|here|alive)\b(?! (in|at|on|with|all day|today|for|to)\b)/,
    // A goodbye posted or sent to everyone (Samaritans: warning signs).
    /\b(posted|sent|texted|messaged|put up) (a |his |her |my )?(goodbye|farewell) (message|post|text|note|on (facebook|instagram|snapchat|social media|twitter|tiktok|whatsapp)|to (everyone|us|all))\b/,
    /\bto jump (tonight|today|tomorrow|now|soon)\b/,
    /\btop(ping)? (my|him|her|them)sel(f|ves)\b/,
    /\b(off|offing|offed) (my|him|her|them)sel(f|ves)\b/,
    /\b(want|wish|need) (my life|it all|everything) to (be over|end)\b/,
    /\bhate (my )?life\b[^.]*\b(want|wish) (it|everything) (to )?(be )?over\b/,
    /\b(happier|better|easier|fine|relieved)\b[^.]*\b(if|when) (i|im) (was|were|am) (gone|dead|not here|not around)\b/,
    /\b(happier|better|better off|easier|relieved)\b[^.]*\b(if|when|once) i (just |simply |only )?(disappeared|vanished|died|was gone|were gone|was dead|were dead|left for good|ended it|ended things|ended everything|ended my life|killed myself|never existed|didnt exist|did not exist|wasnt born|was never born|had never been born|never been born)\b/,
    // Walking into the water, never to come back (Samaritans: talking about a method).
    /\b(walk|walking|swim|swimming|wade|wading|go|going|drive|driving|head|heading) (out )?(into|in|to|off into) (the )?(sea|ocean|river|lake|canal|water|woods|forest|hills|moors)\b[^.]*\b(not|never) (come|coming|be coming|to come) (back|home)\b(?! (till|until|for|before|after|on|at|this|next|tomorrow|tonight|today|in))/,
    /\b(walk|walking|wade|wading|swim|swimming) (out )?into the (sea|ocean|river|lake|canal|water) and (keep|keeping|just keep) (going|walking|swimming)\b/,
    // A farewell to everyone, then silence (Samaritans: warning signs).
    /\bsorry for everything\b[^.]*\b(goodbye|bye|farewell|love you all|take care of)\b/,
    /\b(goodbye|farewell)\b[^.]*\b(not|isnt|wont|hasnt been|stopped) (picking up|answering|replying|responding)\b/,
    /\b(no|cant see a|cant see any|cant find a|there is no|theres no) way out\b(?! of)/,
    // "no way out of this" said alone; "no way out of this debt" names what it is about.
    /\b(no|cant see a|cant see any|cant find a|there is no|theres no) way out of (this|it|here)$/,
    /\b(theres|there is|whats the) no point (anymore|any more)$/,
    /\b(i|he|she) (want|wants|wanna) to (go away|be gone|leave) (forever|for ever|for good|permanently)\b/,
    /\bleave this world\b/,
    // Driving off an edge or into the water (Samaritans: a plan).
    /\b(going to|gonna|will|ill|want to|wants to|wanna|thinking (of|about)|threatening to|threatened to|said (hes|shes|he is|she is|he was|she was|hed|shed|he would|she would|he will|she will)( going to)?) (drive|driving) (\w+ )?(off (the|a) (quay|pier|harbour|harbor|dock|docks|jetty|cliff|cliffs|bridge|edge|car park roof|multi storey)|over (the|a) (edge|cliff|cliffs|quay|side of the bridge)|into (the|a) (quay|harbour|harbor|quarry|river|sea|lake|canal|reservoir))\b(?! to (see|visit|get|pick|meet|go))/,
    // Asking God or fate to take one's life (Samaritans: talking about wanting to die).
    /\b(pray|prays|praying|prayed|hope|hoping|wish|wishing|begging|asking) (that )?(god|the lord|jesus|allah|he|someone|something|death|the angels) (will |would |to |might )?(take|takes|took|come for|comes for) me\b(?! (home from|to (the|church|hospital|school|work)))/,
    // A ligature tried on (NICE NG225: self-harm; Samaritans: a plan).
    /\b(put|puts|putting|tied|ties|tying|wrapped|wrapping|tightened|tightening|pulled|had|have|held) (a |the |my |his |her )?(belt|rope|cord|ligature|noose|cable|lead|dressing gown cord|shoelace|charger cable|scarf tight) (round|around) (my|his|her|their) (own )?neck\b/,
    /\b(dignitas|assisted dying|assisted suicide|euthanasia|exit international)\b[^.]*\b(cant afford|too expensive|myself|do it (here|at home|myself|anyway)|my own way)\b/,
    // A means weighed as a quick or easy way (Samaritans: researching methods).
    /^(?=.*\b(gas|oven|exhaust|pills|tablets|rope|bridge|train|trains|tracks|jump|jumping|river|sea|gun|knife|blade|overdose|motorway|cliff|insulin|car|drown|drowning|hanging|pills)\b).*\b(would|could|will|might|d) be (a |the )?(quick|quicker|quickest|easy|easier|easiest|painless|peaceful|simple|simplest|clean|cleanest) (way|way out|way to go|exit|end|option|method)\b(?! (to (get|travel|go|learn|lose|make|cook|heat|fix|save|do|clean|book|see|pay|reach|contact|warm|dry)|of (getting|travelling|cooking)|for (the|a|my|his|her)|there|home|into town|back))/,
    // One step and it would be over, at a train, a track or an edge.
    /^(?=.*\b(train|trains|tracks|platform|edge|bridge|roof|ledge|cliff|cliffs|balcony|window|road|traffic|motorway|lorry|lorries)\b)(?!.*\b(marathon|race|exam|walk|hike|course|project|shift|term|degree)\b).*\b(one|a single|just one|one more|one little) (step|jump|leap|move|push|second)\b[^.]*\b(itd|it would|itll|it will|it d|and (its|it is|everything))( all)? (be )?(over|done|finished)\b/,
    /\b(wish|wishes|wished|wishing|hope|hopes|hoping|pray|prays|praying) (that )?(i|he|she|they) (would|could|will|might) (just )?(die|not wake up|never wake up|not wake|never wake)\b(?!( up)? (early|so early|at|before|for|in the|until|till|on time|in time|to (an|the|my|his|her) alarm))/,
    /\b(pray|praying|prayed|hope|hoping|wish|wishing) (that )?(i|he|she) (dont|wont|do not|will not|never|doesnt) wake\b(?!( up)? (the|my|his|her|them|him|everyone|anyone|early|late|at|in time|before))/,
    // Looking at the means and how easy it would be; strangling or smothering oneself (Samaritans).
    /\b(pills|tablets|rope|knife|blade|bridge|tracks|gun|edge)\b[^.]*\b(how easy it would be|how easy it would|easy it would be|how quick it would be|how quick it would)\b/,
    /\b(strangle|strangled|strangling|suffocate|suffocated|suffocating|smother|smothered|smothering|choke|choked|choking|drown|drowned|drowning|gas|gassed|gassing) (my|him|her|them)sel(f|ves)\b(?! (with|in) (food|junk|sugar|work|paperwork|tears|coffee))/,
    /^(?!.*\b(view|swim|swimming|photo|walk|hike)\b).*\b(cliff|cliffs|edge|bridge|motorway|railway)\b[^.]*\b(going over|go over|drive over|driving over|driving off|drive off|(jumping|jump) (off|from))\b/,
    /\b(giving up|give up|given up|gave up) on (life|living|being alive)\b/,
    /\b(use|turn|point) (it|the gun|a gun|the knife|a knife) on (my|him|her)self\b/,
    // Putting affairs in order (Samaritans: warning signs): a will together with notes or letters.
    /\b(putting|put|sorting|sorted|getting) (my |his |her )?affairs in order\b/,
    /\b(sorted|made|written|wrote|updated|done|finished) (out )?(my|a) will\b[^.]*\b(letters?|notes?|tonight|goodbye)\b/,
    /\b(letters?|notes?)\b[^.]*\b(sorted|made|written|wrote|updated|done|finished) (out )?(my|a) will\b/,
    /\bwill\b[^.]*\b(and|with) (a |my |some )?(note|notes|letter|letters) (for|to) (my|his|her|the) (family|kids|children|wife|husband|mum|dad|parents|partner|loved ones)\b/,
    /\bhow (many|much) (\w+ )?(pills|tablets|paracetamol|sleeping pills|painkillers|insulin)\b[^.]*\b(it takes|would take|(would|does|will) it take$|to die|would kill|to kill|is fatal|is lethal|to overdose|to (not|never) wake( up)?)\b/,
    // The count before one does not wake or dies, said with more words between ("of my nan's sleeping tablets").
    /\bhow (many|much) (\w+ ){0,4}(pills|tablets|paracetamol|sleeping pills|sleeping tablets|painkillers|insulin|tabs|meds)\b[^.]*\bbefore (you|i|he|she|they|someone|a person) (just )?(dont|do not|never|wont|will not|stop|stops|die|dies)( wake| waking| breathing| breath\w*)?\b/,
    /\b(in case|if) (im|i am) not (here|around|alive) (tomorrow|anymore|any more|much longer|in the morning)\b/,
    /\b(wont|will not|might not|may not) be (here|around|alive) (tomorrow|much longer|for much longer|for long|anymore|any more)\b/,
    /\b(step|stepping|stepped|walk|walking|run|running|jump|jumping|throw|throwing|lie|lying|lay) (out )?(in front of|into) (a |the |oncoming )?(train|trains|bus|car|cars|lorry|truck|traffic)\b/,
    /\bfeel(s|ing)? like (a|such a) burden\b(?! (since|after|because of|with) (my|the|his|her|this) (\w+ )?(operation|surgery|op|stroke|fall|injury|hip|knee|illness|diagnosis|treatment|replacement)\b)/,
    /\bwant(s|ed)? to disappear\b(?! (under|into|in|to|for a|for the|on|off|somewhere))/,
    /\bwish(es|ed)? (i|he|she|they) (had never|hadnt|had not|was never|were never) been born\b/,
    /\bwish(es|ed)? (i|he|she|they) (was|were|had) never (been )?born\b|\bwish(es|ed)? (i|he|she|they) (wasnt|werent) (ever )?born\b/,
    /\bwish(es|ed)? (i|he|she|they) (wasnt|werent|was not|were not) (alive|here|around)\b/,
    /\b(hurting|harming|punishing) (my|him|her|them)sel(f|ves) to cope\b/,
    /\blife (is not|isnt|aint) worth (it|living)\b/,
    /\bcant (keep going|carry on|go on like this)\b/,
    // Wanting to be dead or gone, said plainly or half-said (Samaritans: warning signs).
    /\b(want|wants|wanted|wanna|wish|wishes|wished) (to )?(be dead|be gone|not be here|not be alive)\b(?! (by|before|from|for the|on|at|in the))/,
    /\b(might|may) as well be dead\b|\b(im|i am|feel like im|feel like i am|i feel like im) (just )?waiting to die\b/,
    /\b(want|wants|ready|readier|going) to let go (for good|forever|of (life|everything|it all))\b|\blet(ting)? go for good\b/,
    /\bcant be bothered (to live|living|being alive|with (life|living)|to be alive|to exist|existing)\b/,
    /\b(dont|do not) think i (will|can|ll|am going to|m going to|could) (make it|get|survive|last) (through|past|until|to) (the night|tonight|the week|the weekend|tomorrow|another day|morning)\b(?! (shift|shifts|out|duty|feeds?|without|at work))/,
    /\bcant (see|imagine|picture) (myself|me) (being )?(alive|still alive|surviving|making it to|around for much longer)\b/,
    /^(?!.*\b(funeral plan|funeral director|company|pre ?paid|prepay|insurance|costs?|will)\b).*\b(picture|picturing|imagine|imagining|dream about|dreaming about|planning) (my|my own) (funeral|death|grave)\b/,
    /^(?!.*\b(platform|waiting for (my|the|a) train|station|commute|trainspotting|model)\b).*\b(looking at|staring at|standing by|keep going to|keep walking to|thinking about)\b[^.]*\b(train tracks|railway (tracks|line)|the tracks)\b/,
    // Standing on the line and waiting for a train to come (Samaritans work with Network Rail on this sign).
    /^(?!.*\b(platform|station|stalled|broke down|broken down|barrier stuck)\b).*\b(on|onto|in the middle of) (the|a) (level crossing|railway crossing|railway line|railway tracks|train tracks|tracks|rails|line)\b[^.]*\bwait(ing|ed)? (for|to see if|until|till) (a|the) train\b/,
    /\b(googling|googled|searching|searched|looked up|looking up|researching|researched|reading up on)\b[^.]*\b(painless (way|ways|death)|ways to (die|go)|how to (die|kill (my|him|her)self|hang|overdose)(?! proof)|lethal dose|fatal dose|suicide methods?)\b/,
    /\b(left|leaving|wrote|found|written) (a|her|his|my) (note|letter)\b[^.]*\b(sorry\b(?! (she|he|i|they|we) (would|will|was|is|d|had)\b| for (the|eating|taking|being|breaking|missing))|goodbye|forgive (me|him|her)|love you all|look after (the kids|everyone|mum|dad|the children))/,
    /\b(bought|buying|got|collected|saved|saving|stocked up on)\b[^.]*\b(paracetamol|pills|tablets|painkillers)\b[^.]*\b(not (for|to use (it|them) for) (pain|headaches?)|not planning to use (it|them) for (pain|headaches?)|for when im ready)\b/,
    /\b(ive|i have) (made|got) a plan to (end|die|do it|kill)\b/,
    /\b(whats|what is) the point (of (anything|living|life|going on|it all)|(anymore|any more)\b(?! (of|in)\b))/,
    /\b(whats|what is|is there any|theres no|there is no) (the )?point (of|in) (me|my) (being here|being alive|existing|living|carrying on|going on|staying|being around)\b(?! (if|when|for|today|then|on|with|while|until))/,
    /\bdone with (life|living|everything|it all)\b/,
    /\bend my suffering\b/,
    /\b(cant|can not|dont think i can|not able to|unable to) keep (myself|himself|herself) safe\b/,
    /\bnot safe (from|with) (myself|me)\b/,
    /\b(tired|sick|weary) of (living|life|being alive|existing)\b/,
    /\bno future (for me|for myself|left)\b/,
    /\b(ive|i have) had enough( now| of everything| of life| of it all)?$/,
    /\b(had|have had) enough of (being alive|living|life|existing|this life|my life|everything and everyone)\b(?! (with|in|at|on|here|like))/,
    /\b(would|will|d|might) be better (off )?without (me|him|her|them)\b/,
    /\bbetter off without (him|her|them)\b/,
    /\b(the|a) rope (ready|tied|in the (garage|shed|loft|attic|woods))\b/,
    /\bnoose\b/,
    /\b(want|wish|hope|wanted) (to )?(not|never) (to )?wake( up)?\b/,
    /\b(think|thinking|thought|thoughts|dream|dreaming|pray|praying|fantasi[sz]e|fantasi[sz]ing) (about|of) (just )?(not|never) waking\b(?!( up)? (from|after|during|under|in)\b)/,
    /\b(pills|tablets|meds|medication)\b[^.]*\b(thinking about it|thinking of doing it|going to do it|ready to do it)\b/,
    /\bend (myself|himself|herself|themselves)\b/,
    /\b(on|at) (the|a) (bridge|roof|edge|cliff|ledge)\b[^.]*\b(jump|jumping)\b/,
    /\bbetter without me\b/,
    /\b(everything|life|my life) (feels|is|seems) (so )?(pointless|meaningless)\b/,
    /\b(death|dying|suicide|ending it|killing myself) (is|seems|feels like) (the )?(only|best|easiest) (way out|option|answer|solution|choice|way)\b/,
    /\b(cant|dont|do not|cannot|can not) see (a|any) (reason|point) (to|for|in) (be alive|being alive|live|living|go on|going on|stay alive|staying alive|exist|existing)\b|\bno reason to be alive\b/,
    /\b(pills|tablets|rope|gun|knife|bridge|blade)\b[^.]*\b(this is it|its time(?! (for|to))|this is the end|im ready(?! (for|to)))\b/,
    /^(?!.*\b(homework|physics|school|project|trip|holiday|visit|tour|course)\b).*\b(looked up|looking up|googled|checked|found out|researched|researching) how (high|tall|deep|far down|far|long a drop)\b[^.]*\b(bridge|building|cliff|drop|car park|multi storey|tower block|balcony|roof|fall)\b/,
    /\b(i|he|she|they) (just )?(want|wants|wanted) out\b(?! of)/,
    // Pills taken, then a goodbye (Samaritans: warning signs).
    /\b(took|taken|swallowed|had|downed)\b[^.]*\b(pills|tablets|meds)\b[^.]*\b(said goodbye|saying goodbye|goodbye|sorry for everything)\b(?! to (my|the|our|his|her) (visitors|guests|carer|carers|nurse|nurses|neighbours|colleagues|friends at|kids at))/,
    /\b(took|take|taking|put|held|holding) a (knife|blade|razor) to (my|his|her) (wrists?|arms?|throat|skin)\b/,
    /\b(sleep|go to sleep|fall asleep) (forever|for ever)\b/,
    /\bmak(e|es|ing) (my|him|her|them)sel(f|ves) (bleed|bruise)\b/,
    /\b(nobody|no one|noone) (would|will|is going to|gonna|d) (even )?(notice|care|miss me|clock it|realise|realize|bat an eyelid)\b(?! (about|for|if i (miss|skip|cancel)))(?! if (i|he|she|they) (?!(was|were|wasnt|werent|am|is|died|disappeared|vanished|left|killed|went missing|stopped (being|existing|living))\b))/,
    /\b(who|would anyone|would anybody|does anyone|does anybody) (would )?(even )?(care|notice|miss me)\b(?! (for|about|of|after))[^.]*\b((if|when) i (was|were|am) (gone|dead|not here|not around|no longer here)|(if|when) i (died|disappeared|killed myself))\b/,
    /\b(drive|driving|jump|jumping|walk|walking) off (a|the) (cliff|bridge|roof|building|edge)\b/,
    /\b(is there|whats the|what is the) (any )?point (in|of) (living|life|going on|carrying on|being alive|being here)\b/,
    /\b(end|ending) (things|everything)\b/,
    /\b(cant|dont|doesnt|do not|does not|cannot) see (the|any) point (in|of) (living|going on|life|carrying on|anything|being here)\b/,
    /\bkms\b/,
    // "I will kill me": the reflexive as a second language says it.
    /\bi (will|wil|want|wanna|go|going to|am going to|gonna|must|should|need to|think to|thinking to) (to )?kill me\b(?! (if|when|unless))/,
    /\b(my )?life (has|have|had) no (meaning|point|purpose)( anymore| any more| now)?$/,
    // Falling asleep and not waking, supposed as a relief or a wish (Samaritans: warning signs).
    /\bif (i|he|she) (just |could just |could )?(went|go|fell|fall|goes|falls) to sleep and (didnt|did not|never|wouldnt|would not|doesnt|does not) (wake|woke)( up)?\b/,
    /\bunalive\b/,
    // Posting or talking about wanting to die (Samaritans: talking about wanting to die).
    /\b(posting|posts|posted|talking|talks|talked|writing|writes|wrote|texting|texts|searching|going on|goes on) (\w+ )?(about|things about|stuff about) (wanting to die|want to die|wanting to be dead|killing (him|her|my|them)sel(f|ves)|ending (it all|his life|her life|my life|their life)|not wanting to (live|be alive|be here))\b(?![^.]*\b(joke|jokes|joking|trend|meme|lyrics|song|game)\b)/,
    /\b(wanna|gonna) (die|end it|kill myself|end my life)\b/,
    /\b(would|id|i would) rather (be dead|be six feet under|be in the ground|be in my grave|be in a box|die|not be alive|not be here|not exist)\b(?<!rather die)|\b(would|id|i would) rather die\b(?! than)/,
    // Death preferred to going on living as now (second-language "prefer to die than to live").
    /\b(prefer|prefers|preferred|rather) (to )?(die|be dead) than (to )?(live|living|go on|going on|carry on|continue|keep living|keep going|be alive|exist)\b/,
    /\b(i|he|she) (prefer|prefers|would prefer) (to )?(die|be dead)$/,
    /\b(thought|thinking|think|thoughts|want|wanted|urge|imagine|imagining|picture|picturing|fantasi[sz]e|fantasi[sz]ing) (about |of |to )?(driving|drive|crashing|crash|steering|steer|swerving|swerve) (my |the )?(car )?(into|off|in front of) (a |the |an |some )?(trees?|walls?|lorry|lorries|trucks?|bus|buses|bridges?|river|sea|lake|barriers?|oncoming|traffic|cliffs?|pillars?|posts?|ditch|motorway|road|cars|car|trains?|edge|vans?|lampposts?)\b/,
    /\b(want|wanted|wanna|going to|gonna|urge to|thinking (about|of)|thought (about|of)) (to )?(crash|crashing|wrap|wrapping) (my|the) car\b/,
  ],
  [
    // Laughing hard ("killing themselves laughing") is an idiom.
    /\bkill(ing|ed|s)? (my|him|her|them)sel(f|ves) (laughing|with laughter|with laughing)\b/,
    /\bend(ing)? (it|things|it all|everything) with (him|her|them|(my|the|this) (?!(pills|tablets|meds|medication|rope|gun|knife|blade|razor|car|belt|cord)\b)\w+)\b/,
    // A burden on a service is a worry about using it, not about living.
    /\bburden (on|to) (the )?(nhs|system|services?|doctors?|practice|gp|surgery|staff|nurses|hospital|taxpayers?|a&e)\b/,
    // Not coping with a pain or a condition is a reason to be seen, not a crisis.
    /\bcant (go on|carry on|keep going) like this (with|because of) (my|the|this|these|his|her|all (the|these)) (?!(life|everything|myself|it all|living|being alive)\b)\w+/,
    // Moving away for good is a move ("go away for good to Spain").
    /\b(go away|leave|be gone|move away) (forever|for ever|for good|permanently) (to|and live|abroad|overseas|on holiday|travelling)\b/,
    // Jumping off furniture or play things, a cut while trimming nails or cooking, a week's tablets set out.
    /\b(jump|jumping|jumped|jumps) (off|from) (the|a|his|her|my) (sofa|couch|bed|chair|table|stairs|step|steps|wall|trampoline|slide|swing|climbing frame|diving board|boat|bike|horse)\b/,
    /^.*\b(toe ?nails?|finger ?nails?|shaving|chopping|slicing|peeling|cooking|carving|whittling|gardening)\b.*\bcut (my|him|her|them)sel(f|ves)\b.*$/,
    /^.*\b(dosette|pill organi[sz]er|pill ?box|for the week|for my (trip|holiday))\b.*$/,
    // Jumping off a bridge or the rocks into water together, for fun or on holiday, is a pastime.
    /^(?=.*\b(holiday|tombstoning|for fun|a dare|with (my )?(friends|mates)|we|were|us|is it safe|swim|swimming)\b).*\bjump(ing|ed|s)? (off|from) (the|a) (bridge|pier|rocks?|harbou?r wall|jetty|cliff)\b.*\binto (the )?(lake|river|sea|water|pool|harbou?r)\b.*$/,
    // A pain's hyperbole laughed off ("toothache so bad i want to die lol"); without the laugh it stays a crisis.
    /^.*\b(toothache|headache|migraine|hangover|cramps|ache|pain|itch|itching|itchy|sunburn)\b[^.]*\bso (bad|much|badly)\b[^.]*\b(want|wanna|could) (to )?die\b.*\b(lol|lmao|haha|hahaha|xd|jk|rofl)\b.*$/,
    // Talk about suicide prevention is not a crisis.
    /\bsuicide (prevention|awareness|training|helpline|hotline|statistics|rates?|research|course)\b/,
    /\b(book|film|movie|documentary|article|essay|dissertation|thesis|project|podcast|play|novel|song|lecture|talk|module|story|research) (about|on) suicide\b/,
    // An injury told with how it happened ("hurt myself playing football", "cut myself shaving",
    // "burnt myself on the oven door") is an accident, not self-harm.
    /\b(accidentally|by accident) (cut|hurt|burnt|burned|burn|injured) (my|him|her|them)sel(f|ves)\b/,
    /\b(cut|hurt|burn|burnt|burned|injured|scratched|hit|banged|bit) (my|him|her|them)sel(f|ves)( \w+)? (shaving|cooking|playing|falling|fell|slipped|tripped|while|when|doing|lifting|gardening|running|training|skiing|at (work|the gym|football|school|home)|on (a|the|some|an)|by accident|accidentally)\b/,
  ],
);
