/**
 * Suicidal intent said indirectly (issue 21 point 1), read from its parts rather than from whole
 * phrases: the crisis-line warning signs (Samaritans: "Signs that someone may be struggling";
 * 988 Suicide & Crisis Lifeline: warning signs; NHS: Help for suicidal thoughts) are a person
 * speaking of their own future absence, of others being better off, of being a burden, saying
 * goodbye or giving things away, getting the means, and setting a time. Each sign is a concept
 * (so negation, history and questions are read as for every other concept, matcher.ts); one
 * strong sign, or two weaker ones together, is a crisis (phraseSigns below). These signs grew
 * phrase by phrase from missed messages; the part reader (crisis-parts.ts) reads the same signs
 * from broad vocabularies so that new wordings are caught, and crisisSigns takes either.
 */
import type { Concept } from './concepts';
import type { ConceptMatcher } from './matcher';
import { crisisByParts } from './crisis-parts';

const concept = (id: string, patterns: readonly RegExp[], except?: readonly RegExp[]): Concept => ({ id, patterns, except });

/** Being gone or dead, not "gone to bed" or "dead tired". */
const GONE =
  '(?:gone|dead|no longer here|no longer around|no longer alive)(?! (to|for|out|away|on|off|into|in|back|home|up|down|over|through|past|by|quiet|numb|red|blue|pale|stiff|cold|bad|shopping|mad|crazy|tired|beat|set|all|a|the|very|really|completely|quite)\\b)';
/** Not here, not around, not in their lives: only when wished or supposed ("if I wasn't here"). */
const ABSENT =
  '(?:here|around|alive|in it|in the picture|in (?:their|his|her|your|my \\w+s?) li(?:fe|ves))(?! (to|for|in|at|on|with|all|today|this))';
/** A trip or a move said anywhere in the message explains an absence ahead ("I won't be here next week, I am on holiday"). */
const TRIP =
  /\b(holiday|trip|abroad|travel\w*|moving|relocat\w*|emigrat\w*|away (on|for)|visiting|staying with|vacation|cruise|festival)\b/;
/** Trips, moves, jobs and wills explain an absence otherwise. */
const AWAY_FOR_A_REASON =
  /^.*\b(holiday|trip|travel\w*|abroad|moving|move|moved|relocat\w*|emigrat\w*|new job|job|contract|shift|work|hospital|operation|surgery|appointment|course|university|uni|college|deployment|deployed|(my|a|the) will|will and|solicitor|estate|funeral plan|pension|insurance|power of attorney|terminal|palliative|hospice|cancer|retire\w*|(maternity|sick|annual|paternity) leave|visa)\b.*$/;

/**
 * The speaker's own absence ahead, said as settled: "after I'm gone", "I don't see myself being
 * here by Christmas", "won't be a burden much longer", "won't need them where I'm going".
 */
export const OWN_ABSENCE = concept(
  'own-absence',
  [
    new RegExp(`\\b(after|when|once|by the time) (im|i am|ive|i have|i will be|ill be) ${GONE}`),
    /\b(dont|cant|do not|cannot|can not) see (myself|me) (being |still )?(here|around|alive)\b(?! (in|at|with|for|working|living))/,
    /\b(dont|cant|do not|cannot|can not) see (myself|me) (getting|growing|living to be|making it to|reaching) (old|older|\d+|thirty|forty|fifty|my next birthday)\b/,
    /\b(ill|i will|im going to|i am going to) be (gone|dead) (before|by) (the )?(summer|christmas|spring|winter|autumn|easter|my birthday|next (week|month|year)|the end of the (week|month|year|summer)|then)\b/,
    /\b(wont|will not|not going to|aint going to) be (here|around|alive|a (burden|problem|bother|nuisance|weight)( to (anyone|anybody|you|them|my \w+))?|in (anyones|your|their|everyones) way|bothering (anyone|you|them)) (much |for much )?(longer|for long|soon|after (tonight|today|this week)|by (tomorrow|the weekend|then|christmas|next \w+)|next (week|month|year))\b/,
    /\b(wont|will not|not going to) (need|be needing) (it|them|this|these|those|any of (it|this|them|these)|my \w+) (where im going|after (tonight|today|this week))\b/,
    /\bwhere (im|i am) going\b[^.]*\b(wont|will not|dont|no) need\b/,
    // Not in this world, free of me (988: talking about being gone).
    /\b(will not|wont|not going to|wouldnt|shall not) be (in|on) this (world|earth|planet)( anymore| any more| much longer| for long| tomorrow| soon)?\b/,
    /\b(will|would|can|could|gonna|going to|shall) (be|get) (free|rid) of me\b/,
    /\b(will not|wont|not going to|isnt going to|is not going to|doesnt think (he|she|they)? ?(will|ll)|dont think (ill|i will)) (see|make it to|be (here|around) for|live to see) (another|the next|next|my|his|her|their) (birthday|christmas|year|summer|spring|winter|week|month)\b/,
    /\b(is|will be|be|its|thats) (my|his|her|their) (very )?last (night|day|week|weekend|christmas|birthday)( alive| on (this )?earth| here| ever)?\b/,
  ],
  [AWAY_FOR_A_REASON],
);

/** One's absence supposed or wished ("if I just wasn't in it", "if I was gone"): a sign with others relieved. */
export const SUPPOSED_ABSENCE = concept(
  'supposed-absence',
  [
    new RegExp(`\\b(if|once) (i|im) (just |simply |only )?(was|were|am|was just|were just) ${GONE}`),
    new RegExp(`\\b(if|once) i (just |simply |only )?(wasnt|werent|was not|were not|was no longer|were no longer) ${ABSENT}`),
    /\b(if|once) i (just |simply |only )?(died|disappeared|vanished|left for good|stopped existing|was out of the way|didnt exist|did not exist|never existed|wasnt alive|was not alive|jumped|killed myself|ended it|ended it all)\b(?! (in|into|on|over|ship|the queue|ahead|at|up|out of (bed|the car)))/,
    // "If I wasn't there" said of people who would be better for it ("everyone at school would be happier").
    /\b(everyone|everybody|people|they|you|we|he|she|them|my (family|friends|kids|children|parents|mum|dad|mom|class|mates|team|wife|husband|partner)|the (family|kids|children|class|others))\b[^.]*\b(better|happier|easier|freer|calmer|less stressed)\b[^.]*\bif i (just |simply |only )?(wasnt|werent|was not|were not|was no longer|were no longer) there\b(?! (to|for|in|at|on|with|all|today|this|when|anymore to)\b)/,
  ],
  [AWAY_FOR_A_REASON],
);

/** Others better off, freer or happier (Samaritans: "feeling like a burden"). */
export const OTHERS_RELIEVED = concept('others-relieved', [
  /\b(better|better off|happier|easier|freer|free|lighter|relieved|safer|calmer|less stressed)\b/,
]);

/** Being a weight on others: a burden, a drain, in the way. */
export const BURDEN_ON_OTHERS = concept(
  'burden-on-others',
  [
    /\b(a|such a|the|just a|nothing but a) (burden|drain|millstone|weight|nuisance|problem) (on|to|for|around|round) (everyone|everybody|them|you|my (family|kids|children|wife|husband|partner|parents|mum|dad|friends|daughter|son|daughters|sons|sister|brother|carers?)|the (family|kids|children)|every ?ones? necks?|(their|his|her) necks?)\b/,
    /\b(weight|millstone) (around|round) (everyones|everybodys|their|his|her|my (familys|wifes|husbands|partners|mums|dads)) necks?\b/,
    /\b(feel|feels|feeling|am|im|is|hes|shes) (just )?(a|such a|nothing but a) burden\b/,
    /\b(ruin|ruining|ruined|wreck|wrecking) (everyones|their|my (familys|kids|wifes|husbands|partners)) li(fe|ves)\b/,
  ],
  [/\bburden (since|after|because of|of|with) (my|the|his|her|this) \w+( \w+)?\b/, /\b(carer|care package|care home|assessment)\b/],
);

/** Saying goodbye as if for the last time (Samaritans and 988: saying goodbye). */
export const FAREWELL = concept(
  'farewell',
  [
    /\b(said|saying|say|made|making) (my|his|her) (last )?goodbyes\b/,
    /\bthis is (my |the )?(goodbye|farewell|the end)\b(?! (to|of) (my|the|our|this) (job|team|house|home|old|office|school|flat|band|show|season|series|book))/,
    /\b(goodbye|farewell|last) (letters?|notes?|messages?|texts?|videos?) (to|for) (my|his|her|their|the|everyone|each)\b/,
    /\b(final|last) (goodbye|farewell)\b/,
    /\b(recorded|recording|made|making|filmed|filming|scheduled|scheduling|drafted|drafting) (a |my |his |her )?(goodbye|farewell|final|last) (video|letter|note|message|post|text|email)s?\b/,
    /\b(last time|the last) (you|anyone|they|you all|everyone) (will |ll )?(ever )?(hear|hears) from me\b|\b(you|nobody|no one) (wont|will not|will never) (ever )?hear from me again\b/,
  ],
  [
    /^.*\b(retir\w*|leaving (do|party|card|present)|last day|new job|moving|move|holiday|trip|funeral|wedding|graduat\w*|school|class|colleagues?|team|visit|visitors|hospital|hospice|ward|nursery|grandad|grandma|granny|nan|grandpa|care home|passed away|died|dog|cat|pet|vet|put down|put to sleep)\b.*$/,
  ],
);

/** Letters to one's family, things given away: a sign only with another (situations). */
export const SETTLING_AFFAIRS = concept(
  'settling-affairs',
  [
    /\b(wrote|written|writing|write|left|leaving|recorded|recording) (letters?|notes?|a letter|a note|messages?|videos?|cards?) (to|for) (my|his|her|their|each of (my|his|her)|the) (kids|children|family|wife|husband|partner|parents|mum|dad|mom|son|daughter|friends|loved ones|sister|brother|boys|girls)\b/,
    /\b(gave|giving|given|give|gives) (away )?(my|his|her|their|all (my|his|her|their)) (things|stuff|belongings|possessions|\w+)( and (my|his|her) \w+)?( away)?\b/,
    /\b(gave|giving|given|give|gives) away (my|his|her|their|all (my|his|her|their)) \w+/,
    /\b(sorted|sorting|decided|deciding|worked|working|arranged|arranging) (out )?who (gets|will get|should have|has|takes|will take|is having) (my|his|her|the) (things|stuff|belongings|\w+)\b/,
    // Someone found to take the pets or the children on (Samaritans: putting affairs in order).
    /\bmade sure (the|my|his|her) (cat|cats|dog|dogs|pets?|kids|children|rabbit|horse|plants) (will be|is|are|would be|get|gets) (looked after|taken care of|fed|rehomed|ok|okay|alright|sorted)\b/,
    /\bso (they|he|she|my \w+) (understand|understands|will understand|know|knows|wont blame (themselves|himself|herself))\b/,
    /\b(wrote|written|writing|left) (him|her|them|my \w+) a (note|letter) (explaining|saying sorry|to explain|for after|to say goodbye)\b/,
    /\b(sent|send|sending|gave|given|giving|left|written down|wrote down|shared) (\w+ ){0,3}(my|his|her|their) (passwords|pin|pin numbers|bank details|logins|phone code)\b/,
  ],
  [
    /^.*\b(charity|charity shop|outgrown|outgrew|outgrow|declutter\w*|clear out|clearing out|moving|move|downsiz\w*|car boot|sold|selling|ebay|birthday|christmas|present|gift|camp|school|holiday|trip|postcards?|thank you)\b.*$/,
  ],
);

/** Everything is too much, with no object it is about (Samaritans: feeling hopeless). */
export const DESPAIR = concept(
  'despair',
  [
    /\bcant (do|take|handle|bear|stand) (this|it|any of this|life|anything) (anymore|any more|much longer|another day)\b(?! (at|with|in) )/,
    /\bcant (do|take) (this|it) anymore$/,
    /\bcant cope (anymore|any more|any longer|with (life|anything|it all|any of it))\b/,
    // Everything lost ("my wife left, I lost my job, I have nothing now").
    /\b(i have|ive got|ive) (got )?nothing (left|anymore|any more)\b|\bi have nothing now\b(?! (wrong|else))|\b(lost|losing) everything\b(?! (on|in|when|from|at))/,
    /\b(tired|sick|exhausted|weary) of (it all|everything|all of it|all of this|this life|fighting|trying|being me|pretending)\b/,
    /\b(ive|i have|ive just|im|i am) (had enough|done|finished|given up)\b(?! (with|of|at|for|the|my|work|eating|shopping|cooking|for the day|for today))/,
    /\b(no|theres no|there is no|whats the|what is the|dont see the|cant see the) point (in |of )?(going on|carrying on|living|trying|being here|anything|it all|anymore|any more)\b(?! (with|taking|to|at|in|on) )/,
    /\b(nothing|no one|nobody) (left )?(to live for|left for me)\b/,
    /\b(just )?(take|taking|takes) up space\b|\b(a )?waste of (space|oxygen|air|a life)\b/,
    /\b(dont know|idk|not sure|no idea) how (much )?long(er)? i can (keep going|go on|carry on|hold on|do this|take (it|this)|keep this up)\b/,
    /\b(hopeless|worthless|empty inside|numb inside|trapped|no way out)\b/,
    /^(whats|what is) the point$/,
    /\b(see|sees|seeing|saw) no (future|point|way out|hope|reason)\b|\b(theres|there is|has|have|got) no future\b(?! (in|at|with|for (this|the|my|our) (job|company|team|business|relationship)))/,
  ],
  [
    /\b(pain|back|knee|hip|migraine|headache|tooth|job|boss|exam|homework|course|diet|medication|meds|tablets|treatment|injections?)\b[^,.]*\b(cant (take|do|handle|bear|stand)|had enough|tired of|sick of)\b/,
  ],
);

/** A time chosen for it, kept from others ("tonight's the night", "when everyone is asleep"). */
export const TIME_CHOSEN = concept('time-chosen', [
  /\b(tonights|tonight is|today is|tomorrow is|this is) the (night|day)\b/,
  /\bwhen (everyone|everybody|they|the kids|the house|my (wife|husband|partner|parents|mum|dad|family|flatmates?)|he|she) (is|are|has|have|s) (asleep|in bed|gone (out|to (bed|work))|out|at work|away)\b/,
  /\b(its|it is) (time|nearly time)$/,
  /\b(after dark|when (its|it is|it gets) dark|in the middle of the night)\b/,
]);
/** Everything needed got ready, unless it is for an occasion. */
export const EVERYTHING_READY = concept('everything-ready', [
  /\b(ive|i have|ive got|got|have got|i got) (got )?(everything|all) (i|ill) (need|needed|will need)\b/,
]);
/** An occasion said anywhere in the message explains everything being ready. */
const OCCASION =
  /\b(party|trip|holiday|date|wedding|gig|exam|interview|move|moving|baby|hospital bag|camping|recipe|cake|birthday|christmas|race|marathon|school|uni|shopping|appointment|concert|festival|match|game|flight|operation|surgery)\b/;
/** Soon: tonight, this weekend, on Friday. */
export const SOON = concept('soon', [
  /\b(tonight|tomorrow|this (weekend|evening|afternoon|morning|week)|at midnight|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|before (morning|dawn|christmas|my birthday))\b/,
]);

/** Doing "it" with no other object ("I'm going to do it"). */
export const DO_IT = concept('do-it', [
  /\b(going to|gonna|will|ill|plan to|planning to|ready to|about to|decided to|want to) (do it|do this|go through with it)\b(?! (with|for|on|at|in|to|before|after|by|as|properly|right|again|later|first|myself from now|myself from today|from now on|on my own now)\b)/,
  /\b(thinking (of|about)|planning on|plan on|thought (of|about)) (doing it|going through with it)\b(?! (with|for|on|at|in|to|before|after|by|as|properly|right|again|later|first)\b)/,
]);
/** Nobody would notice or miss me (Samaritans: feeling like a burden, isolated). */
export const NOBODY_NOTICE = concept('nobody-notice', [
  /\b(no one|nobody|noone|no body|none of them|not one person) (would|will|d|is going to|even) (even |really )?(notice|care|miss me|know)\b/,
]);
/** Ending or finishing everything, oneself included ("finish it all this weekend"). */
export const END_ALL = concept('end-all', [
  /\b(going to|gonna|will|ill|plan to|planning to|ready to|about to|decided to|want to|wanna) (finish|end) (it all|everything|myself|it for good|things for good)\b(?! (with|for|on|at|in|to|before|after|by|as|off the|up)\b)/,
  /\b(finish|finishing) (it all|everything|myself) (off|for good)\b/,
  /\bend(ing)? (my|his|her|the) (pain|suffering|misery|torment) (for good|forever|for ever|permanently|once and for all)\b/,
]);

/** Getting or keeping the means (988 and Samaritans: access to means). */
const MEANS_WORDS =
  '(?:pills|pill|tablets|tablet|meds|medicines?|medication|paracetamol|painkillers|sleeping pills|sleeping tablets|insulin|antidepressants|morphine|codeine|tramadol|oxycodone|opioids|diazepam|lithium|amitriptyline|a rope|rope|a gun|gun|a rifle|rifle|pistol|a pistol|revolver|shotgun|firearm|charcoal|razor blades|blades|a hose|a hosepipe|poison|weedkiller|antifreeze)';
export const MEANS_GOT = concept(
  'means-got',
  [
    new RegExp(
      `\\b(saved|saving|stockpiled|stockpiling|hoarded|hoarding|collected|collecting|kept|keeping|bought|buying|got|getting|ordered|have|ive got|put aside|putting aside|counted out|counting|lined|lining|laid out|set out|got out)( up)? (enough |all |a lot of |loads of |lots of |a stash of |a stack of |boxes of |packs of )?(of )?(my |his |her |the |some |these |those )?(\\w+ ){0,2}${MEANS_WORDS}\\b`,
    ),
    new RegExp(`\\b(stash|stockpile|hoard|supply) of ${MEANS_WORDS}\\b`),
  ],
  [
    /^.*\b(prescription|pharmacy|chemist|repeat|collect|holiday|trip|travel\w*|shortage|strike|dosette|pill organi[sz]er|for the week|for my (trip|holiday)|climbing|camping|boat|sailing|garden|allotment|dog|horse|tow|washing line|hunting|shooting club|range|licen[sc]e)\b.*$/,
  ],
);
/** The means in reach, or the way to a high place (Samaritans: access to means). */
export const MEANS_AT_HAND = concept('means-at-hand', [
  new RegExp(
    `\\b(have|has|had|got|keep|keeps|keeping|kept|holding|hold) (the |my |all my |his |her |all (his|her) |some |many |so many |lots of |a lot of |enough |loads of )?(\\w+ ){0,2}${MEANS_WORDS} (here|with me|on me|at home|in the house|in (my|his|her) (drawer|bag|pocket|hand|room|car|bedroom|shed|garage)|next to (me|my bed)|in front of me|lined up|under (my|the) bed|by (my|the) bed)\\b`,
  ),
  /\b(go|going|catch|catching|get|getting|head|heading|walk|walking|drive|driving|take|taking) (\w+ ){0,3}(up )?to the (bridge|cliffs?|tracks|railway|roof|top floor|top of the car park|viaduct|quarry|river|sea|lake|canal)\b(?! (for|to (see|watch|meet|take)|with (my|the) (dog|kids|friends)))/,
]);

/** The amount was counted, the place chosen, or the means are on hand for it. */
export const MEANS_SURE = concept('means-sure', [
  /\b(its|that is|thats|will be|should be|it will be|is) (finally |nearly |almost |now |definitely )?(more than )?enough\b|\benough (to (do it|do the job|die|not wake|end it|kill|finish))\b/,
  /\b(know|knows|chosen|picked|found|decided) (which|what|the) (tree|bridge|beam|building|spot|place|day|date|branch|cliff|car park|roof|one)\b/,
  /\b(dont|do not|no) (want|wanna) (to )?(be here|live|be alive|exist|wake up)\b/,
]);

/** Ending one's own life in other words ("finish my life", "stop living", "check out for good"). */
export const LIFE_ENDING = concept('life-ending', [
  /\b(finish|end|stop|close|quit) (my|his|her) (own )?(life|existence|days)\b(?! (story|insurance|savings))/,
  /\b(stop|quit) (living|existing|being alive)\b(?! (in|with|like|at|on|off|here|there|for|near|together)\b)/,
  /\b(check|checking|checked) out (for good|permanently|early|of (life|this world|here) (for good|forever))\b/,
  /\b(i|he|she) (am|is|are|do|does)? ?(not|no|dont|do not|doesnt) (want|wants|wanna) (to )?(live|be alive|exist)( more| anymore| any more| no more)?\b(?! (in|with|at|like|here|there|near|alone|on|without|through|for)\b)/,
  /\b(better|best) (if )?(i|he|she) (die|dies|was dead|am dead|were dead|is dead)\b(?! (at|in|than|peacefully|with|surrounded|naturally|of|from|quickly|comfortably)\b)/,
  /\b(tired|sick|weary) (from|with) (life|living|being alive|existing)\b/,
  /\b(throw|throwing|fling|flinging|hurl|hurling|launch|launching|yeet|yeeting|chuck|chucking|drop|dropping) (my|him|her|them)sel(f|ves) (off|from|out of|in front of|under)\b/,
  /\b(im|i am|ill be|i will be|hes|shes|he is|she is) (done|finished) for good\b(?! (with|at|from|in)\b)/,
  /\b(make|making|made) it (look|seem) like an accident\b/,
  /\b(shoot|shooting|stab|stabbing|poison|poisoning|electrocute|electrocuting|hang|hanging) (my|him|her|them)sel(f|ves)\b(?! (in the (foot|leg)|with (a|my|his|her|the|all (this|that|the)|so much|too much|junk|food|sugar|alcohol|booze|work|caffeine|fast food|takeaways?|crisps|sweets|cigarettes|smoking|stress)\b)|up\b)/,
  /\b(dont|do not|doesnt|does not|dont even) deserve to (live|be alive|exist|be here)\b(?! (in|with|at|like|here)\b)/,
  /\b(planned|planning|decided|deciding) to (walk|wade|swim) (out )?into the (sea|river|lake|water|canal)\b/,
  // Going out into the water past the point of coming back (Samaritans: a plan).
  /\b(swim|swimming|walk|walking|wade|wading|paddle|paddling|row|rowing|drive|driving) (out )?(\w+ ){0,3}(until|till|til|so far) (i|he|she|they) (cant|can not|cannot|couldnt|could not|wont|will not) (swim|get|come|make it|walk|find (my|his|her) way) back\b/,
  /\b(swim|swimming|walk|walking|wade|wading) (out )?(into|in|to) (the )?(sea|river|lake|water|canal|waves)\b[^.]*\b(and )?(not|never) (come|coming|swim|swimming|get|getting) back\b/,
  /\b(scared|afraid|worried|frightened|terrified) (that )?(i|ill|im going to|he|she) (will |might |could |ll |is going to )?(do something (to (my|him|her)self|stupid|silly)|hurt (my|him|her)self|harm (my|him|her)self|kill (my|him|her)self)\b(?! (on|at|in|with|if|when|by|lifting|falling|running|cooking|by accident)\b)/,
]);

/** "My life is finished": a sign with a time, a place or the means. */
export const LIFE_OVER = concept('life-over', [/\bmy life is (finish|finished|over|done|ruined|nothing)\b(?! (if|when|unless|because)\b)/]);
/** Walking into the water, said without a plan. */
export const INTO_WATER = concept(
  'into-water',
  [/\b(walk|walking|wade|wading|swim|swimming) (out )?into the (sea|river|lake|water|canal)\b/],
  [/^.*\b(charity|swim|dip|paddle|race|event|club|wetsuit|for fun|friends|surf\w*|christmas day|new year|boxing day)\b.*$/],
);

/** "And that's it", "it will all be over": a finality, a crisis with a means, a time or relief. */
export const FINALITY = concept('finality', [
  /\band (thats|that is|that will be|thatll be) (it|the end|that)$/,
  /\b(it|this|everything|it all) (will|would|is going to|gonna) (all )?be over (soon|tonight|tomorrow|by|for good)\b|\b(soon|tonight|tomorrow) (it|this|everything) (will|is going to|gonna) (all )?be over\b/,
]);

/** Nobody will have to worry about, look after or put up with me. */
export const NO_ONE_BOTHERED = concept('no-one-bothered', [
  /\b(nobody|no one|noone|none of you|they|you) (will|would|wont|is going to|are going to) (have|need) to (worry|care|deal|bother|look after|put up|cope) (about |with )?me\b/,
]);

/** Things "won't be needed" by whoever gives them away (988: giving away possessions). */
export const WONT_NEED = concept('wont-need', [
  /\b(wont|will not|not going to|doesnt|dont) (need|be needing|have any use for|have a use for) (it|them|this|these|those|anything|a thing|any of (it|this|them|these)|my \w+|his \w+|her \w+)( anymore| any more| soon| much longer| where\b|$| after (tonight|today|this week|this weekend|tomorrow|that|then|\w+day))/,
]);

/** Sorry for everything, forgive me: an apology that closes (Samaritans: saying goodbye). */
export const APOLOGY = concept('apology', [
  /\bsorry for (everything|all of it|being (like this|a burden|such a \w+|me))\b(?! (i|you|he|she|we|they|that) (said|did|put|caused|done|wrote|have said))|\bplease forgive me\b/,
]);

/** Others better off without someone ("happy without her"). */
/** Others said to manage without me, read with relief said in another clause (Samaritans: feeling like a burden). */
export const MANAGE_WITHOUT_ME = concept(
  'manage-without-me',
  [
    /\b(would|will|could|can|d|ll) (manage|cope|get by|get on|carry on|do|be) (\w+ )?(fine|ok|okay|well|better|just fine|perfectly well|alright)? ?without me\b/,
    /\b(world|life|everyone|everything|earth) (would|will|d|ll) (still )?(keep|carry on|go on) (spinning|turning|going|moving)? ?without me\b/,
  ],
  [AWAY_FOR_A_REASON],
);
export const BETTER_WITHOUT = concept('better-without', [
  /\b(better|happier|happy|easier|fine|free|freer|safer|lighter) (off |life |lives |time |future )?without (me|him|her|them)\b/,
]);

/** Worth more dead: others better off with the insurance (988: feeling like a burden). */
export const WORTH_MORE_DEAD = concept('worth-more-dead', [
  /\b(better off|richer|more secure|fine|ok|okay|sorted) with (my|his|her|their|the) (life insurance|death in service)( money| payout| pay out)?\b/,
  /\bworth more (to (them|you|my \w+|everyone) )?dead\b/,
]);

/** Shut away alone with the means (Samaritans: act now). */
export const SHUT_IN_WITH_MEANS = concept('shut-in-with-means', [
  new RegExp(
    `\\b(locked|shut|barricaded|locking|shutting) (my|him|her|them)sel(f|ves) in\\b[^.]*\\b(with|and) (a bottle of |a box of |a packet of |some |the |his |her |my |all (his|her|my) )?(${MEANS_WORDS}|a knife|knife|a blade)\\b`,
  ),
]);

/** Looking down from a height, again and again (Samaritans: "visiting places"). */
export const STARING_DOWN = concept('staring-down', [
  /\b(bridge|roof|cliffs?|edge|balcony|viaduct|car park|platform|ledge|tower block)\b[^.]*\b(staring|looking|gazing|peering|stares|looks) (down )?(at|over|into) (the )?(line|tracks|drop|water|river|edge|traffic|road|ground|rails)\b/,
]);
/** Again and again, every night. */
export const REPEATEDLY = concept('repeatedly', [
  /\b(every (night|day|evening|morning)|night after night|day after day|again and again|for hours|keeps (going|visiting|walking))\b/,
]);

/** Calm after deciding: a mind made up, at peace (988: sudden calm). */
export const CALM_RESOLVE = concept('calm-resolve', [
  /\b(strangely|oddly|suddenly|weirdly|eerily|unusually) (calm|peaceful|at peace|serene|happy|cheerful)\b/,
  /\b(at peace with (it|this|my decision|his decision|her decision|what (im|i am|hes|he is|shes|she is) (going to|about to|gonna) do))\b/,
  /\b(made up|finally made up|has made up|have made up) (my|his|her|their) mind\b(?! (to|about) (quit|stop|go|move|leave|apply|buy|sell|try|get|see|book|start))/,
  /\bthis time (i|he|she|they) (mean|means|really mean|really means) it\b/,
  /\b(made|making|make) (my )?peace with (everything|it all|the world|life|my decision|dying|death|god)\b/,
]);

/** Asked to look after a pet or children "for me" as if leaving (Samaritans: putting affairs in order). */
export const LOOK_AFTER_FOR_ME = concept('look-after-for-me', [
  /\b(take|look|taking|looking) (care of|after) (my|the) (dog|cat|pets?|kids|children|boy|girl|babies|plants|rabbit|horse) for me\b/,
]);
/** Asked to look after one's pet or children, said in a message (read with silence after it). */
export const LOOK_AFTER_ASKED = concept('look-after-asked', [
  /\b(asked|asking|asks|told|telling|tells|begged) (me|us|him|her|them) to (take care of|look after|feed|mind) (his|her|their|my) (dog|cat|pets?|kids|children|boy|girl|babies|rabbit|horse|son|daughter)\b/,
]);
/** Sent as a message, a text or a post. */
const MESSAGE_SENT =
  /\b(text|texted|texts|message|messaged|messages|sent|wrote|written|writes|note|post|posted|voice note|email|emailed|dm|dmed|snap)\b/;
/** A stay away that explains asking someone to look after a pet or the children. */
const STAY_AWAY = /\b(while|when i am|when im|holiday|trip|away|week|weekend|tomorrow|hospital|operation|work|until|till|see you)\b/;
/** Love said as a parting (a text out of the blue). */
export const PARTING_WORDS = concept('parting-words', [
  /\b(i love you|love you all|love you always|love you forever|love you for ever|always loved you|remember me)\b/,
  // A love passed on through someone else ("tell my mum I love her").
  /\btell (my|his|her|the) (\w+ ){0,2}(i|he|she) (love|loved|loves) (her|him|them|you)\b/,
  // Gratitude to be passed on, said of oneself in the past ("tell the nurses I was grateful").
  /\b(tell|let) (my|his|her|the|them|everyone|\w+) (\w+ ){0,2}(know )?(that )?(i|he|she) (was|had been|were) (grateful|thankful|so grateful|very grateful)\b/,
  // Thanks and praise that close a life's account ("the best friend she ever had", "thank you for everything").
  /\bthe best (friend|mum|mom|dad|brother|sister|son|daughter|husband|wife|partner|thing) (i|he|she|they) (ever )?(had|have had|has had|could have had|could ask for)\b/,
  /\bthank(s| you|ing (me|us|you|them|him|her|everyone)|ed (me|us|everyone)) for (everything|always being there|putting up with me)\b/,
]);

/**
 * A goodbye sent to someone (a text, a message, a post): with silence after it or words of
 * parting, the crisis lines say to act now (Samaritans: saying goodbye; 988: warning signs).
 */
export const GOODBYE_SENT = concept(
  'goodbye-sent',
  [
    /\b(texted|messaged|sent|posted|wrote|emailed|whatsapped|snapchatted|called|rang|phoned) (me |us |everyone |everybody |his \w+ |her \w+ |my \w+ )?(a |an )?(goodbye|farewell|bye)( message| text| note| letter| post| video| voice note)?\b/,
    /\b(message|text|post|note|voice note) (saying|to say|that said|that says) (goodbye|farewell|bye|sorry for everything)\b/,
  ],
  [
    /^.*\b(holiday|trip|flight|plane|airport|moving|move|moved|new job|leaving do|last day|school|class|colleagues?|team|visit|hospital|ward|funeral|wedding|graduat\w*|retir\w*|dog|cat|pet|vet|put down|put to sleep|passed away|died)\b.*$/,
  ],
);

/** Something taken, unnamed. */
export const TOOK_SOMETHING = concept('took-something', [
  /\b(took|taken|swallowed|has taken|had taken) (something|a lot of something|loads of something|whatever|everything)\b/,
]);

/** How long or how much it takes to die by a method (Samaritans: researching methods). */
export const METHOD_QUESTION = concept('method-question', [
  // Whether a method hurts or is painless, or how many one would need (Samaritans: researching a method).
  /^(does|would|will|is) (a |an )?(\w+ ){0,2}(overdose|hanging|drowning|jumping|carbon monoxide|exhaust fumes)\b[^.?]*\b(hurt|painless|quick)\b(?! (his|her|my|their|the|your)\b)/,
  /\bhow (many|much) (would|do|does|will) (you|i|somebody|someone|a person|he|she) (\w+ ){0,3}need\b/,
  // Researching a ligature's strength or a height (Samaritans: researching a method).
  /\b(looking up|looked up|googling|googled|searching|researching|reading up on)\b[^.]*\b(how much weight a rope|rope (will|can) hold|noose|ligature|lethal dose|how high (a|the) (bridge|building|drop))\b/,
  // Whether drinking or taking something kills quickly or without pain (Samaritans: researching a method).
  /\bif (you|u|i|someone|a person) (drink|drank|take|took|swallow|swallowed|eat|ate|jump|jumped)\b[^.]*\b(you|u|i|they|he|she) (die|dies|will die|would die|dead)\b[^.]*\b(quick|quickly|fast|painless|no pain|without pain|in (your|my) sleep)\b/,
  // What amount of a medicine would stop a heart or kill, asked (Samaritans: researching a method).
  /\b(what|which|how much|how many)\b[^.]*\b(dose|amount|units|tablets|pills|of)\b[^.]*\b(would|will|to|could|does it take to) (stop (your|a|my|his|her|the|someones) heart|kill (you|me|someone|a person|him|her))\b/,
  // Whether one would still die by a method (Samaritans: researching a method).
  /\bcan (you|u|i|someone|a person|people) (still |actually |really )?(die|survive) (from |by |after )?(hanging|a hanging|hanging (yourself|urself)|suffocation|suffocating)\b/,
  /\bhow (long|much|many|high|far|deep)\b[^.]*\b(to bleed out|bleed to death|to drown|to hang|to suffocate|until (you|i|he|she) (die|dies)|before (you|i|he|she) (die|dies)|(would|will) kill (you|me|him|her)|is (fatal|lethal|deadly)|a fatal|a lethal|(you|i|he|she|a person|someone) (dont|do not|wont|would not|wouldnt|cant|could not|couldnt) survive|to not survive|not to survive)\b/,
]);

/** Self-harm going on: again, deeper, as a punishment (NICE NG225 Self-harm). */
export const SELF_HARM = concept('self-harm', [
  // Cutting or scratching one's own skin with something sharp (NICE NG225: self-harm).
  /\b(scratch|scratching|scratched|cut|cutting|carve|carving|carved|slice|slicing|sliced|stab|stabbing) (at )?(my|his|her|their) (wrists?|arms?|legs?|thighs?|skin|stomach|tummy|belly) (with|using) (a |an |some |the |broken |bits of )?(glass|razor|razors|blade|blades|knife|knives|scissors|compass|sharpener|pin|pins|needle|needles|safety pin)\b(?!.*\b(accident\w*|by mistake|slipped|while (cooking|chopping|shaving|gardening|opening|cleaning|cutting))\b)/,
  /\b(starving|hurting|harming|punishing|burning) (my|him|her)self\b[^.]*\b(and|or) (cutting|burning|scratching)\b/,
  // Burning one's own skin with something heated (NICE NG225: self-harm), not a cooking accident.
  /\b(used|use|uses|using|put|puts|putting|pressed|press|presses|pressing|held|hold|holds|holding) (a |the |my |his |her )?(hot|heated|red hot|boiling|burning|lit) (spoon|knife|iron|lighter|metal|coin|key|pan|cigarette|match|hair straighteners|straighteners|curling tongs)\b[^.,]*\b(on|to|against|into) (my|his|her|their) (own )?(skin|arms?|legs?|thighs?|wrists?|hands?|stomach|tummy|belly|chest|hip|hips|ankles?)\b(?![^.]*\b(accident\w*|by mistake|slipped|while (cooking|ironing|styling|straightening)|burnt the)\b)/,
  // Words or names carved into one's own skin (NICE NG225: self-harm), not a tattoo or a strap.
  /\b(carve|carved|carving|carves|etch|etched|etching)\b[^.,]*\b(into|in|on) (my|his|her|their) (own )?(wrists?|arms?|legs?|thighs?|skin|stomach|tummy|belly|hips?|chest|hands?)\b|\b(scratch|scratched|scratching|cut|cutting) (\w+ ){1,3}into (my|his|her|their) (own )?(wrists?|arms?|legs?|thighs?|skin|stomach|tummy|belly|hips?)\b(?![^.]*\b(accident\w*|by mistake|strap|bra|band|waistband|elastic)\b)/,
  // A teenager who cut their own arm or thigh, no accident told (NICE NG225: self-harm is most common in young people).
  /\b(1[1-9] ?(years? old|yo|yrs? old)|teen|teenager|teenage (son|daughter|girl|boy))\b[^.]*\b(cut|cuts|has cut|slashed|sliced) (her|his|their) (own )?(arms?|forearms?|wrists?|thighs?|legs?)\b(?! (on|with|while|when|against|by|using|opening|chopping|playing|at))(?![^.]*\b(accident\w*|by mistake|slipped|fell|fall|glass|fence|tin|chopping|cooking|shaving|knife slipped|football|rugby|bike)\b)/,
  /\b(i|he|she) (cut|cuts|cutting|burned|burnt) (deep|deeper|too deep|really deep|more than (usual|before|ever)|worse than (usual|before|ever))\b/,
  // Deeper than meant: a cut made on purpose (NICE NG225: self-harm).
  /(^|\b(i|he|she) )(cut|cuts|cutting|burned|burnt) (a bit |way |much |a lot )?(deeper|too deep) than (i|he|she) (meant|wanted|planned|intended)( to)?\b/,
  /\b(cut|cuts)\b[^.]*\b(much |way |a lot |far )?deeper than (i|he|she) (meant|wanted|planned|intended)\b/,
  // One's own arm or wrist cut with no accident told, and bleeding that will not stop or a cut that gapes (NICE NG225).
  /^(i |ive )?(cut|slashed|sliced) my (own )?(arm|arms|wrist|wrists|forearm|thigh|thighs)\b(?! (on|with|while|when|against|by|using|opening|chopping|playing|at work|shaving|cooking))(?![^.]*\b(accident\w*|by mistake|slipped|fell|fall|glass|fence|tin|knife slipped|chopping|cooking|shaving|football|bike|dog|cat|saw|tool|drill|machine|work)\b)(?=[^.]*\b(not stopping|wont stop|gaping|towels|deep)\b)/,
  /\b(i|ive|i have|he has|hes|she has|shes|they have) (cut|burned|burnt|hurt myself|harmed myself|been cutting|started cutting) again\b(?! (my|his|her|the|a|some) (?!(arms?|legs?|wrists?|thighs?|skin|stomach|body)\b)\w+)/,
  /\b(starve|starving|starved|hurt|hurting|punish|punishing|cut|cutting|burn|burning|hit|hitting) (my|him|her|them)sel(f|ves) (as (a )?punishment|to punish (my|him|her|them)sel(f|ves)|because i deserve it)\b/,
]);

/** "I won't be here" as the end of what is said. */
export const WONT_BE_HERE = concept('wont-be-here', [/\b(i|he|she) (wont|will not|shant) be (here|around|alive)$/]);
/** Plans, appointments or subscriptions cancelled. */
export const CANCELLED = concept('cancelled', [
  /\b(cancel|cancelled|canceled|cancelling|canceling) (all )?(my|his|her) (plans|appointments|subscriptions|bookings|everything)\b/,
]);

/** A will, insurance or funeral settled. */
export const AFFAIRS_SETTLED = concept('affairs-settled', [
  /\b(my|his|her) (will|life insurance|funeral plan|affairs|pension|bank account|savings)\b[^.]*\b(is|are|has been|have been) (done|sorted|paid up|in order|written|updated|signed)\b/,
  /\b(emptied|transferred|signed over|gave|given|moved) (all )?(my|his|her) (bank account|savings|money|house|flat|car)( over)? to\b/,
]);
/** Nothing left to sort or say. */
export const NOTHING_LEFT = concept('nothing-left', [
  /\b(nothing|none|no one) (left )?(left to|more to) (sort|do|say|fix|tie up|arrange|live for)\b/,
]);

/** Not waking tomorrow, and having made sure of it. */
export const NOT_WAKING = concept('not-waking', [
  /\b(dont|do not) think (i|ill|i will) (will )?(wake|be waking)( up)?( tomorrow| in the morning)?\b/,
]);
export const MADE_SURE = concept('made-sure', [
  /\b(made|make|making) sure (of it|of that|i (wont|dont|will not)|that i (wont|dont|will not))\b/,
]);

/** A high place, and letting go or stepping off from it. */
export const HIGH_PLACE = concept('high-place', [
  /\b(balcony|roof|rooftop|bridge|ledge|edge|cliff|cliffs|cliff top|clifftop|window ledge|top floor|car park roof|viaduct)\b/,
]);
export const LETTING_GO = concept('letting-go', [
  /\b(thinking (about|of)|thought (about|of)|want to|going to|about to|urge to|tempted to) (letting go|let go|step off|stepping off|lean over|leaning over|climb over|climbing over|going over)\b(?! of\b)/,
]);

/** Told it gets better, and not waiting around to find out. */
export const TOLD_IT_GETS_BETTER = concept('told-it-gets-better', [/\b(it|things|life) (gets?|will get|is going to get) better\b/]);
export const NOT_WAITING_TO_SEE = concept('not-waiting-to-see', [
  /\bnot (waiting|hanging|sticking) around (to (find out|see)|that long|for that)$/,
]);

/** Wanting something to stop for good, and knowing how (988: a plan). */
export const STOP_FOR_GOOD = concept('stop-for-good', [
  /\bwant (\w+ ){0,6}to (stop|end|go away) (for good|forever|for ever|permanently)\b/,
]);
export const KNOW_HOW = concept('know-how', [
  /\b(i|he|she) (know|knows|have worked out|has worked out|worked out) (how|the way)( to do it| id do it| i would do it)?$/,
]);

/** Ready to go, not home or out. */
export const READY_TO_GO = concept('ready-to-go', [
  /\b(ready|time for me|my time) to go\b(?! (home|out|back|to|on|in|shopping|now to|for|and|with|up|down|away on)\b)/,
]);

/** At the edge of a height, sitting or standing there. */
export const AT_EDGE = concept('at-edge', [
  /\b(sat|sitting|stood|standing|sit|stand|is|was) (at|on|by|near|out on) (the|a|his|her|their|my|our) (\w+ ){0,2}(edge|ledge|railing|railings|parapet|bridge|roof|cliff|cliffs|windowsill|window sill)\b(?! of (the|my|a|his|her|their) (bed|sofa|couch|seat|chair|bath|pool|table|desk|stage|road|pavement|kerb|curb))/,
]);
/** Will not come back in or down from where they are. */
export const WONT_COME_IN = concept('wont-come-in', [
  /\b(wont|will not|refuses to|refusing to|doesnt want to|does not want to) (come|get|step|climb) (back )?(in|inside|down|off)\b/,
]);
/** Not answering, phone off: cannot be reached. */
export const UNREACHABLE = concept('unreachable', [
  /\b(cant|cannot|can not|couldnt|could not) (get hold of|reach|get through to|contact|get in touch with|get an answer from) (him|her|them|my \w+)\b/,
  /\b(wont|will not|isnt|is not|not|doesnt|stopped) (answer|answering|pick up|picking up|reply|replying|respond|responding)( me| my calls| the phone| his phone| her phone)?\b|\bphone (is )?(off|switched off|going to voicemail)\b/,
]);

/** Kids or family deserving better, and fine after (Samaritans: feeling like a burden). */
export const DESERVE_BETTER = concept('deserve-better', [
  /\b(deserve|deserves) (a )?better (mum|dad|mother|father|parent|wife|husband|partner|friend|daughter|son|person|girlfriend|boyfriend|family) than me\b/,
]);
export const FINE_AFTER = concept('fine-after', [
  /\b(they|he|she|you|everyone|the kids|my kids|the children|my family) (will|would|ll) be (ok|okay|fine|alright|better)( \w+){0,4} (after|afterwards|when im gone|without me)$/,
]);

/** Unafraid of dying, looking forward to it. */
export const UNAFRAID_OF_DYING = concept('unafraid-of-dying', [/\bnot (scared|afraid|frightened) of (dying|death)\b/]);
export const LOOKING_FORWARD_TO_IT = concept('looking-forward-to-it', [/\blooking forward to (it|dying|death|the end)$/]);

/** Despair said as no way through. */
export const NO_WAY_THROUGH = concept('no-way-through', [
  /\b(dont|cant|do not|cannot) see (a|any) way (through|out of|past) (this|it|all this)\b/,
]);

/** Plans not to be around for something ahead ("for my exam results"). */
export const NOT_PLANNING_TO_BE_AROUND = concept('not-planning-to-be-around', [
  /\b(dont|do not|not) (plan|planning|intend|intending|expect|expecting) (on|to) (be|being) (here|around|alive) (for|by|at|when|to see)\b/,
]);
/** A reason given for not being there ("they scare my dog"). */
const REASON_GIVEN = /\b(scare|scares|because|since|busy|noise|loud|hate|cant stand|holiday|trip|away|work|shift)\b/;

/** Medicines hoarded (Samaritans: access to means), unless a supply reason is given anywhere. */
export const HOARDED = concept('hoarded', [
  /\b(hoarding|hoarded|stockpiling|stockpiled|saving up|saved up|been saving|stashing|stashed|collect|collecting|collected|been collecting|keeping back|kept back) (all |some |loads of |lots of )?(of )?(my |his |her |their |the )?(pills|tablets|meds|medicines?|medication|paracetamol|painkillers|sleeping pills|sleeping tablets|insulin|antidepressants)\b/,
]);
const SUPPLY_REASON = /\b(strike|shortage|holiday|trip|travel\w*|in case|run out|running out|pharmacy|supply|abroad)\b/;

/**
 * Said outright though in other words: no reason left to go on, or a plan with the means to
 * carry it out (988: "having a plan"; NHS: Help for suicidal thoughts).
 */
export const NO_REASON_LEFT = concept('no-reason-left', [
  /\b(no|theres no|there is no|dont see any|cant see any|dont see the|cant see the|what is the|whats the) (point|reason|use) (in |of )?(me )?(going on|carrying on|living|being alive|staying alive|being here|existing|waking up)\b(?! (with|taking|to|at|in|on|like this with|if|when|for|today|then|while|until|unless)\b)/,
  /\b(whats|what is) the (point|use) of me\b(?! (going|doing|trying|coming|being|taking|booking|seeing))/,
  /\b(worked out|calculated|figured out|counted|know|looked up) how (many|much) (of )?(my |his |her |the )?(pills|tablets|meds|medication|paracetamol|painkillers|insulin|sleeping pills) (i|he|she) (need|would need|needs)\b(?! (for|to take|a day|per day|each|every|while|on))/,
  /\b(hose|hosepipe|tube|pipe)\b[^.]*\b(exhaust|taped|tape|gaffer)\b|\b(exhaust)\b[^.]*\b(hose|hosepipe|tube|pipe)\b/,
  /\b(where|the (bit|spot|place) where) (the )?(trains?|it|they) (doesnt|dont|wont|never|do not|does not) slow( down)?\b/,
  /\bnot (waiting|hanging|sticking) around to (find out|see) (if|whether) (it|things|life) (gets?|will get) better\b/,
  /\b(writing|rewriting|written|wrote|finished|finishing|drafting|drafted|rewrote|rewritten) (and rewriting |and rewrote )?(the|my) (note|last letter|final letter|goodbye letter)$/,
  /\bso (that )?(nobody|no one|noone|they|nobody will|no one will) (finds?|can find|will find|would find|could find) me (in time|until (its|it is) too late|before (its|it is) too late)\b/,
  /\b(took|taken|taking|got|removed|removing|get) the (blades?|razors?) out of (my|the|a) (\w+ )?(sharpener|razor|shaver|pencil sharpener)\b/,
  /\blet (the cold|the sea|the water|the river|the waves|death|the darkness|the snow|the pills) take me\b/,
  /\b(cant|cannot|can not|dont think i can|not sure i can|wont) (promise|guarantee|say) (that )?(i|ill|i will|he will|she will|ill be) (will )?(be |stay |keep )?(safe|myself safe)\b/,
  /\blooking forward to (dying|death)\b/,
  /\b(a|the|my|her|his) plan and (the )?(means|pills|rope|gun|tablets)\b|\b(has|have|got|with) (the )?means (now|to do it|ready|at home|in the house)\b/,
]);

/** Sitting with the means, night after night (Samaritans: access to means). */
export const SITTING_WITH_MEANS = concept('sitting-with-means', [
  /\b(sit|sits|sat|sitting|lie|lying|lay) (\w+ ){0,3}(with|holding) (it|them|the (gun|shotgun|rifle|rope|pills|tablets|knife|blade|noose))\b/,
]);
const LETHAL_MEANS = /\b(gun|shotgun|rifle|pistol|revolver|firearm|rope|noose|pills|tablets|blade|razor)\b/;
/** Using, drinking or taking until the heart stops (988: a plan). */
export const UNTIL_DEATH = concept('until-death', [
  /\b(want|wanna|going to|gonna|will|plan to|planning to|keep|keep on)\b[^.]*\b(until|till|til) (my|his|her) (heart|breathing) stops\b|\b(want|wanna|going to|gonna|plan to|planning to)\b[^.]*\b(until|till|til) (i|he|she) (die|dies|stop breathing|dont wake up|never wake up|cant wake up)\b/,
]);
/** Lights out, game over, curtains: said of oneself. */
export const LIGHTS_OUT = concept('lights-out', [/\b(lights out|game over|curtains|checkout time|the end of the line) for me\b/]);
/** Should have died before (988: talking about wanting to die). */
export const SHOULD_HAVE_DIED = concept('should-have-died', [
  /\b(i|he|she) (should have|shouldve|should of|wishes (he|she) had|wish i had) died\b/,
]);
/** Bowing out, checking out, tapping out of life. */
export const BOW_OUT = concept('bow-out', [
  /\b(want to|wanna|going to|gonna|ready to|time to|time for me to|about to|decided to) (bow out|check out|clock out|tap out|log off for good|exit)\b(?! (of|from) (the|this|my) (competition|race|tournament|job|project|group|chat|league|hotel|course|team))/,
]);

/**
 * Signs of suicidal intent found in the message: the parts read from broad vocabularies
 * (crisis-parts.ts), which carry new phrasings, or the signs combined below, which keep the
 * phrasings met before.
 */
export function crisisSigns(m: ConceptMatcher): boolean {
  return crisisByParts(m) || phraseSigns(m);
}

/** Signs of suicidal intent found in the message, combined as crisis-line guidance reads them. */
function phraseSigns(m: ConceptMatcher): boolean {
  const absence = m.has(OWN_ABSENCE);
  const supposed = m.has(SUPPOSED_ABSENCE);
  const relieved = m.has(OTHERS_RELIEVED);
  const burden = m.has(BURDEN_ON_OTHERS);
  // A move or a trip said in another clause explains the goodbye ("moving to australia, this is goodbye").
  const farewell = m.has(FAREWELL) && !TRIP.test(m.text);
  const affairs = m.has(SETTLING_AFFAIRS);
  const despair = m.has(DESPAIR);
  const time = m.has(TIME_CHOSEN);
  const soon = m.has(SOON);
  // "It" said to be something else ("the hoovering, I mean") is not the act.
  const doIt = m.has(DO_IT) && !/\b(i mean|by it i mean|i meant|meaning the)\b/.test(m.text);
  const endAll = m.has(END_ALL);
  const means = m.has(MEANS_GOT);
  const sure = m.has(MEANS_SURE);
  const weak = [supposed, relieved, burden, affairs, despair, time, means].filter(Boolean).length;
  const means2 = means || m.has(MEANS_AT_HAND);
  const ending = m.has(LIFE_ENDING);
  const final = m.has(FINALITY);
  const unbothered = m.has(NO_ONE_BOTHERED);
  const without = m.has(BETTER_WITHOUT);
  const apology = m.has(APOLOGY);
  const calm = m.has(CALM_RESOLVE);
  const lifeOver = m.has(LIFE_OVER);
  const unnoticed = m.has(NOBODY_NOTICE);
  return (
    ending ||
    (m.has(HOARDED) && !SUPPLY_REASON.test(m.text)) ||
    (m.has(TOLD_IT_GETS_BETTER) && m.has(NOT_WAITING_TO_SEE)) ||
    (m.has(STOP_FOR_GOOD) && (m.has(KNOW_HOW) || means2 || soon || despair)) ||
    (m.has(READY_TO_GO) && (soon || time || calm || means2 || despair)) ||
    (m.has(AT_EDGE) &&
      (m.has(UNREACHABLE) || m.has(REPEATEDLY) || m.has(WONT_COME_IN) || soon || despair) &&
      // A pet or a toddler on the sill is in danger of falling, not of its own will.
      !/\b(cat|cats|kitten|dog|puppy|bird|parrot|pigeon|toddler|baby)\b/.test(m.text) &&
      // Standing there to watch the sunrise or fish is a habit, not a sign.
      !/\b(to (watch|see|photograph)|sunrise|sunset|view|photos?|fishing|walk the dog|jog\w*)\b/.test(m.text)) ||
    (m.has(DESERVE_BETTER) && (m.has(FINE_AFTER) || despair || means2 || soon)) ||
    (m.has(UNAFRAID_OF_DYING) && m.has(LOOKING_FORWARD_TO_IT)) ||
    (m.has(NO_WAY_THROUGH) && (means2 || soon || time || affairs)) ||
    (m.has(NOT_PLANNING_TO_BE_AROUND) && !TRIP.test(m.text) && !REASON_GIVEN.test(m.text)) ||
    (lifeOver && (soon || time || means2 || despair)) ||
    (m.has(INTO_WATER) && (soon || time || despair || lifeOver)) ||
    m.has(SELF_HARM) ||
    (m.has(WONT_BE_HERE) &&
      !AWAY_FOR_A_REASON.test(m.text) &&
      !TRIP.test(m.text) &&
      (m.has(CANCELLED) || despair || means2 || affairs || farewell || soon)) ||
    (m.has(AFFAIRS_SETTLED) && (m.has(NOTHING_LEFT) || affairs || despair || farewell || soon)) ||
    (m.has(NOT_WAKING) && (m.has(MADE_SURE) || means2 || despair)) ||
    (m.has(HIGH_PLACE) && m.has(LETTING_GO)) ||
    m.has(WORTH_MORE_DEAD) ||
    m.has(SHUT_IN_WITH_MEANS) ||
    m.has(METHOD_QUESTION) ||
    (m.has(STARING_DOWN) && (m.has(REPEATEDLY) || despair || soon || time)) ||
    (calm && (affairs || means2 || despair || farewell || m.has(TOOK_SOMETHING))) ||
    (m.has(SITTING_WITH_MEANS) &&
      LETHAL_MEANS.test(m.text) &&
      !/\b(clean|cleaning|shooting|hunting|range|club|licen[sc]e)\b/.test(m.text)) ||
    m.has(UNTIL_DEATH) ||
    // How high or far, so one would not survive, asked over two clauses (Samaritans: researching methods).
    (/\bhow (high|far|deep|long|much|many)\b[^.]*\b(you|i|he|she|a person|someone) (dont|do not|wont|would not|wouldnt|cant|could not|couldnt) survive\b/.test(
      m.text,
    ) &&
      /\b(fall|falls|drop|jump|building|bridge|floors?|storeys?|stories|height|cliff|roof|balcony|car park)\b/.test(m.text) &&
      !/\b(lol|haha|lmao)\b/.test(m.text)) ||
    (m.has(LIGHTS_OUT) && (soon || time || despair || means2 || /\b(decided|made up my mind|tonight|ready)\b/.test(m.text))) ||
    (m.has(SHOULD_HAVE_DIED) && (means2 || despair || LETHAL_MEANS.test(m.text))) ||
    (m.has(BOW_OUT) && (soon || time || despair || means2)) ||
    // A note written, then at a cliff or a bridge (Samaritans: saying goodbye, visiting places).
    (affairs && m.has(HIGH_PLACE) && /\b(sat|sitting|stood|standing|parked|im|i am|up at)\b/.test(m.text)) ||
    // An absence supposed that nobody would notice (Samaritans: feeling like a burden).
    (supposed && unnoticed) ||
    // An apology that closes, with things given away or despair (Samaritans: saying goodbye).
    (apology && (affairs || despair || means2 || absence)) ||
    (m.has(GOODBYE_SENT) && (m.has(UNREACHABLE) || m.has(PARTING_WORDS) || apology || despair || absence)) ||
    (m.has(LOOK_AFTER_FOR_ME) && !STAY_AWAY.test(m.text) && (m.has(PARTING_WORDS) || apology || despair || soon)) ||
    // Legs dangling over the edge of a roof or a bridge (Samaritans: a person at immediate risk).
    (/\b(roof|rooftop|bridge|balcony|ledge|cliff|car park)\b[^.]*\b(legs|feet) (over|dangling over|hanging over) the (edge|side|rail|railing)\b/.test(
      m.text,
    ) &&
      !/\b(view|photos?|sunset|sunrise|fishing|pool|swim\w*|picnic|drinks?|we|us|our)\b/.test(m.text)) ||
    // How easy it would be to go over the rail or the edge (Samaritans: a person thinking of a method).
    /\b(so |how |too )?easy (it would be |itd be |it d be )?to (just )?(go over|jump|step off|slip over|let go|climb over)\b/.test(
      m.text,
    ) ||
    // A funeral paid for and belongings handed on now (Samaritans: putting affairs in order, giving things away).
    (/\b(paid for|arranged|planned|sorted|booked) (his|her|my|their) (own )?funeral\b/.test(m.text) &&
      /\b(want|wants|wanted) (me|us|you|them) to have (his|her|my|their) \w+( \w+)? now\b|\bgiv(ing|en|e) (away )?(his|her|my|their) (things|stuff|possessions|belongings)\b/.test(
        m.text,
      )) ||
    // Words of parting, and not coming back again (Samaritans: saying goodbye).
    (m.has(PARTING_WORDS) &&
      /\b(i|he|she) (wont|will not|shant) be (coming|back|seeing (you|them)) (\w+ ){0,4}again\b/.test(m.text) &&
      !AWAY_FOR_A_REASON.test(m.text) &&
      !TRIP.test(m.text)) ||
    // A lethal amount asked about, with a stock of it at hand (Samaritans: researching a method, access to means).
    (/\b((a lot|lots|too much|too many|enough|loads) of (\w+ ){0,2}(stops?|stop) (the|your|a) heart|(would|will|can|could) (\w+ ){0,8}(kill (you|someone|a person)|be fatal|be lethal|stop (the|your|a) heart))\b/.test(
      m.text,
    ) &&
      /\b(i|ive|we) (have|got|have got|ve got|keep|saved|have saved) (up )?(two|three|four|five|\d+|several|loads of|lots of|plenty of|a (whole )?(cupboard|drawer|box|bag) (full )?of) (full )?(boxes|packets|bottles|packs|strips|months|tubs)\b/.test(
        m.text,
      )) ||
    // Words of parting, then locked in and not answering (Samaritans: act now).
    (m.has(PARTING_WORDS) &&
      m.has(UNREACHABLE) &&
      /\b(door (is |was )?locked|locked (the|his|her|their|my) (\w+ )?door|locked (him|her|them)sel(f|ves) in)\b/.test(m.text)) ||
    // A message of parting (thanks for everything, look after my dog, sorry), then silence (Samaritans: saying goodbye).
    ((m.has(PARTING_WORDS) || m.has(LOOK_AFTER_ASKED) || apology) &&
      m.has(UNREACHABLE) &&
      MESSAGE_SENT.test(m.text) &&
      !STAY_AWAY.test(m.text)) ||
    (m.has(EVERYTHING_READY) && !OCCASION.test(m.text) && (time || despair || (soon && (doIt || burden)))) ||
    (m.has(MANAGE_WITHOUT_ME) &&
      (despair ||
        /\b(whats|what is) the point( anymore| any more)?$/.test(m.text) ||
        burden ||
        soon ||
        means2 ||
        m.find(OTHERS_RELIEVED).some((match) => !/\bwithout me\b/.test(match.text)))) ||
    (final && (means2 || soon || time || burden || relieved || despair || unbothered)) ||
    (unbothered && (soon || despair || means2 || affairs)) ||
    (m.has(WONT_NEED) && (affairs || despair || soon)) ||
    (without && (apology || farewell || means2 || despair || affairs)) ||
    (despair && means2) ||
    // Lethal means just got, told as the whole message with no purpose given (Samaritans: access to means).
    (m.has(MEANS_GOT) &&
      m.clauses.length === 1 &&
      m.text.split(' ').length <= 8 &&
      /\b(rope|noose|gun|rifle|pistol|revolver|shotgun|firearm|hose|hosepipe|razor blades)\b/.test(m.text)) ||
    // A farewell, or one's own absence ahead, said as it stands (988: "talking about being gone").
    farewell ||
    (absence && !TRIP.test(m.text)) ||
    m.has(NO_REASON_LEFT) ||
    // Means got and the amount counted, the place chosen or a wish to be gone (Samaritans: a plan).
    (means && sure) ||
    (doIt && (time || means || sure || burden || (soon && (despair || supposed || unnoticed)))) ||
    // Not coming back "or ever", with a goodbye (Samaritans: saying goodbye).
    (/\b(wont|will not|would not|wouldnt|not going to|isnt going to|is not going to) (be|come|coming)\b[^.]*\bor (ever|ever again)\b/.test(
      m.text,
    ) &&
      !AWAY_FOR_A_REASON.test(m.text) &&
      !TRIP.test(m.text) &&
      /\b(goodbye|bye|hug|farewell|sorry|love you|thank you for everything)\b/.test(m.text)) ||
    (endAll && (time || soon || means || despair || sure)) ||
    (supposed && (relieved || burden || despair)) ||
    (burden && (despair || relieved || means || time)) ||
    (affairs && (despair || means || time || sure || burden)) ||
    (despair && (time || means || sure)) ||
    (sure && weak >= 2)
  );
}
