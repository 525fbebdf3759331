/**
 * The safety net of the emergency reading (issue 21 point 4, "safe when unsure"): danger signs
 * from NHS "When to call 999" that say someone is in danger now without saying which emergency
 * it is ("I think he's dying", "hit by a car and lying in the road", "she's gone a horrible colour
 * and her breathing is weird"). A strong sign alone is enough; weaker ones count two together.
 * The situations (situations.ts) read them only when no specific situation fits, after the
 * clauses' history, questions, negation and resolved versions are set aside (matcher.ts).
 */
import type { Concept } from './concepts';
import type { ConceptMatcher } from './matcher';

const concept = (id: string, patterns: readonly RegExp[], except?: readonly RegExp[]): Concept => ({ id, patterns, except });

/** People the message may be about, for readings that need a person rather than a phone or a plant. */
const PERSON =
  '(?:he|she|they|hes|shes|theyre|im|i am|he is|she is|they are|my (?:\\w+ )?(?:mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|husband|wife|partner|son|daughter|brother|sister|friend|mate|neighbour|neighbor|uncle|aunt|auntie|flatmate|roommate|boyfriend|girlfriend|baby|child|kid|toddler|boy|girl|colleague|patient|man|woman|guy))';

/** Someone said to be dying now, by the one who watches ("I think he's dying"), not an idiom or a long illness. */
export const DYING_NOW = concept(
  'dying-now',
  [
    new RegExp(
      `\\b(i think|think|scared|afraid|worried|terrified|pretty sure|i believe|convinced|looks like|feels like|i feel like|feel like) (that )?${PERSON}('?s)? (is |are |am |s )?(dying|going to die|gonna die|about to die|slipping away|not going to make it)\\b`,
    ),
    new RegExp(`\\b${PERSON} (is |are |s )?dying (right now|in front of me|here|on me)\\b`),
    /\b(please )?(dont|do not) let (him|her|them|my \w+) die\b/,
  ],
  [
    /\b(die|dying|died) (of|from|with) (boredom|laughter|laughing|embarrassment|shame|cringe|thirst|hunger|curiosity|the heat|heat|this (cold|flu|hangover)|a (cold|hangover)|man flu|jealousy|envy)\b/,
    /\bdying (to|for)\b/,
    /\bdying inside\b/,
    /^.*\b(hospice|palliative|terminal|terminally|end of life|weeks to live|days to live|months to live|saying goodbye|grief|grieving|care home|nursing home|hospital|panic|panicky|anxiety|anxious|hangover|hungover|flu|(a|the|this|my|his|her) cold|is this normal|every time|whenever|when i (have|get)|cancer|tumou?r|icu|intensive care|ward|dementia|peaceful\w*|comfortable|old age|lol|lmao|haha|phone|battery|plant|plants|car|laptop|game|character)\b.*$/,
  ],
);

/** Hardly conscious or going in and out (NHS: When to call 999, "not alert"). */
export const BARELY_CONSCIOUS = concept('barely-conscious', [
  /\b(barely|hardly|semi|half|only just) (conscious|responsive|responding|rousable|with us)\b/,
  /\b(in and out of|drifting in and out of|slipping in and out of|going in and out of) (consciousness|it)\b/,
  // Only a groan in answer (NHS: When to call 999, not alert; AVPU "voice").
  /\bonly (groans|moans|grunts|mumbles|murmurs|makes (a )?noise) (when|if)\b|\b(just|only) (groaning|moaning|grunting|mumbling) (and|but) (not|cant|wont|isnt)\b/,
  /\bkeeps (passing|blacking|zoning) out\b/,
  /\b(cant|cannot|unable to) stay (conscious|awake)\b/,
  /\b(eyes|eye) (have |had |are |keep |keeps )?(rolled|rolling|rolls|went|gone|going) (back|up)( in (his|her|their) head)?\b[^.]*\b(limp|floppy|went down|collapsed|fell|dropped|stiff|shaking|jerking|twitching|fitting|not responding|unresponsive|wont respond|blank)\b/,
  /\b(limp|floppy|went down|collapsed|fell|dropped|stiff|shaking|jerking|twitching|fitting)\b[^.]*\b(eyes|eye) (have |had |are |keep |keeps )?(rolled|rolling|rolls|went|gone|going) (back|up)\b/,
]);

/** Help for now already asked for or on its way ("waiting for the ambulance", "should I call 999?"). */
export const HELP_CALLED = concept(
  'help-called',
  [
    /\b(ambulance|paramedics?|ems|the medics) (is |are )?(on (its|their|the) way|coming|here|en route)\b/,
    /\bwaiting for (the|an) (ambulance|paramedics?)\b/,
    /\b(on the phone (to|with)|called|rang|ringing|calling|phoned|phoning|dialled|dialed|dialing|dialling) (999|911|112|000|an ambulance|the ambulance|for an ambulance|emergency services)\b/,
    /\b(should|do|shall|must) (i|we) (call|ring|phone|dial) (999|911|112|000|an ambulance|for an ambulance|emergency services)\b/,
    /\b(send|get me|need) (an|a) ambulance\b/,
    /\bthe (999|911|112) (operator|call handler|dispatcher|lady|man|person)\b/,
  ],
  [
    /^.*\b(if|in case|when should|rather than|or 111|instead of|vs|versus|difference|last time|waiting times?|response times?|took (hours|ages)|complain\w*|cost|bill|charge|fee|abroad|number for|what number|how long|training|course|drill|job|work as|shift|appointment|clinic|dialysis|transport|outpatients?)\b.*$/,
  ],
);

/**
 * A serious injury from what happened (NHS: When to call 999, "major trauma, such as after a
 * serious road traffic accident, a stabbing, a shooting, a fall from height"), read with a sign
 * that the person is hurt now (MAJOR_TRAUMA_SIGN).
 */
export const MAJOR_TRAUMA = concept(
  'major-trauma',
  [
    /\b(hit|knocked (down|over|off)|run over|ran over|struck|mowed down) by (a|an|the|some) (\w+ )?(car|van|bus|lorry|truck|train|tram|motorbike|motorcycle|vehicle|taxi|cab|suv|pickup)\b/,
    /\b(car|van|motorbike|motorcycle|bike|road|traffic|train) (crash|accident|wreck|collision|smash|pile up)\b/,
    /\b(crashed|wrecked|rolled|flipped) (his|her|their|my|the) (car|van|motorbike|motorcycle|truck)\b/,
    /\b(fell|fallen|falling|jumped|came down|dropped|tumbled) (off|from|out of|down) (a |the |his |her |their |our )?(roof|balcony|ladder|scaffold\w*|cliff|window|bridge|tree|wall|horse|stairs|staircase|loft|building|(\d+|two|three|four|five|six|ten|twenty) (floors?|storeys?|stories|metres|meters|feet|ft|m))\b/,
    /\b(electrocuted|shock from the mains|struck by lightning)\b|(?<!\blike (an |a )?)\belectric shocks?\b(?! ?(like )?(pains?|feelings?|sensations?|type|jolts?|twinges?|shooting))/,
    /\b(nearly|almost|half) drown(ed|ing)\b|\bpulled (him|her|them|my \w+) (out of|from) the (water|pool|river|sea|lake|canal|bath)\b/,
    // The same told in the passive ("he has been pulled from the sea", "she was pulled out of the pool").
    /\b(been|was|were|got|just) (pulled|dragged|fished) (out of|from) the (water|pool|river|sea|lake|canal|bath|pond)\b/,
    // In the water too long (NHS: Drowning; anyone pulled from the water goes to A&E).
    /\b(fell|fallen|slipped|went) (through the ice|in(to)? (the |a )?(river|lake|sea|pool|canal|pond|water|harbour|quarry))\b|\b(was|went|been|stayed|stuck) under (the )?water (for|too long)\b/,
    /\b(crushed|trapped|pinned) (under|by|beneath) (a|an|the) \w+\b/,
    // A fall of a height told without "from" ("fell two storeys"), or in the present ("my son fall from the balcony").
    /\b(fell|fallen|fall|falls|dropped|plunged) (about |over |nearly )?(\d+|two|three|four|five|six|ten|twenty) (floors?|storeys?|stories|metres|meters|feet|ft)\b/,
    /\b(fall|falls) (off|from|out of) (a |the |his |her |their |our )?(roof|balcony|scaffold\w*|cliff|window|bridge|building)\b/,
    // Someone pulled from the water, in more words (NHS: Drowning; anyone pulled from the water goes to A&E).
    /\bpulled (him |her |them |my (\w+ ){1,3}|a (\w+ )?(boy|girl|man|woman|child|kid|toddler|baby|swimmer|lad|person|bloke|guy) |the (\w+ )?(boy|girl|man|woman|child|kid|toddler|baby|swimmer|lad|person|bloke|guy) )(out of|from) the (deep end|shallow end|(paddling |swimming )?pool|water|river|sea|lake|canal|bath|pond|surf|waves)\b/,
    /\b(found|was|lying|floating) face down in (the|a) (paddling pool|pool|pond|bath|water|river|sea|lake|canal|stream)\b/,
    // Dumped by a wave: a blow to the neck in shallow water (RNLI; NHS: When to call 999, neck injury).
    /\b(dumped|smashed|slammed|thrown|tumbled|knocked (over|down)|pounded|wiped out) by (a|the) (big |huge |massive )?(wave|breaker)s?\b/,
    // A high-voltage shock (NHS: Electric shock, call 999 for high voltage).
    /\bhigh voltage\b|\b(shocked|a shock|an electric shock) (by|from|off) (a|the) (\w+ )?(cable|wire|mains|socket|power line|pylon|substation|fence|rail)\b/,
  ],
  [
    /\b(feel|feels|felt|feeling|look|looks) (like|as if) (ive|i have|i|hes|shes|he|she|i was|i got|been)? ?(been |was |had been )?(hit|run over|knocked down|struck|crushed)\b/,
    // A vehicle hit, not a person ("my friend's car got hit by a bus").
    /^.*\b(car|van|truck|bike|vehicle|bus|lorry|bumper|wing mirror) (was |got |has been |had been )?(hit|struck|rear ended|run into|crashed into)\b.*$/,
    // An animal's injury is for a vet.
    /^.*\b(my|our|the) (dog|cat|puppy|kitten|pet|rabbit|horse|pony|hamster)\b.*$/,
    // Its aftermath told days on ("nightmares since the car crash", "whiplash from the accident").
    /^.*\b(since|from|after) (the|my|his|her|a|our|that) (\w+ )?(crash|accident|collision|fall|wreck)\b.*$/,
    /^.*\b(yesterday|days ago|weeks ago|last (week|month|year)|whiplash|insurance|claim|compensation|physio|flashbacks?|nightmares?|ptsd|anxiety|anxious|nervous|scared to drive|court|police report)\b.*$/,
  ],
);
/** A venomous bite (NHS: Snake bites, call 999), or a fall from a height (NHS: When to call 999, major trauma): alone enough. */
export const BITE_OR_HIGH_FALL = concept(
  'bite-or-high-fall',
  [
    /\b(bitten|bit|stung) by (a|an|the) (\w+ )?(snake|adder|viper|rattlesnake|copperhead|cottonmouth|scorpion|black widow|redback|funnel web|stonefish|box jellyfish)\b/,
    /\b(snake|adder|viper|rattlesnake) (bit|has bitten|bite)\b/,
    /\b(fell|fallen|falling|jumped|came down|dropped|tumbled) (off|from|out of|down) (a |the |his |her |their |our )?(\w+ ){0,2}(roof|balcony|scaffold\w*|cliff|window|bridge|building|(\d+|two|three|four|five|six|ten|twenty) (floors?|storeys?|stories|metres|meters|feet|ft|m))\b/,
  ],
  [
    /^.*\b(harmless|corn snake|grass snake|non venomous|not venomous|pet snake|my snake|zoo|vet|dog|cat|puppy|kitten|pet|horse|toy|bed|sofa|couch|chair)\b.*$/,
  ],
);

/**
 * Harm shown after a serious injury: down, not moving, bleeding, hard to rouse or breathing
 * badly. An arm that hurts or a child crying after a fall down the stairs is not enough.
 */
const MAJOR_TRAUMA_SIGN =
  /\b(cant (feel|move|get up|stand|walk|breathe)|not moving|isnt moving|wont move|lying|lay|moaning|groaning|screaming|bleeding|unconscious|knocked out|not responding|broken|snapped|neck|spine|coughing|breathing|confused|dazed|burn|burnt|burned|pale|awake|freezing|shivering|vomiting|sleepy|drowsy|swallowed|strangely|agony|deformed|wrong shape|numb|going numb)\b/;

/** A serious injury told as minor or without harm ("got hit by a car but walked away"), or a vehicle hit, not a person. */
const UNHURT =
  /\b(fine|ok|okay|alright|all right|walked (away|off|home)|got (straight )?up|not hurt|unhurt|(nobody|no one|noone) (was |got )?(hurt|injured)|no injur\w*|minor|scratch|scratches|graze|grazed|bruise|bruised|checked (him|her|me) over|(car|van|bike|vehicle|bumper|wing mirror) (was|got) (hit|struck|run over))\b/;

/** A person told as just hurt, in the present perfect ("my dad has been hit by a car", "she's just been knocked off her bike"). */
const JUST_HURT =
  /\b(has|have|hes|shes|theyve|ive|weve) (just )?been (hit|knocked (down|over|off)|run over|struck|mowed down|crushed|trapped|pinned|electrocuted|pulled (out|from))\b/;

/** The worst pain ever felt, come on suddenly (NHS: When to call 999, "sudden, severe pain"). */
export const WORST_PAIN = concept(
  'worst-pain',
  [
    /\b(worst|most (severe|intense|horrendous|horrible|awful|excruciating|unbearable)) (\w+ )?(pain|agony)( (i|he|she|they) (have|has|had|ve|s|ive) (ever )?(felt|had|known|experienced)| (ive|hes|shes|i have|he has|she has) ever (felt|had|known)| of (my|his|her|their) life| ever)\b/,
    /\bpain (is |of |at )?(a )?(10|ten|11|eleven) out of (10|ten)\b/,
    /\b(screaming|writhing|rolling around|howling) (in|with|from) (pain|agony)\b/,
  ],
  [
    /^.*\b(period|periods|cramps|tooth|toothache|teeth|stubbed|tattoo|labour|labor|childbirth|birth|gout|kidney stones? (before|last))\b.*$/,
  ],
);
const SUDDEN_OR_SHOCKED =
  /\b(sudden|suddenly|came on|out of nowhere|all of a sudden|just started|tearing|ripping|sweating|sweaty|clammy|pale|grey|gray|ashen|faint|fainted|collapsed|cant (move|stand|breathe)|vomiting|being sick|throwing up)\b/;

/** A limb suddenly cold, white and numb: its blood supply cut off (NICE CKS: Peripheral arterial disease, acute limb ischaemia). */
export const COLD_DEAD_LIMB = concept(
  'cold-dead-limb',
  [
    /\b(leg|foot|arm|hand)\b[^.]*\b(ice cold|stone cold|freezing cold|cold)\b[^.]*\b(white|pale|blue|grey|gray|mottled|marble)\b[^.]*\b(cant feel|numb|no feeling|cant move|dead|agony|pain)\b/,
    /\b(leg|foot|arm|hand)\b[^.]*\b(white|pale|blue|grey|gray|mottled)\b[^.]*\b(ice cold|stone cold|freezing cold|cold)\b[^.]*\b(cant feel|numb|no feeling|cant move|dead|agony|pain)\b/,
    /\b(leg|foot|arm|hand)\b[^.]*\b(ice cold|stone cold|cold|white|pale)\b[^.]*\b(no pulse|cant feel a pulse)\b/,
  ],
  [/^.*\b(fingers?|toes?|raynauds?|winter|snow|outside|in the cold|slept on|sleeping on|sat on|sitting on|cross legged|always)\b.*$/],
);

// ---- weaker signs, two of which together are an emergency ----

/** Breathing that sounds or looks wrong, in lay words (NHS: When to call 999, "breathing difficulty"). */
export const ODD_BREATHING = concept(
  'odd-breathing',
  [
    /\b(not|isnt|is not|arent) breathing (properly|right|normally)\b(?! (through|thru|out of|with) (my|his|her|the|their) nose)/,
    /\b(breathing|breath|breaths|breathin) (is |are |sounds |sound |looks |look |seems |has gone |went |has been )?(really |very |so |all |a bit |kind of |kinda )?(weird|funny|strange|odd|wrong|not right|off|irregular|shallow|rattly|rattling|noisy|gurgly|gurgling|laboured|labored|ragged|slow|slowing|funny)\b/,
    /\b(rattling|rattly|gurgling|gurgly|snoring|bubbling) (noise|noises|sound|sounds|breath|breaths|breathing)\b/,
    /\bdeath rattle\b/,
    /\b(panting|gasping|wheezing) (and|but) (cant|wont|not)\b/,
  ],
  [/^.*\b(snores?|snoring) (every night|at night|always|loudly)\b.*$/],
);

/** A colour that frightens ("gone a horrible colour", "white as a sheet", "ashen"): NHS 999, pale, grey or blue. */
export const FRIGHTENING_COLOUR = concept(
  'frightening-colour',
  [
    /\b(gone|turned|going|turning|went|is|looks|look|a) (a )?(really |very )?(horrible|funny|strange|weird|awful|odd|bad|terrible|scary|nasty|horrid) (colour|color|shade|grey|gray|white)\b/,
    /\b(white|pale) as a (sheet|ghost)\b|\b(ashen|deathly pale|grey|gray|waxy)\b/,
    /\b(mottled|blotchy)\b/,
    /\b(gone|turned|went|going|turning) (really |very |deathly |all |as )?(white|pale)\b/,
  ],
  [
    // The colour of a thing, not of the skin ("his hair has gone grey", "grey hair", "the sky went a funny colour").
    /\b(hair|beard|sky|walls?|paint|carpet|car|clouds?|weather)\b[^,.]*?\b(grey|gray|white|colour|color|shade)\b/,
    /\b(grey|gray|white) (hair|hairs|haired|beard|roots|streaks)\b/,
    /\b(hair|beard|sky|walls?|paint|carpet|car|clouds?|weather)\b/,
    // Fingers or toes going white in the cold (NHS: Raynaud's), not the face.
    /^.*\b(fingers?|toes?|fingertips|nails|knuckles|raynauds?)\b.*$/,
  ],
);

/** Awareness going (NHS: When to call 999, "not alert", "confused"). */
export const DROWSY_OR_LIMP = concept('drowsy-or-limp', [
  /\b(floppy|limp|lifeless|unusually sleepy|very drowsy|really drowsy|so drowsy|out of it|not with it|glassy eyed|eyes glazed|staring blankly|not himself at all|not herself at all)\b/,
  /\b(wont|will not|cant|doesnt|isnt|not) (open|opening) (his|her|their|my) eyes\b/,
  /\b(cant|can not|unable to) (feel|move) (his|her|their|my) (legs|arms|body)\b/,
  /\bnot (really|fully|properly) (awake|conscious|with it)\b/,
  /\bconfused(?! (about|by|with|as to|on|over|which|what|how|whether|by))\b/,
  /\b(barely|hardly|only just) awake\b(?! (in the|first thing|before|until|after (his|her|my) (coffee|tea)))/,
]);

/** Breathing nearly gone or stopping (NHS: When to call 999, "not breathing"; Resuscitation Council UK). */
export const NEARLY_NO_BREATH = concept(
  'nearly-no-breath',
  [
    /\b(barely|hardly|only just|scarcely) breathing\b/,
    /\bbreathing (has )?(almost |nearly |practically )stopped\b/,
    /\bbreathing (is |has gone |got )?(very|really|so|dangerously|extremely|super) (slow|slowly|shallow|shallowly)\b/,
    /\b(keeps|keep) (stopping|forgetting to) breath(e|ing)?\b/,
    /\b(long|big) (gaps|pauses) between (his|her|their|the) breaths\b/,
    /\b(long|big) (gaps|pauses|stops) in (his |her |their |the )?breathing\b/,
  ],
  // Pauses in sleep are for a GP (NHS: Sleep apnoea), not an ambulance.
  [/^.*\b(sleep|sleeping|asleep|snor\w*|apnoea|apnea|at night)\b.*$/],
);

/** Hard to wake or keeping awake (NHS: When to call 999, "difficult to wake"); not a teenager in the morning. */
export const HARD_TO_WAKE = concept(
  'hard-to-wake',
  [
    /\b(really |very |so )?(hard|difficult|impossible) to (wake|rouse|keep awake)\b/,
    /\bcant keep (him|her|them) awake\b|\bkeeps (nodding|drifting|dropping) off (mid|while|when|in the middle)\b/,
  ],
  [/^.*\b(morning|mornings|school|teen|teenager|teenage|always|every (day|night|morning)|lazy|weekend|lie in|alarm)\b.*$/],
);

/** Birth going wrong before help is there (NHS: Umbilical cord prolapse; giving birth unexpectedly, call 999). */
export const BIRTH_EMERGENCY = concept('birth-emergency', [
  /\b(umbilical )?cord (is )?(hanging|coming|sticking|poking|come|came) (out|down|through)\b/,
  // The cord felt or seen after the waters break (NHS: Umbilical cord prolapse, call 999).
  /^(?=.*\b(waters|pregnan\w*|labour|labor|contractions)\b).*\b(feel|see|felt|saw|touch|touching)\b( \w+){0,2} (the )?(umbilical )?cord\b/,
  /\b(the )?babys? (head|feet|foot|bottom|bum) (is |are )?(coming|crowning)\b/,
  /\b(babys|baby is|the babys|the baby is) (head|feet|foot|bottom|bum|arm|leg) (is )?(out|coming out|showing|crowning)\b|\bbaby is (coming|crowning) (now|right now|and)\b/,
  /\b(giving|gave) birth (in the (car|bathroom|toilet|house|hall)|at home and|on the floor)\b/,
]);

/**
 * A sudden, severe pain that disables (NHS: When to call 999, "sudden, severe pain"): come on
 * suddenly, called terrible or worse, and too bad to walk or stand, or with sickness or a faint.
 */
export const SUDDEN_DISABLING_PAIN = concept(
  'sudden-disabling-pain',
  [
    /\b(sudden|suddenly|out of nowhere|all of a sudden)\b[^.]*\b(terrible|agonising|agonizing|excruciating|unbearable|horrendous|awful|severe|crippling|horrific|worst|tearing|ripping)\b[^.]*\bpain\b[^.]*\b(cant (walk|stand|move|get up|straighten)|doubled (up|over)|screaming|vomiting|being sick|throwing up|fainted|collapsed|passed out|pale|grey|gray|clammy|sweating)\b/,
    // A tearing pain through to the back (NHS: Aortic dissection, call 999).
    /\b(tearing|ripping)\b[^.]*\bpain\b[^.]*\b(through|into|to|in) (his|her|my|the) back\b|\bpain\b[^.]*\b(tearing|ripping) (through|into) (his|her|my|the) back\b/,
  ],
  [/^.*\b(lifted|lifting|bent down|bending|twisted|sneezed|gym|workout|period|cramp|cramps|toe|tooth|teeth|gout|stubbed|tattoo)\b.*$/],
);

/** A part of the body cut or torn off (NHS: When to call 999, major trauma; amputation). */
export const PART_OFF = concept(
  'part-off',
  [
    /\b(finger|fingers|thumb|thumbs|toe|toes|hand|foot|ear|arm|leg)\b( \w+){0,2} (is |are |has |have |been |got )?(hanging off|cut off|chopped off|sliced off|severed|came off|ripped off|torn off|amputated|hanging by (a thread|the skin))\b/,
    /\b(cut|chopped|sliced|ripped|tore|torn|severed) (off )?(his|her|my|their) (finger|fingers|thumb|toe|toes|hand|foot|ear) (off|clean off)\b/,
  ],
  [/^.*\b(tip|nail|fingernail|toenail|skin|doll|toy|lego|figure|statue|glove)\b.*$/],
);

/**
 * Smoke or fumes breathed in at a fire (NHS: Burns and scalds, go to A&E if someone has breathed in
 * smoke or fumes): the airway can swell hours later. Not a cigarette, a barbecue or burnt toast.
 */
export const SMOKE_INHALED = concept(
  'smoke-inhaled',
  [
    /^(?=.*\b(fire|fires|blaze|flames|on fire|burning (house|building|flat|car|room))\b).*\b(breathed|breathing|breathes|inhaled|inhaling|swallowed|swallowing|took|taken|sucked|got) (in )?(a lot of |loads of |lots of |so much |too much |thick |black |heavy |a load of |tons of )?(smoke|fumes)\b/,
    /\bsmoke inhalation\b/,
  ],
  [
    /^.*\b(cigarettes?|cigars?|smoker|smoking|vape|vaping|weed|spliff|joint|shisha|hookah|bbq|barbecue|bonfire night|campfire|candles?|incense|toast|fire drill|years ago|last (year|month|week)|film|game)\b.*$/,
  ],
);

const STRONG = [
  SMOKE_INHALED,
  PART_OFF,
  BITE_OR_HIGH_FALL,
  DYING_NOW,
  BARELY_CONSCIOUS,
  COLD_DEAD_LIMB,
  NEARLY_NO_BREATH,
  HARD_TO_WAKE,
  BIRTH_EMERGENCY,
  SUDDEN_DISABLING_PAIN,
];

/** A cold sweat or a sudden slump (NHS: When to call 999; Heart attack, "sweating", "grey"). */
export const SWEAT_OR_SLUMP = concept('sweat-or-slump', [
  /\b(clammy|cold sweat|cold and sweaty|drenched in sweat|sweating (buckets|profusely|like mad)|pouring with sweat|dripping with sweat)\b/,
  /\b(slumped|slumping|keeled|flopped) (over|sideways|forward|down|in (his|her|their) (chair|seat))\b|\bwent (really |very |all )?(quiet|still) (and|then)\b/,
]);

/** Down on the floor and unable to get up (NHS: When to call 999 after a fall), not at play or with a bad back. */
export const DOWN_AND_CANT_GET_UP = concept(
  'down-and-cant-get-up',
  [
    /\b((lying|lay|laid) (\w+ )?(on|at)|(is|was|are|were) (\w+ )?on) (the|his|her|their) (\w+ )?(floor|ground|pavement|road|bottom of)\b/,
    /\bcant (stand|get up|sit up)\b/,
    /\b(not|isnt|wont) (getting|get) up\b/,
  ],
  [
    /^.*\b(playing|reading|watching|colouring|coloring|drawing|lego|puzzle|stretch\w*|yoga|exercis\w*|sunbath\w*|tantrum|giggl\w*|laugh\w*|back|disc|sciatica|knee|knees|ankle|period|cramps|for long|school|morning|bed|lazy|weekend)\b.*$/,
  ],
);

const WEAK = [ODD_BREATHING, FRIGHTENING_COLOUR, DROWSY_OR_LIMP, SWEAT_OR_SLUMP, DOWN_AND_CANT_GET_UP];

// ---- round 11a: emergencies told by their parts across clauses, each read on the live clauses ----

/** Shut in the heat, then awareness going (NHS: Heat exhaustion and heatstroke, call 999 if confused, not sweating, floppy or fitting). */
const HEAT_EXPOSED =
  /\b(hot car|(left|shut|locked|stuck|trapped|forgotten) in (the|a) (hot )?car|in the (sun|heat)|sauna|steam room|heat ?wave|heatstroke|heat stroke|sunstroke|its ([3-4]\d) degrees)\b/;
const HEAT_DANGER =
  /\b(confused(?! (about|by|with|as to|on|over|which|what|how|whether))|floppy|limp|drowsy|very sleepy|not sweating|stopped sweating|no longer sweating|(?<!\b(nearly|almost) )(fainted|collapsed|passed out)|fitting|seizure|unresponsive|not responding|wont wake)\b/;
/** Found cold, then mumbling, confused or drowsy (NHS: Hypothermia, call 999 for slurred speech, drowsiness or no shivering). */
const COLD_EXPOSED =
  /\b(very cold|freezing( cold)?|ice cold|stone cold|frozen|in the cold|hypothermi\w*|(temperature|temp)( reading)?( is| of)? (2\d|3[0-4])(\.\d)?)\b/;
const COLD_FOUND = /\b(found|on the (\w+ )?floor|on the ground|outside|all night|under (a|the) bridge|elderly)\b/;
const COLD_DANGER =
  /\b(mumbling|slurring|slurred|not shivering|stopped shivering|no longer shivering|not making sense|confused(?! (about|by|with|as to|on|over|which|what|how|whether))|drowsy|very sleepy|barely responding|slow)\b/;
/** An erection that will not go down for hours, or painful (NHS: Priapism, go to A&E if it lasts more than 4 hours). */
const PRIAPISM =
  /\bpriapism\b|\b(erection|hard on|boner)\b[^.]*\b(wont|will not|isnt|is not|not|hasnt|has not) (go|going|gone) (away|down)\b[^.]*\b(([4-9]|1\d|four|five|six|seven|eight) hours|painful|agony|hurts)\b/;
/** Back pain with numbness round the bottom and a bladder that will not empty (NHS: Cauda equina syndrome, go to A&E). */
const CAUDA_EQUINA =
  /\bback\b[^.]*\b(cant feel|numb\w*|no feeling|tingling) (around|round|between|in) (my|his|her|their) (bottom|bum|legs|genitals|privates|groin)\b[^.]*\b(cant|unable to|cannot) (pee|wee|urinate|empty (my|his|her) bladder)\b|\b(cant feel|numb\w*) (the )?(toilet paper|loo roll)\b[^.]*\b(cant|unable to) (pee|wee|urinate)\b/;
/** Fallen and unable to get up for hours, or with a hip gone (NHS: Falls, call 999 if hurt or unable to get up; hip fracture). */
const FALLEN = /\b(fell|fallen)\b(?! (asleep|in love|for|behind|out|pregnant|ill|sick|apart|through))|\b(had a fall|after a fall|a fall)\b/;
const STUCK_DOWN = /\b(cant get up|cant stand|cant move|(lying|lay|is|im|shes|hes|on) (on )?the (\w+ )?(floor|ground))\b/;
const LONG_LIE =
  /\b(a few hours|(\d+|two|three|several) hours|all night|since (last night|yesterday)|been (here|there) (for )?(hours|ages)|hips? (is |has )?(gone|sticking out|broken|snapped|twisted|at a funny angle)|cant reach (the|my|her|his) (\w+ )?(alarm|phone|pendant)|im ([7-9]\d|1[01]\d)\b|(7\d|8\d|9\d) year old)\b/;
/**
 * The heart far too fast or slow, with a faint, breathlessness or chest pain (NHS: Heart palpitations,
 * call 999 with chest pain, shortness of breath or fainting); a defibrillator firing again and again
 * (British Heart Foundation: ICDs, call 999 after more than one shock).
 */
const HEART_RATE =
  /\b(heart rate|heart rates|pulse|hr|heartbeat)\b( \w+){0,2} (down at|up at|at|of|is|reading|says|showing|dropped to|gone up to) ([2-3]\d|1[5-9]\d|2\d\d)\b(?! (minutes|years|year|mg|ml))|\bheart (is )?(doing|going at|beating at|racing at) (1[5-9]\d|2\d\d)\b|\b(1[5-9]\d|2\d\d) (on (my|his|her) (watch|fitbit|monitor|tracker)|beats (a|per) minute|bpm)\b|\bheart (is )?going like the clappers\b/;
const HEART_DANGER =
  /\b(pass out|passing out|passed out|faint|fainted|fainting|blacking out|black out|short of breath|breathless|cant breathe|chest (hurts|pain|is (hurting|tight))|dizzy)\b/;
const HEART_EXERCISE =
  /\b(running|run|runner|athlete|marathon|gym|workout|exercis\w*|training|cycling|spin class|treadmill|race|hiit|sprint\w*)\b/;
const ICD_SHOCKS =
  /\b(pacemakers?|defibrillators?|icd|defib)\b[^.]*\b(shock\w*|fired|firing|went off|going off)\b[^.]*\b(over and over|again and again|twice|two times|three times|\d+ times|keeps|repeatedly|more than once)\b|\b(pacemakers?|defibrillators?|icd|defib)\b( \w+){0,2} (keeps|kept|been) (shocking|firing|going off)\b/;
/** Blood pressure 180/120 or higher with symptoms (NHS: High blood pressure, call 999 with a headache, sight change, confusion, chest pain or weakness). */
const BP_CRISIS = /\b(bp|blood pressure)\b[^.]*\b(1[89]\d|2\d\d) ?(\/|over|by|on) ?(1[2-9]\d|\d{2})\b/;
const BP_DANGER =
  /\b(headache|cant see|blurred|blurry|vision|confused|chest pain|chest (hurts|is tight)|breathless|short of breath|weak|weakness|slurring|one side|fitting)\b/;
/** A blade or a spike gone into the body (NHS: When to call 999, stab wounds and deep wounds). */
const IMPALED =
  /\b(knife|blade|skewer|spike|scissors|glass|railing|pole|rod|metal bar|fence post)\b[^.]*\b(went|gone|has gone|stuck|sticking|is|got) (in|into|through) (his|her|my|their) (belly|stomach|tummy|chest|back|neck|side|abdomen|groin|thigh)\b(?! (pocket|garden|seat|yard|room|door|drawer|of the))/;

/**
 * Emergencies told by their parts anywhere in the message, history and questions set aside: heat
 * or cold exposure with danger, a long lie after a fall, a racing heart or very high blood
 * pressure with danger, smoke breathed at a fire, a cold dead limb, or one sign alone (priapism,
 * cauda equina, repeated ICD shocks, something impaled).
 */
function toldByParts(live: string): boolean {
  const told = (pattern: RegExp) => pattern.test(live);
  if (
    told(HEAT_EXPOSED) &&
    told(HEAT_DANGER) &&
    !/\b(yesterday|last (night|week|summer|year)|(feel|feels|felt) (ok|okay|fine|better))\b/.test(live)
  )
    return true;
  if (told(COLD_EXPOSED) && told(COLD_FOUND) && told(COLD_DANGER)) return true;
  if (told(PRIAPISM) || told(CAUDA_EQUINA) || told(ICD_SHOCKS) || told(IMPALED)) return true;
  if (
    told(FALLEN) &&
    told(STUCK_DOWN) &&
    told(LONG_LIE) &&
    !/\b(last week|days ago|weeks ago|easily|struggle to|struggles to|from (a |the |my |his |her )?(chair|chairs|bed|sofa|toilet|bath))\b/.test(
      live,
    )
  )
    return true;
  if (told(HEART_RATE) && told(HEART_DANGER) && !told(HEART_EXERCISE)) return true;
  if (told(BP_CRISIS) && told(BP_DANGER)) return true;
  // Fumes breathed at a fire told in another clause (NHS: Burns and scalds, go to A&E after breathing in smoke).
  if (
    /\b(house fire|fire|blaze|flames|on fire)\b/.test(live) &&
    /\b(breathed|breathing|breathes|inhaled|inhaling|swallowed|took) (in )?(the |a lot of |loads of |lots of |so much |too much |thick |black )?(smoke|fumes)\b/.test(
      live,
    ) &&
    !SMOKE_INHALED.except!.some((pattern) => pattern.test(live)) &&
    !/\b(fire pit|firepit|log burner|wood burner|fireplace|stove|chimney|open fire)\b/.test(live)
  )
    return true;
  // A cold, white limb that will not move, told across clauses (NICE CKS: acute limb ischaemia).
  return (
    /\b(suddenly|sudden|all of a sudden)\b/.test(live) &&
    COLD_DEAD_LIMB.patterns.some((pattern) => pattern.test(live.replace(/\bpainful\b/g, 'pain'))) &&
    !COLD_DEAD_LIMB.except!.some((pattern) => pattern.test(live))
  );
}

/**
 * A danger sign said of now that no situation places: a strong sign, a serious injury with a
 * sign of harm, the worst pain ever come on suddenly, help asked for with any sign, or two
 * weaker signs together.
 */
export function dangerSign(m: ConceptMatcher, live: string): boolean {
  // A guard written for the whole message ("^.*...$") also holds when its words stand in another
  // clause ("my grandma is dying, she's in a care home, peaceful").
  const has = (sign: Concept) => m.has(sign) && !sign.except?.some((pattern) => pattern.source.startsWith('^.*') && pattern.test(m.text));
  if (STRONG.some(has)) return true;
  if (toldByParts(liveText(m))) return true;
  // Help already called for someone now ("waiting for the ambulance"), not a call told afterwards.
  if (has(HELP_CALLED) && !/\b(yesterday|last (night|week)|discharged|home now|back home|sent (him|her|us|me) home)\b/.test(live))
    return true;
  // A serious injury shown, or happening now and not told as minor ("a cyclist just got hit by a truck").
  if (
    has(MAJOR_TRAUMA) &&
    !UNHURT.test(m.text) &&
    (MAJOR_TRAUMA_SIGN.test(live) || /\b(just|right now|now|outside|in front of me|here)\b/.test(live) || JUST_HURT.test(live))
  )
    return true;
  if (has(WORST_PAIN) && SUDDEN_OR_SHOCKED.test(live)) return true;
  // Late pregnancy with a bad headache and changed sight or a swollen face (NHS: Pre-eclampsia, get help now).
  if (
    /\b(pregnant|weeks along|third trimester|(2\d|3\d|40) weeks)\b/.test(live) &&
    /\b(bad|severe|pounding|splitting|terrible|awful|blinding) headache\b|\bheadache\b[^.]*\b(wont go|not going)\b/.test(live) &&
    /\b(vision|sight|seeing|eyes?)\b[^,.]*\b(blurry|blurred|flashing|flashes|spots|sparkles|funny|double)\b|\b(face|hands) (and (face|hands) )?(are |is )?(swollen|puffy|swelling)\b/.test(
      live,
    )
  )
    return true;
  const weak = WEAK.filter(has).length;
  if (weak >= 2) return true;
  // Asking whether to call for help is itself a question; the sign told with it is what is now.
  return weak >= 1 && m.mentions(HELP_CALLED) && !HELP_CALLED.except!.some((pattern) => pattern.test(m.text));
}

/** The clauses said of now (not history, questions or lasting states), joined. */
function liveText(m: ConceptMatcher): string {
  return m.clauses
    .filter((clause) => !clause.history && !clause.general && !clause.chronic)
    .map((clause) => clause.text)
    .join(', ');
}

/**
 * Told as a story, a game or the news, with nobody of one's own in it ("the film had a scene
 * where she collapsed", "my character keeps dying from poison"): no emergency is happening.
 */
const STORY =
  /\b(in|on|from|during|watching|watched|reading|read|playing|played) (a |the |this |that |my |our )?(film|movie|tv show|(tv|telly|television)(?! (remote|stand|unit|cabinet|aerial|cable|box|controller|screen))|youtube|tiktok|netflix|radio|show|series|episode|soap|drama|game|video game|videogame|book|novel|story|play|cartoon|anime|documentary|podcast|news|article|scene|boxing match|(?<!\bin (a |the )?)fight|match)\b|\b(my|the|his|her) (character|avatar|sim|sims)\b|\bscene (where|when|in which)\b|\b(the|a|this) (film|movie|book|novel|show|episode|game|story|article|series) (where|about|had|has|in which|was about)\b/;
const REAL_PERSON =
  /\b(my|our) \d+ (months?|years?|year|weeks?) old\b|\b(my|our) (\w+ )?(mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|husband|wife|partner|son|daughter|brother|sister|friend|mate|neighbour|neighbor|baby|child|kid|toddler|boy|girl|chest|head|heart|arm|leg|face|lips|breathing)\b|\bwhile (i was |we were |he was |she was )?(watching|playing|reading)\b|\b(right now|help me|please help|ambulance|999|911)\b/;

/** Said inside a video game, whoever plays it ("my friend got stabbed in a video game lol"). */
const IN_GAME =
  /\b(in|on|during|playing) (a |the |his |her |my |our |their )?(video game|computer game|online game|fortnite|minecraft|roblox|gta|call of duty|playstation|xbox|the sims|vr game)\b/;

export function toldAsStory(text: string): boolean {
  return (STORY.test(text) && !REAL_PERSON.test(text)) || IN_GAME.test(text);
}
