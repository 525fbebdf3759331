/**
 * A suicidal crisis read from its parts rather than from whole phrases: each part (death or
 * non-existence, a wish or plan, a time, the means or a method, a farewell, hopelessness,
 * self-harm) is read from its own broad vocabulary anywhere in the clause or the message, and
 * the parts are combined as the crisis lines weigh warning signs (crisisByParts below). New
 * phrasings are caught when their words fall in the vocabularies, without a rule per phrase.
 * Each part is a concept, so negation, history and questions are read as for every other
 * concept (matcher.ts).
 */
import type { Concept } from './concepts';
import type { ConceptMatcher } from './matcher';

const concept = (id: string, patterns: readonly RegExp[], except?: readonly RegExp[]): Concept => ({ id, patterns, except });
const words = (list: readonly string[]) => `(?:${list.join('|')})`;
/**
 * The small words that may stand between a wish and what is wished ("want to just quietly
 * die", "wish i could be gone"): pronouns, modals and adverbs, never a noun, so that "i wish
 * this cold would go away" names the cold, not the speaker.
 */
const GAP =
  '(?:(?:i|im|he|she|they|me|to|could|would|can|might|will|was|were|had|be|just|simply|quietly|peacefully|really|all|finally|actually|honestly|maybe|rather|so|and|then|go|of|about|slowly|fall|off|myself|himself|herself|somehow|sleep|asleep|bed|the|everything|it|this|life) ){0,5}';

/** The speaker or someone the message is about, as the one the act is done to. */
const SELF = '(?:my|him|her|them|your|our)sel(?:f|ves)';

/**
 * Wanting, planning, deciding or dwelling on it (988 Lifeline warning signs: "talking about
 * wanting to die", "making a plan"; NHS Help for suicidal thoughts: thoughts that keep coming).
 */
const INTENT_WORDS: readonly string[] = [
  'want',
  // Misspelt as texted ("wnat", "wana"): the spelling corrector does not reach these.
  'wnat',
  'wnt',
  'whant',
  'wamt',
  'wana',
  'wants',
  'wanted',
  'wanting',
  'wanna',
  'wish',
  'wishes',
  'wished',
  'wishing',
  'going to',
  'gonna',
  'gona',
  'about to',
  'plan to',
  'plans to',
  'planning to',
  'planning on',
  'planned to',
  'plan on',
  'planning how to',
  'decided to',
  'deciding to',
  'made up my mind to',
  'ready to',
  'tempted to',
  'urges? to',
  'thinking (?:about|bout|abt|of|to)',
  'think to',
  'decided',
  'made up (?:my|his|her) mind',
  '(?:pray|prays|praying|prayed|hope|hopes|hoping) (?:that )?(?:i|he|she)',
  'wish (?:i|he|she) (?:could|would|was|were|had)',
  'feel(?:s|ing)? like(?= (?:ending|killing|giving up|disappearing|offing|unaliving|jumping|throwing|stepping|hanging|overdosing|crashing|driving|walking into|drowning|slitting|taking all))',
  'think (?:about|of)',
  'thought (?:about|of)',
  'thoughts (?:about|of)',
  'dreaming (?:about|of)',
  'fantasi[sz]ing about',
  'obsessed with',
  'imagining',
  'imagine',
  'picturing',
  'picture',
  'would rather',
  'id rather',
  'rather',
  'prefer to',
  'hope to',
  'hoping to',
  'pray(?:ing)? to',
  'might as well',
  'might just',
  'could just',
  'should just',
  'need to',
  'need(?= (?:it all|everything|all of it|it) to (?:end|stop|be over))',
  'time to',
  'time for me to',
  'time (?:i|he|she)',
  'make sure (?:that )?(?:i|he|she)',
  '(?:doing|do|did) (?:\\w+ ){1,3}a favou?r by',
  'like to',
  'looking forward to',
  'counting down (?:the days )?(?:until|till|to)',
  'threatening to',
  'threatened to',
  'the only way out is',
  'try to',
  'trying to',
  'tried to',
  'attempt to',
  'way to',
  'ways to',
  'how to',
  'how i (?:would|could|will|might)',
  '(?:would be|it would be|itd be|id be) (?:so |really )?(?:nice|good|easier|better|peaceful|a relief|lovely|a release) (?:to|if (?:i|he|she))',
  '(?:how|so) (?:nice|good|peaceful|easy|restful|lovely) it (?:would|d|will) be (?:to|if (?:i|he|she))',
];
const INTENT = words(INTENT_WORDS);

/**
 * Death and non-existence in every register (Samaritans and Zero Suicide Alliance list the
 * indirect ways people say it: gone, not here, sleep forever, check out, unalive, kms...).
 */
const DEATH = words([
  'die',
  'dying',
  '(?:be|being) dead',
  '(?:be|being) gone(?! (?:for|on|to|away|out|by|over|through|a|the)\\b)',
  'dead',
  '(?:my|his|her) (?:own )?(?:death|funeral|grave)',
  'not (?:be |being )?(?:here|around|alive)(?: anymore| any more| no more)?(?! (?:for|in(?! the morning)|at|on|with|to|when|today|tonight|this)\\b)',
  '(?:not|never|no|dont|do not|didnt|wont|doesnt) (?:have to |need to )?(?:wake|waking)(?: up)?(?!(?: up)? (?:early|at|before|for|in the(?! morning)|until|till|on time|in time|from|after|during|under|the|my|his|her|them|him|everyone|anyone|to)\\b)',
  'stop (?:existing|living|breathing|being alive)(?! (?:on|in|at|with|like|off|for)\\b)',
  'be done with (?:it|it all|everything|life)(?= *$| for good)',
  '(?:it|this) (?:to )?(?:be )?over (?:for good|forever|for ever|permanently)',
  'give up(?= (?:for good|on (?:life|living|everything)|completely)\\b)',
  'cease to exist',
  'not exist(?:ing)?',
  'exist no more',
  'disappear(?:ing)?(?= *$| (?:for good|forever|for ever|permanently|off the face|and never|completely|without a trace)\\b(?! (?:to|on|in|at|with|from)\\b))',
  'vanish(?:ing)?(?= *$| (?:for good|forever|for ever|permanently|and never)\\b(?! (?:to|on|in|at|with|from)\\b))',
  '(?<!\\b(?:it|this|that|they|them) (?:to |would |will |could |just )?)(?:go|going|slip|slipping|fade|fading|waste|wasting|drift|drifting) away(?= *$| (?:for good|forever|for ever|permanently|and never|and not)\\b(?! (?:to|on|in|at|with|from)\\b))',
  '(?:go to |fall |be )?(?:sleep|asleep) (?:forever|for ever|for good)(?! (?:this|next|on|at|after|until|till|all|in)\\b)',
  'the (?:long|big|eternal|final|endless) sleep',
  'stay asleep(?! (?:until|till|all|for|through|in)\\b)',
  'never (?:open|opening) (?:my|his|her) eyes',
  '(?:end|ending|finish|finishing) (?:it|it all|things|everything|my life|his life|her life|their life|' +
    SELF +
    '|my pain|the pain|my suffering|the suffering|my existence)(?!(?: all)? (?:with|between|off with|for (?:good|ever) with|at work|on a high|of the|off)\\b)',
  '(?:kill|killing|off|offing|top|topping|unalive|unaliving) ' + SELF + '(?! (?:laughing|with laughter|at the gym|working)\\b)',
  'unalive',
  'kms',
  'ctb',
  'suicide',
  'take (?:my|his|her|their) (?:own )?life',
  'taking (?:my|his|her|their) (?:own )?life',
  '(?:let|letting) go(?= *$| (?:for good|forever|of (?:life|everything|it all))\\b)',
  '(?:check|checking|bow|bowing|tap|tapping|clock|clocking) out(?= *$| (?:for good|permanently|early|of (?:life|this world|here))\\b)',
  'call it a day(?= *$| (?:for good|forever|on (?:life|everything))\\b)',
  'six feet under',
  'meet (?:my|his|her) maker',
  'lights out',
  '(?:leave|left|leaving) this world',
  '(?:not|no longer) (?:be )?in this world',
  'go to heaven',
  '(?:join|be with) (?:my |his |her )?(?:late )?(?:mum|mom|dad|mother|father|husband|wife|partner|son|daughter|brother|sister|nan|gran|grandad|grandma|friend|boyfriend|girlfriend)(?! (?:for|at|on|in (?:the|a)|to|and)\\b)',
  '(?:it|this|everything|it all|all of it|the pain|the noise|the thoughts|life|my life) (?:to )?(?:stop|end)(?= *$| (?:for good|forever|for ever|permanently|once and for all)\\b)',
  '(?:everything|it all|all of it) (?:to )?(?:stop|end)',
  '(?:everything|it all|my life|all of this|all of it) (?:to )?(?:be )?over(?= *$| (?:with|for good|now|tonight|soon)\\b)',
  'out of (?:life|this life|this world|everything)(?= *$)',
  'go (?:dark|black)(?= *$| and stay)',
  '(?:noise|voices|thoughts|pain) (?:in my head )?to (?:stop|end) (?:for good|forever|for ever|permanently)',
  '(?:let )?(?:the (?:cold|sea|water|river|snow|darkness)|death|god) (?:to )?take me',
  'make it (?:look|seem) like an accident',
  'to (?:stop|end) (?:for good|forever|for ever|permanently)',
  'ready to go(?= *$| (?:and be with|to (?:heaven|be with)|now)\\b)',
  '(?:dying|death|ending it|killing myself) (?:is|seems|feels like|would be) (?:the )?(?:only|best|easiest|a) (?:way out|option|answer|solution|relief|way)',
  'go (?:through|thru) with it',
  'do it(?= (?:tonight|tomorrow|soon|this weekend|properly this time|for real)\\b)',
  'give up on (?:life|living)',
  'giving up on (?:life|living)',
  'no longer (?:alive|breathing|here|around)',
]);

/**
 * The plainest death words, which may stand further from the wish ("i hope i get cancer and
 * die"), as long as nobody else is named between (no "he", "my cat", "if", "before").
 */
const DEATH_PLAIN = words([
  'die(?! (?:down|out|off|hard|of|from|laughing)\\b)',
  '(?:be|being) dead',
  '(?:not|never) (?:wake|waking)(?: up)?(?!(?: up)? (?:early|at|before|for|in the(?! morning)|until|till|on time|in time|from|after|during|under|the|my|his|her|them|him|everyone|anyone|to)\\b)',
  'stop breathing',
  'slip(?:ping)? under',
  'drown(?: ' + SELF + ')?',
  'kill ' + SELF,
  'end (?:it all|my life)(?! (?:with|between|off)\\b)',
  'disappear (?:forever|for good|for ever)',
  'sleep forever(?! (?:this|next|on|at|after|until|till|all|in)\\b)',
  'never (?:come|coming) back(?= *$)',
  '(?:drink|drinking|starve|starving) ' + SELF + ' to death',
]);
/** Up to six words with nobody else named in them: the wider gap for DEATH_PLAIN. */
const WIDE_GAP =
  '(?:(?!(?:he|she|they|it|its|people|someone|somebody|anyone|anybody|you|we|his|her|their|our|your|if|whether|when|before|after|know|knew|see|hear|how|why|what|who|dog|cat|pet|plant|plants|phone|battery)\\b)\\w+ ){0,6}';

/** The death words that are idiom or hyperbole, not a wish ("dying to see", "die of embarrassment"). */
const HYPERBOLE = [
  /\b(die|died|dying|dead) (of|from|laughing|for a|to (see|try|meet|know|go|get|hear|tell|find))\b/,
  /\b(so|too|really) \w+ (that )?(i|he|she) (could|want to|wanna|will|might|am going to|m going to|just want to) die\b/,
  /\bdie (at home|in (a |the )?hospital|in (a |the )?hospice|with dignity|naturally)\b/,
  /\bdie (my|his|her|their|your) (hair|clothes|jeans|shirt|eyebrows|beard)\b/,
  /\bbe gone (before|by) (the )?(traffic|rush hour|crowds|queues?|shops open|school run|kids wake|morning)\b/,
  /\brather (die|be dead)\b[^.]*\bthan (have|having|get|getting|go to|going to|see|seeing|do|doing|eat|eating|sit|watch|wear|be seen)\b(?! back)/,
  /\b(dead|death) (tired|on (my|his|her) feet|inside|arm|leg|battery|phone)\b|\bthe death of (me|him|her|us|them)\b|\bover my dead body\b/,
  /^.*\b(feel|feels|feeling) like (im |i am |hes |shes )?(dying|going to die|death)\b.*$/,
  // A phone, a battery or a plant that is about to die.
  /\b(phone|mobile|battery|laptop|ipad|charger|plants?|torch|headphones|computer|tv|fridge|boiler)\b[^.,]{0,25}\b(die|dying|died)\b/,
  /\b(killing|kill|killed|killing) (my|him|her|them)sel(f|ves) (laughing|with laughter|at the gym|working)\b/,
];

/**
 * Methods and acts (988 and Samaritans: "researching a method"; NHS: access to means): heights,
 * trains and traffic, water, hanging, poisoning, overdose, guns and blades.
 */
const METHOD = words([
  '(?:jump|jumping|jumped|leap|leaping|fall|falling|step|stepping|throw ' +
    SELF +
    '|throwing ' +
    SELF +
    '|yeet ' +
    SELF +
    '|yeeting ' +
    SELF +
    ') (?:off|from|in front of|under|out of (?:a|the|my) (?:window|building))(?! (?:the|a) (?:wall|sofa|couch|bed|trampoline|swing|slide|diving board|plane|boat|bus at|train at)\\b)',
  '(?:jump|jumping|walk|walking|run|running|step|stepping|drive|driving|fall|falling) (?:off|over) (?:the |a )?(?:end of |edge of |top of |side of )?(?:the |a |my )?(?:pier|cliffs?|bridge|roof|building|balcony|ledge|edge|car park|multi storey|tower block|viaduct|quay|harbour|dam|platform)',
  '(?:walk|walking|run|running|step|stepping|lie|lying|lay) (?:out )?(?:in front of|into|under|onto) (?:a |the |oncoming )?(?:train|trains|tracks|bus|car|cars|lorry|lorries|truck|traffic|motorway|sea|river|lake|canal|water|waves)',
  '(?:swim|swimming|wade|wading|walk|walking) (?:out )?(?:into|until|till)',
  '(?:drive|driving|crash|crashing|steer|steering|swerve|swerving|run|running|plough|ploughing) (?:my |his |her |the )?(?:car |van )?(?:into|off|over|in front of) (?:a |the )?(?:road|wall|tree|river|sea|lake|quay|harbour|cliff|cliffs|edge|bridge|lorry|lorries|truck|traffic|oncoming|motorway|reservoir|quarry)',
  '(?:crash|crashing|wreck) (?:my|his|her|the) (?:car|van)',
  '(?:hang|hanging|hanged|strangle|strangling|suffocate|suffocating|drown|drowning|gas|gassing|shoot|shooting|stab|stabbing|poison|poisoning|electrocute) ' +
    SELF,
  'hang(?: ' + SELF + ')?(?= *$| (?:tonight|today|in the|from)\\b)',
  'hanging(?= *$| (?:from|off|in the)\\b)',
  '(?:get|getting|be|being) (?:hit|run over|knocked down|killed) by (?:a|the) (?:bus|car|train|lorry|truck|van)',
  'tak(?:e|ing) an (?:overdose|od)',
  '(?:drink|drinking|starve|starving) ' + SELF + ' to death',
  '(?:the )?gas (?:is |turned |left )?on',
  'stopped (?:eating|drinking|taking (?:my|his|her) (?:tablets|meds|medication|insulin|pills))',
  '(?:throw|throwing|threw|fling|flinging) ' + SELF + ' into (?:the |a )?(?:river|sea|water|canal|lake|traffic|road|quarry)',
  '(?:put|putting) a bullet (?:in|through) (?:my|his|her) (?:head|brain)',
  'blow (?:my|his|her) brains out',
  'jump(?= *$| (?:tonight|today|now|soon|later|again|when|as soon|in front)\\b)',
  '(?:hurt|harm|cut|burn|punish) ' + SELF + '(?= *$| (?:really|badly|tonight|again|so|properly|deep)\\b)',
  '(?:took|taken|swallowed|downed|necked) (?:some|a lot of|loads of|all|every|many|a bunch of|a handful of|\\d+|the lot|everything|something|the whole)',
  'take (?:many|loads of|a lot of) (?:\\w+ )?(?:pills|tablets)',
  '(?:hose|hosepipe|pipe)\\b[^,]*\\b(?:tape|exhaust)',
  '(?:overdose|overdosing|od|oding|od on)',
  '(?:take|taking|swallow|swallowing|down|downing|neck|necking) (?:all|every|the whole|the lot|everything|the rest)(?! (?:of )?(?:my |the |his |her )?(?:vitamins|supplements|antibiotics|course))',
  '(?:drink|drinking) (?:bleach|antifreeze|weedkiller|poison)',
  '(?:slit|slitting|cut|cutting|slash|slashing) (?:my|his|her|their) (?:wrists?|throat)',
  'bleed (?:out|to death)',
  'gas oven',
  '(?:put|putting|stick|sticking) (?:my|his|her) head in the (?:gas )?oven',
  'engine running',
  'use (?:it|the gun|a gun|the knife|a knife|the rope) on ' + SELF,
]);

/** A lethal means named (988 and Samaritans: access to means). */
/** Means for hanging or shooting, which have one use when held without a reason. */
const LETHAL_MEANS = [
  'rope(?! (?:ladder|swing|bridge|course|lights?|toy))',
  'noose',
  'ligature',
  'gun',
  'shotgun',
  'rifle',
  'pistol',
  'revolver',
  'firearm',
];
const MEANS = words([
  'pills?',
  'tablets?',
  'tabs',
  'meds',
  'medicines?',
  'medication',
  'paracetamol',
  'painkillers',
  'insulin',
  'morphine',
  'codeine',
  'tramadol',
  'oxycodone',
  'opioids',
  'diazepam',
  'antidepressants',
  'lithium',
  ...LETHAL_MEANS,
  'belt',
  'blades?',
  'razors?',
  'knife',
  'bleach',
  'charcoal',
  'hose',
  'hosepipe',
  'poison',
  'weedkiller',
  'antifreeze',
]);
/** The means saved up, hoarded or laid out (Samaritans: "getting the means"): a sign on its own. */
const HOARDING = [
  'saved',
  'saving',
  'stockpiled',
  'stockpiling',
  'hoarded',
  'hoarding',
  'collected',
  'collecting',
  'stashed',
  'stashing',
  'counted',
  'counting',
  'lined up',
  'lining up',
  'laid out',
];
const MEANS_HOARDED_VERBS = words([...HOARDING, 'put aside', 'started keeping', 'been keeping']);
/** The means got, kept, counted or in reach. */
const MEANS_HELD = words([
  ...HOARDING,
  'have',
  'has',
  'had',
  'got',
  'ive got',
  'bought',
  'buying',
  'ordered',
  'with',
  'kept',
  'keeping',
  'keep',
  'ready',
  'holding',
  'sitting with',
  'sat with',
  'looking at',
  'staring at',
  'tied',
]);
/** Where the means wait. */
const MEANS_PLACE =
  '(?:here|with me|on me|in (?:my|the|his|her) (?:drawer|bag|pocket|hand|room|car|bedroom|shed|garage|barn|kitchen|loft|cupboard)|next to (?:me|my bed)|in front of me|on the table|out on the table|under (?:my|the) bed|ready|lined up|counted|saved up|stockpiled)';
const LETHAL = words(LETHAL_MEANS);
/** A supply reason, a hobby or a job that explains the means. */
const MEANS_REASON =
  /\b(prescription|pharmacy|chemist|repeat|pick up|collect (them|it)|ready to collect|holiday|trip|travel\w*|shortage|strike|dosette|organi[sz]er|climbing|camping|sailing|boat|garden|allotment|swing|dog|horse|tow|washing line|hunting|shooting (club|season)|range|licen[sc]e|clean(s|ing)? (his|her|my|the) gun|as prescribed|side effects?|dose|dosage|how often|with food|vitamins|return (them|it)|disposal|dispose|expired|out of date|too few|missed|forgot|swing|course|tent|boxing|skipping|toy|party|wedding|gig|date|concert|festival|interview|exam|race|marathon|camping|flight|water pistol|nerf|paintball|airsoft|ibuprofen|can i|should i|is it safe|clay|cabinet|gun safe|farm|vermin|pest|club|went shooting|target)\b/;

/** A time set: tonight, this weekend, when the house is empty (988: "a plan and a time"). */
const TIME = words([
  'tonight',
  'tonite',
  'tomorrow',
  'tmrw',
  'this (?:weekend|evening)',
  'on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
  'by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|christmas|tomorrow)',
  'at midnight',
  'after dark',
  'later',
  'soon',
  'right now',
  'tonights the night',
  '(?:tonight|today|tomorrow) is the (?:night|day)(?! (?:of|for|we|i get|before)\\b)',
  'is the night(?! (?:of|for|we|before)\\b)',
  'when (?:everyone|everybody|they|the kids|the house|my (?:wife|husband|partner|parents|mum|dad|family|flatmates?)|he|she) (?:is|are|has|have|s|goes|go|leaves|leave)? ?(?:asleep|in bed|gone|out|at work|away|empty|for work|to work|to bed|to sleep)',
  'when the house (?:is|will be) empty',
  'before (?:morning|dawn|christmas|summer|my birthday|the weekend)',
  'its time(?= *$)',
  'this is it(?= *$)',
  'last night alive',
]);

/**
 * Saying goodbye and putting affairs in order (Samaritans "Signs that someone may be
 * struggling": saying goodbye, giving things away, sorting affairs; 988: "giving away
 * possessions").
 */
const FAREWELL_SIGNS: readonly string[] = [
  '(?:goodbye|farewell|bye|last|final|suicide) (?:letters?|notes?|messages?|texts?|videos?|posts?|hugs?|words|email)',
  '(?:goodbye|bye|farewell) (?:everyone|everybody|all|world|cruel world)(?= *$)',
  'in case (?:something|anything) happens to me',
  '(?:said|saying|say|made|making|writing|wrote|written|recorded|recording) (?:my|his|her|their|all my) (?:last )?goodbyes',
  '(?:said|says|texted|messaged|posted|sent|wrote|saying|say) (?:me |us |him |her |everyone )?(?:a )?(?:goodbye|farewell)',
  '(?:a |my |the )?(?:note|notes|letters?) (?:for|to) (?:my|his|her) (?:family|kids|children|wife|husband|partner|parents|mum|dad|sister|brother)',
  'this is (?:goodbye|farewell|the end)',
  '(?:said|say|saying|says) goodbye to (?:everyone|everybody|all|the world|us)',
  '(?:wrote|written|writing|left|leaving|recorded|rewriting|rewrote) (?:him |her |them |my \\w+ )?(?:a |the |my |some |his |her )?(?:note|notes|letters?|videos?)\\b',
  '(?:gave|giving|given|give|gives) (?:away )?(?:all )?(?:my|his|her|their) (?:things|stuff|belongings|possessions|\\w+)(?: and (?:my|his|her) \\w+)? away',
  '(?:gave|giving|given|give|gives) away (?:all )?(?:my|his|her|their|the) \\w+',
  '(?:gave|giving|given|give|gives) (?:all )?(?:my|his|her|their) (?:\\w+ ){1,3}(?:and (?:(?:my|his|her|their) )?\\w+ )?to (?:my|his|her|their|a|the) \\w+',
  '(?:sorted|sorting|decided|worked out|arranged) (?:out )?who (?:gets|will get|has|takes|will take|is having)',
  '(?:list|note|letter) (?:of|saying) who (?:gets|should have|will get|can have)',
  '(?:put|putting|sorted|sorting|got|getting) (?:my|his|her) affairs in order',

  '(?:sent|gave|given|left|shared) (?:\\w+ ){0,3}(?:my|his|her) (?:passwords|pin|bank details|logins)',
  '(?:emptied|transferred|signed over) (?:all )?(?:my|his|her) (?:bank account|savings|money|house|flat)',
  '(?:take care of|look after|feed|feeds) (?:my|the) (?:dog|cat|pets?|kids|children|rabbit|horse) (?:for me|after)',
  '(?:saying|said|says|that) (?:he|she|i) loves? (?:us|you|them|me)(?: all)?',
  'to (?:look after|take care of) (?:mum|dad|the kids|everyone|my mum|my dad|your mum|your dad|each other)',
  '(?:taken|took|dropped|dropping) (?:the|my|his|her) (?:dog|cat|pets?|kids|children) (?:off )?to',
  '(?:asked|told|begged|asking|telling) (?:me|us|him|her|them) to (?:look after|take care of|feed|mind) (?:his|her|their|my) (?:dog|cat|pets?|kids|children|rabbit|horse)',
  '(?:handing|handed|hands|giving|gave) out (?:all )?(?:my|his|her|their) \\w+',
  'make sure (?:someone|somebody|you) (?:feeds|looks after|takes care of)',
  'made sure (?:the|my) (?:cat|dog|pets?|kids|children) (?:will be|is|are)',
  'love you all',
  'i love you(?: all)?(?= *$| (?:and|always|so much)\\b)',
  'tell (?:my|his|her) \\w+ (?:\\w+ ){0,5}(?:i|he|she) (?:love|loved|loves) (?:her|him|them|you)',
  'tell (?:my|his|her) \\w+ (?:that )?(?:i am|im|he is|hes|she is|shes) sorry',
  'thank(?:s| you|ing (?:me|you|everyone)|ed (?:me|us|everyone)) for (?:everything|always being there|putting up with me|trying)',
  'sorry for everything',
  'please forgive me',
  'the best (?:friend|mum|dad|brother|sister) (?:i|he|she) (?:ever )?had',
  '(?:the )?(?:last|final) (?:time )?(?:you|anyone|they|you all|everyone|she|he) (?:will |ll )?(?:ever )?hear from me',

  '(?:wont|will not) (?:need|be needing) (?:them|it|anything|any of it|my \\w+)',
  'wont need them where',
  'where (?:im|i am) going',
  'had (?:my|his|her) innings',
  'had a good life',
  'made peace with',
  '(?:will be|ll be|be|am going to be) at peace (?:soon|tonight|at last|finally)',
  'at peace with (?:it|this|my decision|what)',
  'strangely calm',
  '(?:found|finding|find|got|getting) (?:a )?new homes? for (?:my|his|her|their|the) (?:cat|cats|dog|dogs|pets?|rabbit|horse|fish)',
  '(?:deleted|deleting|closed|closing|shut down|wiped) (?:all )?(?:of )?(?:my|his|her|their) (?:social media|accounts|facebook|instagram|tiktok|profiles?|socials)',
  '(?:(?:its|it is|this is|thats) )?(?:better|best) (?:for everyone )?this way',
  '(?:feel|feeling|felt|im|i am) (?:so |really |weirdly |oddly |very )?calm now',
  '(?:its|it is|everything is|everythings) all (?:finished|over|done) now',
  'this time (?:i|he|she) (?:really )?means? it',
];
const FAREWELL = words(FAREWELL_SIGNS);
/** A farewell said outright (Samaritans: saying goodbye): a crisis on its own. */
const FAREWELL_OUTRIGHT = words([
  '(?:said|saying|say|made|making|writing|wrote|written|recorded|recording) (?:my|his|her|their|all my) (?:last )?goodbyes',
  '(?:goodbye|farewell|suicide|last) (?:letters?|notes?|videos?)',
  '(?:goodbye|bye|farewell) (?:everyone|everybody|all|world|cruel world)(?= *$)',
  '(?:gave|giving|given|give|gives) (?:away )?(?:all )?(?:of )?(?:my|his|her|their) (?:things|stuff|belongings|possessions)(?: away)?',
  '(?:rewriting|rewrote|rewritten) (?:the|my) (?:note|letter)',
  'this is (?:goodbye|farewell)',
  '(?:writing|wrote|written|made|making) (?:my|his|her) last wishes',
  '(?:said|says|saying) (?:everything|all) (?:i|he|she) (?:needed|wanted|had) to say',
  // Sorry and love passed on through someone else, both at once.
  'tell (?:my|his|her) \\w+ (?:that )?(?:i am|im|he is|hes|she is|shes) sorry and (?:that )?(?:i|he|she) (?:love|loved|loves) (?:her|him|them)',
  '(?:saying|say|said|says) goodbye to (?:you all|all of you|everyone|everybody|the world)(?! (?:at|before|after|on (?!whatsapp|facebook|instagram|snapchat|social media|twitter|tiktok|the group)|in|when|as|and (?:left|went|flew|got|drove))\\b)',
  '(?:the )?(?:last|final) (?:time )?(?:you|anyone|they|you all|everyone|she|he) (?:will |ll )?(?:ever )?hear from me',
]);
/** Affairs settled: a will, insurance, plans cancelled (Samaritans: "putting affairs in order"), a sign only with another. */
const AFFAIRS = words([
  '(?:my|his|her) will (?:is|has been) (?:done|sorted|written|signed)',
  '(?:sorted|written|wrote|done|made|updated) (?:out )?(?:my|his|her|a) will',
  '(?:life insurance|insurance) (?:is )?(?:paid|sorted|in order)',
  '(?:cancelled|canceled|cancelling) (?:all )?(?:my|his|her) (?:plans|appointments|subscriptions|phone contract|contract)',
  'nothing (?:left|more) to (?:sort|do|say|fix|arrange)',
  'left (?:my|his|her) will (?:out|on)',
  'house is tidy',
  '(?:got|have|has|getting|ive got|hes got|shes got) everything (?:sorted|in order|arranged|organised|organized|tied up)',
  '(?:sorted|tied up|sorting|tying up) (?:all )?(?:the |my |his |her )?loose ends',
]);
/** Goodbyes with a plain everyday reason: retiring, moving, a holiday, a pet's or a relative's death. */
const FAREWELL_REASON =
  /\b(retir\w*|leaving (do|party|card|present)|last day|new job|moving|move|moved|holiday|trip|flight|wedding|graduat\w*|cards?|students|charity|cricket|batting|match|health check|see you|see ya|catch you|talk (tomorrow|soon|later)|back (on|in|next)|charity shop|outgrown|declutter\w*|car boot|selling|sold|ebay|christmas|birthday|present|gift|thank you card|solicitor|estate|inheritance|mortgage|pension|for work|uni|university|party|went home|night out|pub|dinner)\b/;

/** Nobody answers since: the phone off, not picking up (Samaritans: act now). */
const SILENCE = words([
  '(?:phone|mobile) (?:is |has been |went )?(?:off|switched off|turned off|dead|going (?:straight )?to voicemail)',
  '(?:not|isnt|wont|hasnt been|stopped|doesnt|not been) (?:picking up|answering|replying|responding|answer|reply|pick up)',
  '(?:cant|cannot|couldnt) (?:get hold of|reach|get through to|contact)',
  'hung up',
  '(?:turned|switched|turning|switching) (?:off )?(?:his|her|their|my) (?:location|location sharing|find my (?:phone|iphone)|tracking)(?: off)?',
  '(?:wont|will not|doesnt|does not|wouldnt) (?:say|tell (?:me|us|anyone)) where (?:he|she|they) (?:is|are)',
  'nobody knows where',
  '(?:car|she|he) is gone',
]);

/**
 * Hopelessness and being a burden (Samaritans: feeling hopeless, trapped, a burden; 988: "feeling
 * trapped", "being a burden to others"): weaker alone, a crisis with any other part.
 */
const HOPELESS = words([
  '(?:no|theres no|there is no|whats the|what is the|dont see the|cant see the|dont see any|cant see any|cant see a|dont see a|see no|any) (?:point|reason|use|hope|future|way forward|way out|way through)',
  'pointless',
  'meaningless',
  'no meaning',
  'have no meaning',
  'hopeless',
  'worthless',
  'a failure',
  'trapped',
  '(?:feel|feeling|feels|im|i am|so|just) (?:empty|numb|hollow)',
  'a ghost',
  'everything is (?:dark|too much|grey|black)',
  '(?:cant|cannot|unable to|couldnt|could not) (?:go on|keep going|carry on|cope|take it|take this|do this|do it|handle (?:it|this)|face (?:it|another day|tomorrow))(?! (?:holiday|a|an|the|my|to|for|without|with|at|trips?|walks?|runs?)\\b)',
  '(?:dont|do not) think (?:anyone|anybody) (?:would|will) (?:even )?(?:care|notice|miss me)',
  'cant be bothered (?:with (?:life|living|anything)|to live|living)',
  'cant live with (?:myself|himself|herself)',
  'how (?:much )?long(?:er)? (?:i|he|she) can (?:keep going|go on|carry on|hold on|do this|take (?:it|this)|keep this up)',
  '(?:want|wants|wanted) out(?= *$| of (?:life|here|this life|everything))',
  '(?:someone|somebody) (?:to )?stop me',
  'my life is (?:finish|finished|over|done|ruined|nothing|a mess)',
  '(?:had|have had|had) enough',
  '(?:so |im |i am |just )?done(?= *$| (?:with (?:everything|life|living|it all|this|all of it)|pretending|for good|now)\\b)',
  '(?:tired|sick|weary|exhausted) (?:of|from) (?:everything|it all|fighting|living|life|being alive|being me|this life|the life|existing|trying|pretending|all of (?:it|this))',
  '(?:a |such a |the )?burden',
  '(?:a|just a|such a) (?:drain|weight|millstone|nuisance|problem) (?:on|to|for) (?:everyone|everybody|them|my family|people)',
  '(?:dont|do not) want to be (?:a|such a) burden',
  '(?:better|happier|happy|easier|fine|freer|free|relieved|manage|cope|ok|okay|calmer|lighter)(?: off| life| lives)? without (?:me|him|her|them)',
  'without me(?: around| in it| in (?:the|their) way)?(?= *$| so\\b)',
  '(?:nobody|no one|noone|none of them|who) (?:would|will|d|is going to|even|really)? ?(?:even |really )?(?:notice|care|miss me|miss (?:him|her)|clock it|know)',
  'nobody cares',
  'no one cares',
  '(?:im|i am|hes|he is|shes|she is|feel like|feels like|feel|feels|just|such) (?:a |an )?(?:total |complete |absolute )?waste of (?:space|oxygen|air|a life)',
  'take up space',
  'nothing (?:left|to live for)',
  'nothing and no one',
  'no one left',
  'lost everything',
  'hate (?:my|his|her) (?:life|self)',
  'hate (?:myself|himself|herself)',
  '(?:dont|do not|doesnt) deserve to (?:live|be alive|be here|exist)',
  '(?:deserve|deserves) to die',
  '(?:life|my life|it) (?:is not|isnt|aint|not) worth (?:it|living)',
  'not worth living',
  'no future',
  '(?:low|depressed|in a dark place|so dark)',
  '(?:dont|cant) see (?:a|any) (?:way|future)',
  'only way out',
  'want out',
  'giving up',
  'given up',
  'gave up',
  'nothing matters',
  'let everyone down',
  'ruin(?:ing|ed)? (?:everyones|their|his|her) li(?:fe|ves)',
  'deserve (?:a )?better (?:mum|dad|mother|father|parent|wife|husband|partner|friend|person)',
]);
/**
 * Hopelessness about living itself, being a burden or others better off (Samaritans; 988
 * "no reason to live", "being a burden"): a crisis on its own.
 */
const HOPELESS_LIFE = words([
  '(?:no|theres no|there is no|whats the|what is the|dont see the|doesnt see the|dont see any|cant see any|see no|any|is there any|not any) (?:point|reason|use) (?:in |of |to |for me (?:to |in )?)?(?:me )?(?:living|live|going on|go on|being here|being alive|be alive|keep living|keep going|carrying on|carry on|existing|life|staying alive|stay alive|waking up|me)\\b(?! (?:\\w+ ){0,2}(?:if|while|until|unless|today|with|at|in the)\\b)',
  '(?:whats|what is) the point (?:of me|anymore|any more)(?! (?:\\w+ ){0,2}(?:if|when|while|until|unless|for|today|going|doing|coming|trying)\\b)',
  '(?:no|theres no) point (?:anymore|any more)(?= *$)',
  'why (?:should|would) (?:i|he|she) (?:keep going|carry on|go on|bother|stay alive)',
  '(?:life|my life|it) (?:is not|isnt|aint|not) worth (?:it|living)',
  'not worth living',
  '(?:tired|sick|weary) of (?:living|being alive|life|this life|existing)',
  '(?:had|have had) enough of (?:being alive|living|life|this life|existing)',
  'nothing (?:left )?to live for',
  '(?:nothing|no one) left for me',
  'no future (?:for me|left)',
  '(?:dont|cant|doesnt) see (?:a |any )?(?:future|way out|way forward)(?! (?:in|at|with|for) (?:this|the|my|our|that)\\b)',
  '(?:see|sees) no (?:future|way out|point)',
  '(?:no|cant see a|cant find a|there is no|theres no|any) way out(?! of (?:the|my|this) (?:debt|job|contract|marriage|relationship|lease))',
  '(?:better|happier|happy|easier|freer|relieved|fine)(?: off| life| lives| place| world)? without (?:me|him|her)(?! (?:for|at|on|in (?:the|a|my)|tonight|today|this)\\b)',
  '(?:cope|manage|do) (?:\\w+ )?(?:better|fine) without (?:me|him|her)',
  '(?:better|happier|easier)(?: off)? without (?:their|his|her|my|a) (?:\\w+ )?(?:mum|mom|dad|mother|father|parent|wife|husband|son|daughter|sister|brother|friend)',
  '(?:free|rid) of me',
  '(?:better off|richer|more secure|fine|sorted) with (?:my|his|her|the) (?:life )?insurance',
  'worth more dead',
  '(?:would be|d be|be|am|im|is|are) (?:better|happier|best|easier) (?:off )?(?:dead|six feet under|in the ground|in (?:my|a|the) grave|gone)',
  '(?:a )?burden (?:to|on|for) (?:everyone|everybody|them|you all|my (?:family|kids|children|wife|husband|partner|parents|daughter|son)|people)',
  '(?:been|being|just) (?:a|such a) burden',
  '(?:dont|do not|doesnt) deserve to (?:live|be alive|be here|exist)',
  '(?:deserve|deserves) to die',
  'done with (?:life|living|everything|it all|being alive|existing|this life|my life)',
  'cant (?:go on|keep going)(?: like this)?(?! (?:with|at|in|holiday|a|an|the|my|to|for|without|this|that|trips?|walks?|runs?)\\b)',
  '(?:is|im|am|feel like|feels like|feel|feels) (?:just )?(?:a|such a) burden',
  '(?:dont|cant) see why (?:i|he|she) should (?:keep going|carry on|go on|bother|live|stay)',
  '(?:death|dying|ending it|ending things|killing myself|suicide) (?:is|seems|feels like|would be) (?:the )?(?:only|best|easiest) (?:way out|option|answer|solution|way)',
  'only way out (?:\\w+ ){0,4}is (?:death|dying|ending|to end|killing|suicide)',
  '(?:im|i am|hes|shes) done for good',
  '(?:i|he|she) (?:should not|shouldnt) (?:be alive|exist|be living|live)',
  'cant live with (?:myself|himself|herself) (?:anymore|any more|any longer)',
  '(?:dont|do not|doesnt) care (?:what happens to (?:me|him|her)|if (?:i|he|she) (?:die|dies|live|lives|wake up|dont wake up))',
  '(?:tired|sick|weary) from (?:life|living|the life)',
  '(?:cba|cant be bothered) (?:with life|to live|living)',
  '(?:im|i am|hes|he is|shes|she is|feel like|feels like|feel|feels|just|such) (?:a |an )?(?:total |complete |absolute )?waste of (?:space|oxygen|air)',
]);
/** Despair about one thing (a diet, a job, a referral): not about living. */
const HOPELESS_OBJECT =
  /\b(diet|dieting|weight|gym|gp|appointment|appointments|nhs|referral|waiting list|operation|surgery|hip|knee|back|physio|carer|care package|care home|exam|exams|revision|homework|job hunt|queue|tooth|toothache|cold|flu|itch|itching|eczema|rash|smear|jab|hangover|laptop|team|football|match|film|show|series|walking|shops|pain relief|cream|treatment|at work|boss|colleagues|night feeds|feeds|baby|shout|parenting)\b/;

/** A supposed absence ("if I was gone", "when I'm not here") said with others relieved or not caring. */
const SUPPOSED = words([
  '(?:if|once|when|with) (?:i|im|me|he|she|hes|shes) (?:just |simply |only |was |were |am |is )?(?:was |were |am )?(?:gone|dead|not here|not around|no longer here|out of the way|out of the picture|not in the picture)(?! (?:to|for|on|at|in|away|out)\\b)',
  '(?:if|once) i (?:just |simply |only )?(?:wasnt|werent|was not|were not|was no longer) (?:here|around|alive|in it|in (?:their|his|her|your) li(?:fe|ves))(?! (?:to|for|in|at|on|with|all|today|this)\\b)',
  'if (?:i|he|she) (?:went to sleep and )?(?:didnt|did not|never) wake',
  '(?:be|would be|will be|d be|ll be) (?:ok|okay|fine|alright|better|happier) (?:\\w+ ){0,4}(?:after|afterwards)(?= *$)',
  '(?:if|once|when) (?:i|he|she) (?:just |simply |only )?(?:died|disappeared|vanished|jumped(?= *$| (?:off|from|in front of)\\b)|stopped breathing|stopped living|left for good|stopped existing|didnt exist|did not exist|never existed|was never born|wasnt born|ended (?:it|things|everything|my life)|killed myself)(?! (?:in|into|on|over|at|ahead|up|for a)\\b)',
  'with (?:me|him|her) gone',
  'if (?:i|he|she) (?:just )?(?:went|left|was to go)(?= *$| (?:away|for good|forever)\\b)',
  'if (?:i|he|she) (?:never|didnt|did not) (?:came|come|went|go|got|get) (?:home|back)',
  'if (?:i|he|she) (?:\\w+ ){1,6}and (?:never|didnt|did not) (?:came|come|went|go|got|get) (?:back|out|home)',
  'if (?:i|he|she) (?:just )?(?:went|go|fell) to sleep (?:forever|for good|and (?:didnt|never|did not) wake)',
  '(?:after|when|once) (?:im|i am|hes|shes|he is|she is|ive|i have) gone',
]);
/** Others relieved, better off or not caring, said beside a supposed absence (Samaritans: feeling like a burden). */
const RELIEF = words([
  'better',
  'better off',
  'happier',
  'easier',
  'freer',
  'free',
  'lighter',
  'relieved',
  'relief',
  'favou?r',
  'kinder',
  'stop hurting',
  'safer',
  'calmer',
  'fine',
  'manage',
  'cope',
  'no one would',
  'nobody would',
  'who would',
  'notice',
  'care',
  'miss',
  'clock it',
  'finally see',
  'sorry',
]);

/** One's own absence ahead said as settled (988: "talking about being gone"). */
const ABSENCE_AHEAD = words([
  '(?:wont|will not|not going to|aint going to|shant|might not|may not) be (?:here|around|alive|in this world|on this earth|a (?:burden|problem|bother|nuisance)(?: (?:to|for) (?:anyone|anybody|you|them|everyone))?)(?: (?:much longer|for (?:much )?longer|for long|soon|tomorrow|next (?:week|month|year)|by|after|anymore|any more|in the morning))',
  '(?:wont|will not|not going to|is not going to|isnt going to) (?:see|make it to|live to see|be (?:here|around) for) (?:another|the next|next|my|his|her) (?:birthday|christmas|year|summer|spring|winter|week|month)',
  '(?:dont|cant|do not) see (?:myself|me|him|her) (?:being |still )?(?:here|around|alive|getting old|growing old|living (?:to|past)|making it to|reaching)',
  '(?:ill|i will|im going to|he will|she will) be (?:gone|dead) (?:before|by|soon)',
  '(?:dont|do not) think (?:i|ill) (?:will )?(?:make it|get|survive|last) (?:through|past|until|to) (?:the night|tonight|the week|tomorrow|morning)',
  '(?:dont|do not) think (?:i|ill) (?:will )?wake(?: up)? (?:tomorrow|in the morning)',
  '(?:dont|do not) think (?:i|ill|i will) (?:will )?be (?:here|around|alive) (?:much longer|for long|tomorrow|next week)',
  '(?:cant|can not|wont) (?:stay|keep) (?:alive|going) (?:much longer|for long|for much longer)',
  '(?:wont|will not|shant) be (?:here|around|alive)(?= *$)',
  'not (?:be|being) (?:here|around|alive) (?:much longer|for long|for much longer)',
  'no way (?:im|i am|ill|i will) (?:still )?(?:going to be|be) (?:here|around|alive)',
  'in case (?:im|i am) not (?:here|around|alive)',
  'not (?:waiting|hanging|sticking) around to (?:find out|see)',
  'looking forward to (?:it|dying|death|the end)(?= *$)',
  '(?:dont|do not|not) (?:plan|planning|intend|expect) (?:on|to) (?:be|being) (?:here|around|alive)',
  '(?:is|will be|be) (?:my|his|her|their) (?:very )?last (?:night|day|week|weekend|christmas|birthday)',
  'last (?:night|day|week|christmas) (?:\\w+ ){0,4}(?:in this world|on this earth|alive)',
  '(?:not gonna|not going to|wont|will not) be (?:here|around|alive) for (?:christmas|my birthday|the new year|much longer|long)',
  '(?:last|final) (?:messages|letters|goodbyes|night alive)',
  '(?:wont|will not) (?:be|come|coming) (?:back|in|home) (?:\\w+ ){0,3}or ever',
  '(?:might|may) as well be dead',
  '(?:im|i am|feel like im|feel like i am) (?:just )?waiting to die',
  'wish(?:es|ed)? (?:i|he|she) (?:had|was|were) (?:never )?(?:been )?(?:born|dead)',
  'wish(?:es|ed)? (?:i|he|she) (?:had never|hadnt|wasnt|werent) (?:been )?born',
  'better off dead',
  'worth more dead',
  '(?:better|easier|best) (?:for everyone )?if (?:i|he|she) (?:die|died|was dead|were dead|dies)',
  '(?:cant|cannot|wont) (?:promise|guarantee) (?:i|ill|to) (?:will )?(?:be |stay |keep )?(?:safe|myself safe)',
  '(?:cant|cannot|unable to|not able to) keep (?:myself|himself|herself) safe',
  '(?:dont|do not) think (?:i|he|she) (?:can|could) (?:keep (?:myself|himself|herself) safe|stay alive|keep going)',
  'not safe (?:from|with|around) (?:myself|me)',
  '(?:scared|afraid|frightened|terrified|worried) (?:of )?what (?:i|he|she) (?:might|could|will|would|am going to|m going to) do(?: to (?:myself|himself|herself))?',
  '(?:scared|afraid|frightened|worried) (?:i|ill|he|she) (?:will|might|could|ll) (?:do something|hurt|harm|kill)',
  '(?:do|doing) something (?:stupid|silly|drastic|i cant take back)',
  'find me (?:in time|until (?:its )?too late|before)',
  'nobody finds me',
  'so (?:nobody|no one) (?:finds|can find|will find)',
]);
/** A trip, a move, work or a course explains an absence. */
const ABSENCE_REASON =
  /\b(holiday|trip|abroad|travel\w*|moving|move|moved|relocat\w*|emigrat\w*|new job|job|contract|shift|work|hospital|operation|surgery|appointment|course|university|uni|college|deploy\w*|solicitor|visa|leave|flight|visiting|staying with|festival|camp|wedding|scare|scares|because of|busy|noise|loud|fireworks|party|dentist|in laws|we are going|were going|away for|off sick|sick note|infection|flu|covid|unwell|poorly|virus)\b/;

/** A height, tracks or deep water (Samaritans and Network Rail: "visiting places" linked to a method). */
const PLACE = words([
  'bridge',
  'roof',
  'rooftop',
  'ledge',
  'cliffs?',
  'cliff edge',
  'platform edge',
  'tracks',
  'trains? come',
  'railway',
  'railway line',
  'train line',
  'level crossing',
  'car park roof',
  'top floor',
  'top of the (?:car park|building|multi storey|tower)',
  'over the edge',
  'top of the car park',
  'multi storey',
  'motorway bridge',
  'viaduct',
  'tower block',
  'railings?',
  'parapet',
  'quay',
  'quarry',
  'river',
  'the sea',
]);
/** Being at such a place, or going there. */
const AT_PLACE = new RegExp(
  `\\b(?:sat|sitting|stood|standing|sit|stand|on|at|up at|climbed|climbing|staring|looking|watching|going|go|heading|walked|walking|drove|driving|parked|visiting|waiting|stopping|catch|catching|get|take|been to|went to)\\b (?:\\w+ ){0,6}${PLACE}\\b`,
);
/** At the edge itself: a crisis said as it stands. */
const AT_EDGE = new RegExp(
  `\\bon (?:the|a|my) (?:balcony|bridge|roof|car park) (?:railings?|ledge|edge|parapet)\\b|\\b(?:sat|sitting|stood|standing|is|am|climbed|climbing|out) (?:out )?on (?:the|a) (?:window )?ledge\\b|\\b(?:sat|sitting|stood|standing|is|am|on|climbed|climbing) (?:on )?(?:the |a )?(?:edge|ledge|railings?|parapet|wrong side) (?:of|on) (?:the |a |my |this )?(?:\\w+ ){0,3}(?:bridge|roof|building|car park|cliff|cliffs|balcony|tower block|multi storey|viaduct)\\b`,
);
/** Being at such a place for a plain reason. */
const PLACE_REASON =
  /\b(view|views|photo|photos|photograph\w*|picture|selfie|fireworks|boats?|ducks|sunset|sunrise|sun|to watch the|scenery|jog\w*|running|cycl\w*|birdwatch\w*|for a walk|walk the dog|dog|dogs|puppy|cat|cats|kitten|parrot|bird|pigeon|toddler|kids|friends|family|holiday|trip|hike|hiking|swim|swimming|fishing|we|were|us|our|commute|for work|waiting for (my|the|a) (train|bus|lift)|late|delayed|cancelled|ticket|fix|repair|gutter|tiles|satellite|aerial|cleaning|lake|pool|for charity|course|lesson|ankle|knee|knees|headache|hurt|fell|slipped|broke|stuck|traffic|jam|crash|accident|tide|beach|paddle)\b/;
/** Lingering there: for hours, every night (Samaritans: a place returned to). */
const LINGERING =
  /\b(for (an |over an |about an )?hours?|for hours|every (night|day|evening|morning)|night after night|a lot lately|again and again|keep (going|coming|walking|stopping|watching)|waiting to see if|keeps (going|coming|walking|visiting)|all night|going back tonight|staring down|looking down|thinking about (going over|jumping|letting go|stepping))\b/;

/** Self-harm (NICE NG225 Self-harm; Samaritans): the act on oneself, and what marks it as deliberate. */
const HARM_ACT = words([
  'cut',
  'cuts',
  'cutting',
  'burn',
  'burns',
  'burning',
  'burnt',
  'burned',
  'scratch',
  'scratches',
  'scratching',
  'scratched',
  'hit',
  'hitting',
  'punch',
  'punching',
  'bang',
  'banging',
  'carve',
  'slice',
  'slicing',
  'sliced',
  'slash',
  'slashing',
  'carved',
  'carving',
  'starve',
  'starving',
  'starved',
  'hurt',
  'hurting',
  'harm',
  'harming',
  'bite',
  'biting',
  'pull',
  'pulling',
  'make ' + SELF + ' bleed',
  'making ' + SELF + ' bleed',
  'made ' + SELF + ' bleed',
  'took a (?:knife|blade|razor)',
  'take a (?:knife|blade|razor)',
  'held (?:my|his|her) (?:hand|arm)',
  'used a (?:hot|heated|lit)',
  'holding a (?:knife|blade|razor)',
  'self ?harm(?:ing|ed)?',
]);
/** One's own body, or a wall or an iron it is struck or held against. */
const HARM_TARGET = `(?:${SELF}|(?:my|his|her|their) (?:own )?(?:arms?|forearms?|wrists?|legs?|thighs?|skin|stomach|tummy|belly|hips?|chest|hands?|head|knuckles|neck|face|hair|ankles?|body)|walls?|the wall|the iron|(?:into|on|to) (?:my|his|her) \\w+)`;
/** What marks the act as deliberate: on purpose, to feel something, until it bleeds, again (NICE NG225). */
const HARM_MARK = words([
  'on purpose',
  'deliberately',
  'to (?:feel|cope|punish|stop the thoughts|calm)',
  'so (?:i|he|she) (?:can|could) feel',
  'feel (?:something|anything|real|alive)',
  'when (?:im|i am|i get|i feel|he is|she is|it gets|the feelings|things get|everything gets|upset|stressed|angry|sad)',
  '(?:till|until) (?:it|they|i|he|she|my \\w+|his \\w+|her \\w+) (?:bleed|bleeds|bled|bleeding|bruise|bruises|bruised|swell|swells|goes numb|go numb|hurts|see stars|sees stars|pass out|black out|(?:are |is )?raw)',
  '(?:till|until)? ?raw',
  'when (?:i|he|she) (?:panic|panics|get \\w+|gets \\w+|feel \\w+|feels \\w+)',
  'when (?:i|he|she) (?:mess|messes) up',
  '(?:till|until) (?:they )?bleed',
  'as (?:a )?punishment',
  'because (?:i|he|she) deserve',
  'again',
  'every (?:night|day|time)',
  'with (?:a |the |some |broken |my |his |her )?(?:\\w+ )?(?:razor|razors|blade|blades|knife|compass|lighter|cigarettes?|glass|sharpener|scissors|pin|needle|hot \\w+|iron|spoon|hammer|belt|fist|fists|nails)',
  'when (?:the |my )?\\w+ (?:gets?|got) (?:bad|too much|worse|overwhelming|loud)',
  'cigarettes?',
  'the only thing that helps',
  'for months',
  'hiding it',
  'long sleeves',
  'where (?:people|nobody|no one) (?:wont|cant|will not) see',
  'nobody knows',
  'voices',
  'hate (?:myself|himself|herself)',
  'urges?',
  'dont want to feel',
  'i dont care',
]);
/** An accident, a chore, a sport or a skin condition explains a cut, a burn or a scratch. */
const HARM_REASON =
  /\b(on (a |the |some )?(broken )?(glass|window|fence|bottle|nail|tin|can|metal|wire|thorn)|dropped|chainsaw|warfarin|gash|drain cleaner|splash\w*|chemical|shaving|shave|cooking|chopping|cook|oven|pan|kettle|iron(ing)? (a|my|the) (shirt|clothes)|eczema|psoriasis|itch\w*|rash|hives|bites?|chickenpox|accident\w*|by mistake|slipped|fell|falling|playing|football|rugby|gym|weights|trampoline|toenails?|cut (my|his|her) nails|nail (file|polish|clippers|scissors)|when (i|he|she) sleeps?|gardening|tripped|hair straighteners|curling|styling|sunburn\w*|the sun|on the beach|garden|diy|work|brother|sister|kids? (hit|bit)|bully|bullied|dog|cat|tattoo|piercing|mosquito|nettles?|braces?|haircut|hair cut|hair|baby|babies|newborn|infant|toddler|scratch mittens|mittens)\b/;

/** Help for someone else, or news, fiction and games: about suicide, not a crisis now. */
const ABOUT_NOT_NOW =
  /\b(in|from|for|about|of|watching|watched|reading|read|writing|playing|played) (a |the |this |that |my |his |her |an )?(film|movie|book|novel|series|show|episode|game|video game|video games|games|character|article|news|documentary|podcast|song|essay|lecture|play)\b|\b(prevention|awareness|statistics|history of|training)\b/;

const part = (id: string, source: string, except?: readonly RegExp[]) => concept(id, [new RegExp(source)], except);
/** A clause-wide veto: the whole clause is removed when the pattern is in it. */
const veto = (pattern: RegExp) => new RegExp(`^.*${pattern.source}.*$`);

/** Death wished, planned or dwelt on: a crisis on its own. */
export const DEATH_WISHED = concept(
  'death-wished',
  [
    new RegExp(`\\b${INTENT} (?:to )?${GAP}${DEATH}\\b`),
    new RegExp(`\\b${INTENT} (?:to )?${WIDE_GAP}${DEATH_PLAIN}\\b`),
    // Taken or done in order to die ("she take many pills to die", "to make it stop").
    /\b(take|took|taken|taking|swallow\w*|drink|drank|use|used|stopped taking|stop taking|stopped eating|stop eating|drinking)\b[^,]{0,40}\b(to|so (it|i|that it|that i|he|she) (will|would|can|could|ll|ill)?) ?(all |just )?(die|end it|end (my|his|her) life|kill (my|him|her)self|not wake( up)?|make it (all )?stop|end|be over|fade away|waste away|slip away)\b/,
    /\bso (ill|i will|i ll|he will|she will|hell|shell) (just )?(fade|waste|slip) away\b/,
    // A time set for it ("tonight she ends it", "this weekend i am ending it").
    new RegExp(
      `\\b${TIME}\\b (?:\\w+ ){0,5}(?:i|he|she|they) (?:am |is |will |ll )?(?:going to |gonna )?(?:end|ends|ending|finish|finishes) (?:it|it all|things|everything|my life|his life|her life)\\b(?! (?:with|between|off)\\b)`,
    ),
    new RegExp(
      `\\b(?:end|ending|finish|finishing) (?:it|it all|things|everything|my life|myself) (?!(?:with|between|off)\\b)(?:\\w+ ){0,2}${TIME}\\b`,
    ),
    /\bwhen (everyone|everybody|they|the house|my (parents|wife|husband|partner|family)) (is|are) (asleep|out|empty|in bed)\b[^.]*\b(going to|gonna|will|ill) do it\b/,
    /\b(want|wanna|going to|gonna|plan to|planning to|keep|keep on)\b[^,]*\b(until|till|til) (my|his|her) (heart|breathing) stops\b/,
  ],
  HYPERBOLE,
);
/** Death said of oneself with no wish word ("kms", "suicidal", "unalive myself"): a crisis on its own. */
export const SELF_DEATH = part(
  'self-death',
  `\\b(?:kms|ctb|suicid(?:e|al)|unalive|(?:kill|killing|off|offing|top|topping|unalive|end|ending) ${SELF}|(?:take|taking|took|end|ending) (?:my|his|her|their) own life|self ?harm(?:ing|ed)?|i (?:will|want to|wanna|going to|gonna) kill me|(?:find|finds|found|finding) my (?:dead )?body|do (?:my|him|her|them)sel(?:f|ves) in|(?:end|ending|finish|finishing) (?:my|his|her) (?:life|pain for good|suffering for good)|let (?:the \\w+|death|it|god) take me|(?:god|death|the lord) (?:should|would|could|will|can) (?:just )?(?:take|come for) (?:me|him|her)(?! (?:home|to)\\b)|(?:wish|wishing|hope|hoping|pray|praying) (?:that )?(?:a|the) (?:car|bus|train|lorry|truck|plane) (?:would |will |to )?(?:hit|hits|run over|runs over|kill|kills|crash\\w*)(?: into)? (?:me|him|her)|(?:pray|praying|prayed|prays|hope|hoping|wish|wishing|begging) (?:that )?(?:god|the lord|jesus|allah|death) (?:will |would |to |might )?(?:take|takes|took|come for|comes for) me(?! (?:home from|to (?:the|church|hospital|school|work))\\b))\\b(?! (?:prevention|awareness|training|rates?|statistics|laughing|with laughter|bomber|squad)\\b)`,
  HYPERBOLE,
);
/** Not wanting to live, be here or wake up: desire negated, said as one unit. */
export const LIFE_UNWANTED = part(
  'life-unwanted',
  `\\b(?:dont|do not|doesnt|does not|not|no|dont really|dont even|cba|cant be bothered) (?:want|wants|wanna|wish|feel like|to) (?:to )?(?:live|be alive|be here|be around|exist|wake(?: up)?|go on(?: living)?|carry on(?: living)?|keep (?:going|living)|be in this world|be on this (?:earth|planet)|be in this life|do life)(?! (?:alone|on (?:my|his|her) own|in (?!this world)|with|at|near|without|there|through|for|until|till|when|early|today|tomorrow morning|living with)\\b)`,
  [veto(/\b(waiting room|appointment|hospital|ward|school|work|party|job|class|house|flat|town|city|country|area|pain clinic|referral)\b/)],
);
/** Intending a method, also as a threat or a command heard ("he will jump", "the voices tell me to"). */
const METHOD_INTENT = words([
  ...INTENT_WORDS,
  'will',
  'ill',
  'shall',
  'should',
  '(?:telling|tell|told|tells) me to',
  'saying i should',
  'talking about',
  'talks about',
  'talked about',
  'said (?:hes|shes|he is|she is|he was|she was|hed|shed) going to',
  'says (?:he|she) will',
]);
/** A method with a wish, a plan or a thought of it: a crisis on its own. */
export const METHOD_WISHED = part('method-wished', `\\b${METHOD_INTENT} (?:to )?${GAP}${METHOD}\\b`, [
  veto(
    /\b(holiday|pool|swimming lesson|for charity|charity|skydiv\w*|bungee|parachute|lake|diving|trampoline|sofa|bed|plane|boat|we|by accident|accidentally)\b/,
  ),
]);
/** A method named on its own. */
export const METHOD_NAMED = part('method-named', `\\b${METHOD}\\b`, [
  veto(
    /\b(holiday|pool|for charity|skydiv\w*|bungee|parachute|diving|trampoline|sofa|bed|plane|boat|accidentally|by accident|by mistake|garden wall|slide|swing|toddler|baby|child|dog|ibuprofen|vitamins|antibiotics|as prescribed)\b/,
  ),
]);
/** Medicines hoarded or laid out, hanging or shooting means held without a reason: a crisis on its own. */
/** A count of them put away, the means named in another clause ("adhd meds? got like 60 saved up in a sock"). */
const COUNT_PUT_AWAY =
  /\b(got|have|ive got|i have|theres|there are|ive) (like |about |around |nearly |over |almost |maybe )?\d+ (\w+ )?(saved|saved up|stashed|hidden|stockpiled|hoarded|put aside|put away|collected)\b/;
const MEANS_NAMED_ANYWHERE = new RegExp(`\\b${MEANS}\\b`);

export const MEANS_HOARDED = concept('means-hoarded', [
  new RegExp(`\\b${MEANS_HOARDED_VERBS} (?:up )?(?:\\w+ ){0,6}${MEANS}\\b`),
  new RegExp(
    `\\b${MEANS} (?:\\w+ ){0,3}(?:lined up|counted|counted out|saved up|saved|stockpiled|stashed|hoarded|ready(?! (?:to|for) (?:collect|collection|pick))|laid out)\\b`,
  ),
  new RegExp(
    `\\b(?:${MEANS_HELD}|tied|hung|found|know)(?<!\\bwith) (?:up )?(?:\\w+ ){0,3}${LETHAL}\\b|\\b${LETHAL} (?:\\w+ ){0,3}(?:in the (?:garage|shed|loft|barn|woods|attic)|under (?:my|the) bed|ready|tied|with me)\\b`,
  ),
  /\b(found|picked|chosen|know) (which|the|a) (tree|beam|bridge|spot|place|building)\b/,
  // Bought a little at a time so nobody notices (Samaritans: getting the means).
  new RegExp(
    `\\b(?:buying|bought|getting|got) (?:\\w+ ){0,3}${MEANS} from (?:different|several|lots of|multiple|other|various) (?:shops|chemists|pharmacies|places|supermarkets)\\b`,
  ),
  /\b(the|a|my) plan and (the )?means\b|\b(has|have|got|with) the means\b/,
  new RegExp(
    `\\b(?:sitting|sat|lying|lay|sit) (?:here |there |in the \\w+ )?(?:with|holding) (?:the|my|his|her|a|an|a bottle of|all|all my|a box of|a packet of) (?:\\w+ ){0,2}${MEANS}\\b|\\b${MEANS} (?:\\w+ )?(?:in front of me|lined up)\\b`,
  ),
  /\b(charcoal|disposable (bbq|barbecue))\b[^.]*\b(tape|taped|sealed|bedroom|tent|car)\b/,
  /\b(sleep|sleeping|sit|sitting|sat|lie|lying) in the (car|van) with the engine (on|running)\b/,
  /^(?!.*\b(warm|defrost|charge|clear the|heat|fix|mechanic|jump start)).*(\bengine (running|on)\b[^.]*\b(shut|closed|locked|garage)\b|\b(garage|shut|closed|locked)\b[^.]*\bengine (running|on)\b|\b(hose|hosepipe|pipe)\b[^.]*\b(tape|exhaust)\b)/,
  /\b(belt|rope|cord|ligature|noose|cable|dressing gown cord|charger cable|shoelace) (round|around) (my|his|her|their) (own )?neck\b/,
]);
/** The means in reach: a sign with another part. */
export const MEANS_AT_HAND = concept('means-at-hand', [
  new RegExp(`\\b${MEANS_HELD} (?:up )?(?:\\w+ ){0,6}${MEANS}\\b`),
  new RegExp(`\\b${MEANS} (?:\\w+ ){0,3}${MEANS_PLACE}\\b`),
  new RegExp(`\\b(?:a |the )?(?:bottle|box|packet|packs?|stash|stockpile|hoard|supply|photo|picture|pic) of (?:\\w+ )?${MEANS}\\b`),
  /\b(got|have|ive got|has) (the|all the) stuff\b(?! (for|to))|\b(got|have|ive got) everything (i|ill) (need|needed|will need)\b(?! (for|to (make|cook|bake|pack|build)))/,
]);
/** Researching how (Samaritans and 988: "searching for a way"): how many, how high, which is quickest. */
export const METHOD_RESEARCHED = concept('method-researched', [
  /\bhow (many|much|long|high|far|deep|tall)\b[^,]*\b((would|will|to|could|it takes to) stop (my|your|his|her|the|a|someones) heart|(would it take|it would take|would take|it takes|does it take|will it take)(?= *$| to (die|kill|not wake|never wake|end it|overdose|do it|bleed out|stop (my|your|the) heart))|would kill (me|you|him|her|someone|a person)|will kill (me|you|him|her)|to kill (me|you|myself|yourself|a person|someone)|would do it|to die|before (you|i|he|she|someone|a person) (just )?(die|dies|dont wake|stop)|to (not|never) wake|bleed out|bleed to death|(you|i|he|she|someone) (dont|wont|would not|wouldnt|cant|couldnt) survive|is (lethal|fatal)|a (lethal|fatal) dose)\b/,
  /\b(painless|quick|quickest|easy|easiest|surest|best|fastest) (way|ways|method|methods) to (go|die|do it|end it|kill (my|him|her)self)\b/,
  /\b(lethal|fatal) (dose|amount)\b/,
  /\b(jump\w*|fall|fell|hang\w*|pills|tablets|overdose|drown\w*|train|bridge|balcony|roof|cliff|wrists|gun|rope)\b[^.]*\b(would|will) it (be quick|be painless|hurt|kill me)\b/,
  /\b(which|what) (tablets|pills|meds|method|way|drugs?) (would|will|could|might) (do it|kill|do the job|work)\b/,
  /\b(would|could|will|might|d) be (a |the )?(quick|quicker|quickest|easy|easiest|painless|peaceful|simple) (way|way out|way to go|exit|option|method)(?= *$| to (go|die|end it))/,
  /\bhow (many|much) (\w+ ){0,4}(pills|tablets|paracetamol|insulin|morphine|codeine|painkillers|meds|tabs) (i|he|she) (need|would need|needs)\b(?! (for|to take|a day|per day|each|every|while|on))/,
  new RegExp(
    `\\b(?:looked up|looking up|googled|googling|researched|researching|searched|searching) how (?:high|tall|deep|far down)\\b[^,]*\\b${PLACE}`,
  ),
  /\bhow (easy|quick|simple) it would be\b/,
  // Asking whether a method hurts, or how long until something kills (Samaritans: researching a method).
  /\b(does|would|will|do|did) it hurt (to|if (i|you|he|she)) (hang|drown|jump off|jump from|overdose|od|shoot|slit|cut|gas|suffocate|starve) ?(yourself|myself|himself|herself|your|my|his|her|off)?\b/,
  /\bhow long (till|until|before|would it take (till|until|before)?|does it take (till|until|before)?) (the \w+|it|that|they|the water|the cold) (kills?|would kill|will kill|to kill) (me|you|him|her|someone|a person)\b/,
  /\bhow (long|quick|quickly|fast) (does|do|would|will|did|can) (\w+ ){0,2}(hanging|drowning|suffocating|suffocation|bleeding out|an overdose|overdosing|carbon monoxide|exhaust fumes|strangling) (take|work|kill)\b(?! (to|for|with|in) (?!(die|kill|work)\b))/,
  /\b(researching|researched|looking up|looked up|googling|googled|reading (up )?about|searching|searched) (\w+ ){0,2}(overdoses?|suicide methods?|ways to (die|go)|lethal doses?|how to (overdose|die|hang))\b/,
  /\b(decided|planned|worked out|know|chosen|figured out) how (i|im|he|she|hes|shes) (will |am |is |going to |gonna |m |ll )?(go|going|going out|go out|end it|die|end things)\b(?! (to|for|on|with|home|back|shopping|there|out (to|for|with|tonight)))/,
  /\b(how|ways?) to (tie|make) a noose\b|\bnoose\b/,
  /\b(planned|planning|worked out|figured out|decided|know|chosen) (how|when|where) (and (when|where|how) )?(i|he|she) (will|would|am going to|m going to|ll|is going to|ill) do it\b(?! (with|for|on|at|in|to|before|after|by|as|properly|right|again|later|first))/,
]);
// Each vocabulary as a concept, so the matcher reads negation, history and questions for it.
export const TIME_SET = part('time-set', `\\b${TIME}\\b`);
export const FAREWELL_SAID = part('farewell', `\\b${FAREWELL}\\b`);
export const AFFAIRS_SETTLED = part('affairs', `\\b${AFFAIRS}\\b`);
export const SILENCE_AFTER = part('silence', `\\b${SILENCE}\\b`);
export const HOPELESSNESS = part('hopeless', `\\b${HOPELESS}\\b`);
export const HOPELESS_ABOUT_LIFE = part('hopeless-life', `\\b${HOPELESS_LIFE}`);
export const ABSENCE_SUPPOSED = part('absence-supposed', `\\b${SUPPOSED}`);
export const RELIEF_SAID = part('relief', `\\b${RELIEF}\\b`);
export const ABSENCE_SETTLED = part('absence-settled', `\\b${ABSENCE_AHEAD}\\b`);
export const AT_HIGH_PLACE = concept('at-place', [AT_PLACE]);
export const FAREWELL_STRONG = part('farewell-outright', `\\b${FAREWELL_OUTRIGHT}\\b`);
export const AT_THE_EDGE = concept('at-edge', [AT_EDGE]);
/** Shut in alone (Samaritans: act now when someone has the means and shuts others out). */
export const SHUT_IN = concept('shut-in', [
  /\b(locked|shut|barricaded|locking|shutting) (my|him|her|them)sel(f|ves) in\b/,
  /\b(closed|sealed|taped|shut|blocked) (up )?(the|all the|every) (windows|doors|vents|gaps)\b/,
  /\b(took|taken|taking|removed) the batteries out of the (smoke|carbon monoxide|co) alarm\b/,
]);
/** Ending said as fact ahead: "and that's it", "it will all be over", "this is it". */
export const ENDING = concept('ending', [
  /\b(want|wish|need) (it|this) (to )?(be )?over\b/,
  /\b(going to|gonna|will|want to|wanna) make (it|everything|it all) (all )?stop\b/,
  /\b(lights out|game over|curtains) for me\b(?!.*\b(asleep|bed|sleep|nap|early night|tired|lol)\b)/,
  /\band (thats|that is|that will be|thatll be) it$/,
  /\b(it|this|everything|it all) (will|would|d|ll|is going to|gonna) (all )?(be over|end)\b|\bone (step|jump|move) and\b/,
  /\bthis is it$/,
  /\bits time$/,
  /\b(no one|nobody|noone|none of you|they|you) (will|would|wont|is going to|are going to) (ever )?(have|need) to (worry|care|deal|bother|look after|put up|cope) (about |with )?me\b/,
  /\b(one|a single|just one) (step|jump|leap|move|push)\b[^.]*\b(itd|it would|itll|it will|and (its|it is|everything))( all)? (be )?(over|done|finished)\b/,
]);
/** Talk of death, a plan, calm: the weak words that count only beside a farewell or the means. */
export const DEATH_TALK = concept('death-talk', [
  /\b(talk|talks|talking|talked|going on|obsessed) (about|with) (death|dying|suicide|not being here|killing)\b/,
  /\b(ive|i have|i got|has|have|got|made) (made |got )?(a|the) plan\b(?! (for|to (lose|get|go|eat|exercise|save|see)|with)\b)/,
  /\b(thinking|thought) (about|of) (it|doing it)$/,
  /\b(thought|thinking|worked out|planned|planning) (about )?how (i|he|she) (would|will|could|am going to|m going to|is going to) do it\b/,
  /\b(picked|chosen|set|decided on) (a|the) (date|day|time)\b(?! (for|of) (the|my|our|his|her) (wedding|party|move|holiday|trip|operation|surgery))/,
  /\b(writing|writes|wrote|posting|posts|posted|drawing|draws) about (death|dying|suicide|killing (my|him|her)self|not being here)\b/,
  /\b(i|he|she) (should have|shouldve|should of) died\b(?!.*\b(crash|accident|lucky|doctors said|survived|miracle)\b)/,
]);
/** Self-harm: an act on one's own body with what marks it deliberate, in one clause. */
export const SELF_HARM_ACT = concept('self-harm-act', [
  new RegExp(`\\b${HARM_ACT} (?:\\w+ ){0,3}${HARM_TARGET}\\b[^,]*\\b${HARM_MARK}`),
  new RegExp(`\\b${HARM_MARK}\\b[^,]*\\b${HARM_ACT} (?:\\w+ ){0,3}${HARM_TARGET}\\b`),
  /\b(self ?harm\w*|cutting|cuts on|cuts all over|scars? on) (\w+ ){0,3}(again|for months|deep|deeper|worse|every)\b/,
  /\b(cutting|carving|scratching|slashing|slicing) (my|his|her|their) (arms?|wrists?|legs?|thighs?|skin)\b/,
  /\b(keep|keeps|kept|been) (on )?(cutting|hurting|harming|burning|scratching|punching|starving) (my|him|her|them)sel(f|ves)\b/,
  /\b(cutting|harming|hurting) (my|him|her|them)sel(f|ves)\b/,
  /\b(cut|harmed) (my|him|her|them)sel(f|ves)\b/,
  /\b(make|making|made|makes) (my|him|her|them)sel(f|ves) bleed\b/,
  /\b(found|has|have|got|showed me) (the )?(cuts|burns|marks|scars) (on|all over) (his|her|my|their|my \w+s) (arms?|wrists?|legs?|thighs?|neck)\b(?![^.]*\b(from|after|playing|off|on) (the |a |his |her |my |their )?(cat|cats|kitten|dog|puppy|football|rugby|hockey|fall|falling|bike|brambles?|thorns?|roses?|hedge|shaving|climbing|skateboard\w*|scooter|trampoline)\b)/,
  /\b(razor|blade|knife|compass)s? (to|on|against|across|into) (my|his|her) (arms?|wrists?|legs?|thighs?|skin)\b/,
  /\b(i|he|she) (cut|cuts|burned|burnt) (deep|deeper|too deep|really deep|more than usual|worse)\b/,
  /\b(took|taken|taking|got|removed) the blades? out of\b/,
  /\b(carve|carved|carving|carves|etch|etched|etching)\b[^,]*\b(into|in|on) (my|his|her|their) (own )?(wrists?|arms?|forearms?|legs?|thighs?|skin|stomach|tummy|belly|hips?|chest|hands?)\b/,
  /\b(cut|slit|slashed|sliced) (my|his|her|their) wrists?\b/,
  /\b(starving|hurting|harming|punishing|burning) (my|him|her)self\b[^.]*\b(and|or) (cutting|burning|scratching)\b/,
  new RegExp(`\\b${HARM_ACT}\\b[^,]*\\bon purpose\\b`),
]);

/** Each part of a crisis found in the message (said now: not negated, not history, not a question). */
export interface CrisisParts {
  deathWished: boolean;
  selfDeath: boolean;
  lifeUnwanted: boolean;
  methodWished: boolean;
  method: boolean;
  research: boolean;
  hoarded: boolean;
  means: boolean;
  time: boolean;
  farewell: number;
  farewellOutright: boolean;
  affairs: boolean;
  silence: boolean;
  hopeless: number;
  hopelessLife: boolean;
  supposed: boolean;
  relief: boolean;
  absence: boolean;
  place: boolean;
  edge: boolean;
  lingering: boolean;
  shutIn: boolean;
  ending: boolean;
  deathTalk: boolean;
  selfHarm: boolean;
}

/** Each farewell sign on its own, to count how many different ones are said. */
const EACH_FAREWELL = FAREWELL_SIGNS.map((sign, index) => part(`farewell-${index}`, `\\b${sign}\\b`));
/** Distinct farewell signs said now ("gave away his dog", "seems strangely calm"). */
function farewellCount(m: ConceptMatcher): number {
  if (!m.has(FAREWELL_SAID)) return 0;
  // Signs that share words are one ("wrote a letter to my kids" is not two).
  const spans: [number, number, number][] = [];
  for (const sign of EACH_FAREWELL)
    for (const match of m.find(sign)) {
      const found = sign.patterns[0]!.exec(match.text);
      if (found) spans.push([match.clause, found.index, found.index + found[0].length]);
    }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let count = 0;
  let last: [number, number, number] | null = null;
  for (const span of spans) {
    if (last && last[0] === span[0] && span[1] < last[2]) {
      last = [last[0], last[1], Math.max(last[2], span[2])];
      continue;
    }
    count += 1;
    last = span;
  }
  return count;
}

/** Distinct signs of despair said now, each in a clause about no one thing ("pointless", "i want out"). */
function despairCount(m: ConceptMatcher): number {
  const global = new RegExp(HOPELESSNESS.patterns[0]!.source, 'g');
  const found = new Set<string>();
  for (const match of m.find(HOPELESSNESS)) {
    if (HOPELESS_OBJECT.test(match.text)) continue;
    for (const hit of match.text.matchAll(global)) if (!MOOD.test(hit[0])) found.add(hit[0]);
    if (found.size === 0) found.add('mood');
  }
  // Feelings alone ("hopeless and worthless, can I see a psychiatrist") ask for care, not the
  // crisis lines: two signs count as two only when one says more than a feeling ("i want out").
  if ([...found].every((hit) => FEELING.test(hit))) return Math.min(found.size, 1);
  return found.size;
}
/** Despair said as a feeling about oneself. */
const FEELING =
  /^(mood|(a |such a |the )?(hopeless|worthless|failure|trapped|pointless|meaningless|burden)|a failure|no meaning|have no meaning|nothing matters|hate (my|his|her) (life|self)|hate (myself|himself|herself)|giving up|given up|gave up|everything is (dark|too much|grey|black)|(feel|feeling|feels|im|i am|so|just) (empty|numb|hollow))$/;
/** Thinking of dying, said with fear or grief: a worry, not a wish (the old rules read it so too). */
const DWELLING = /\b(thinking|thoughts?|think|thought) (about|of) (dying|death|being dead)\b/;
const FEAR_OR_GRIEF =
  /\b(scared|afraid|fear|frightened|anxious|anxiety|worry|worried|grief|grieving|passed|died|death of|in (my|his|her) sleep|surgery|operation|anaesthetic|diagnos\w*)\b/;
/** Wishing to vanish from embarrassment. */
const EMBARRASSED = /\b(embarrass\w*|cringe\w*|mortified|awkward|humiliat\w*|so stupid what i said)\b/;
/** A small child swallowing what they found is poisoning, not a means taken (NHS: poisoning in children). */
const SMALL_CHILD = /\b([1-7]|one|two|three|four|five|six|seven) (year|month|week)s? old\b|\b(toddler|infant|got into)\b/;

/** Low mood words: despair, but never a second sign of it. */
const MOOD = /^(low|depressed|in a dark place|so dark|a ghost|(feel|feeling|feels|im|i am|so|just) (empty|numb|hollow))$/;

export function readCrisisParts(m: ConceptMatcher): CrisisParts {
  const text = m.text;
  const onlyAbout = (concept: Concept, object: RegExp) => m.find(concept).some((match) => !object.test(match.text));
  const means = m.has(MEANS_AT_HAND) && !MEANS_REASON.test(text) && !SMALL_CHILD.test(text);
  return {
    deathWished: m
      .find(DEATH_WISHED)
      .some(
        (match) =>
          !(DWELLING.test(match.text) && FEAR_OR_GRIEF.test(text)) &&
          !(/\b(disappear|vanish|ground)\w*/.test(match.text) && EMBARRASSED.test(text)),
      ),
    selfDeath: m.has(SELF_DEATH),
    lifeUnwanted: m.has(LIFE_UNWANTED),
    methodWished: m.has(METHOD_WISHED),
    method: m.has(METHOD_NAMED) && !SMALL_CHILD.test(text),
    research:
      m.has(METHOD_RESEARCHED) &&
      !/\b(homework|physics|school|project|trip|tour|course|safe|safely|max|maximum|a day|per day|can i|should i)\b/.test(text),
    hoarded: (m.has(MEANS_HOARDED) || (COUNT_PUT_AWAY.test(text) && MEANS_NAMED_ANYWHERE.test(text))) && !MEANS_REASON.test(text),
    means,
    time: m.has(TIME_SET),
    farewell: FAREWELL_REASON.test(text) ? 0 : farewellCount(m),
    farewellOutright: m.has(FAREWELL_STRONG) && !FAREWELL_REASON.test(text),
    affairs: m.has(AFFAIRS_SETTLED) && !ABSENCE_REASON.test(text),
    silence: m.has(SILENCE_AFTER),
    hopeless: despairCount(m),
    hopelessLife: onlyAbout(HOPELESS_ABOUT_LIFE, HOPELESS_OBJECT),
    supposed: m.has(ABSENCE_SUPPOSED) && !ABSENCE_REASON.test(text),
    relief: m.has(RELIEF_SAID),
    absence: m.has(ABSENCE_SETTLED) && !ABSENCE_REASON.test(text),
    place: m.has(AT_HIGH_PLACE) && !PLACE_REASON.test(text),
    edge:
      m.has(AT_THE_EDGE) &&
      !/\b(view|photo|selfie|fix|repair|cleaning|window cleaner|gutter|pigeons?|painting|builder|scaffold\w*|plants?|sunbath\w*|cat|cats|kitten|dog|puppy|parrot|toddler|baby)\b/.test(
        text,
      ),
    lingering: LINGERING.test(text),
    shutIn: m.has(SHUT_IN),
    // "Lights out" at bedtime is sleep.
    ending:
      m.has(ENDING) && !(/\b(lights out|game over|curtains)\b/.test(text) && /\b(asleep|bed|sleep|nap|early night|tired|lol)\b/.test(text)),
    deathTalk: m.has(DEATH_TALK),
    selfHarm: m.has(SELF_HARM_ACT) && !HARM_REASON.test(text),
  };
}

/**
 * The parts combined as the crisis lines weigh them: death or a method wished, self-harm,
 * hopelessness about living, the means hoarded or one's absence said as settled is a crisis on
 * its own; means at hand, a method, a place, a farewell or plain hopelessness is one with
 * another part (988: "a plan, the means, a time"; Samaritans: "saying goodbye", "feeling
 * hopeless or a burden").
 */
export function crisisByParts(m: ConceptMatcher): boolean {
  if (ABOUT_NOT_NOW.test(m.text)) return false;
  const p = readCrisisParts(m);
  const strong =
    p.deathWished ||
    p.selfDeath ||
    p.lifeUnwanted ||
    p.methodWished ||
    p.selfHarm ||
    p.hopelessLife ||
    p.hoarded ||
    p.research ||
    p.absence ||
    p.edge ||
    p.farewell >= 2 ||
    // All of one's pills taken at once (NHS: overdose), with no mistake said.
    (p.method &&
      /\b(took|swallowed|taken|downed) (all|every one of|the whole|the lot|the rest)\b/.test(m.text) &&
      !/\b(mixed up|dementia|by mistake|by accident|accidentally|forgot|confused|pill organi[sz]er)\b/.test(m.text)) ||
    p.farewellOutright ||
    p.hopeless >= 2 ||
    // Sorry, and better this way for everyone: a parting message (Samaritans: saying goodbye), unless a relationship or a job is what ends.
    (/\bsorry\b[^.]*\b(its|it is|this is|thats) (better|best) (for (everyone|everybody|you all|all of you) )?this way\b|\b(better|best) for (everyone|everybody) this way\b/.test(
      m.text,
    ) &&
      !/\b(broke up|break up|breaking up|split up|split|dumped|leaving (me|you|us|him|her|the|my|this|our)|left (me|us|him|her|the|my)|relationship|engagement|wedding|quit|quitting|resign\w*|job|team|club|band|moving|move)\b/.test(
        m.text,
      )) ||
    // A day picked with nothing to pick it for (988: "a plan and a time").
    (/\b(thats|that is|its|it is|this is) the (day|date|night) (ive|i have|i|weve) (picked|chosen|set|decided on)\b(?! (to|for|as|because)\b)/.test(
      m.text,
    ) &&
      !FAREWELL_REASON.test(m.text) &&
      !ABSENCE_REASON.test(m.text) &&
      !/\b(appointment|booking|induction|scan|delivery|due|start|opening|launch|holiday|quit|quitting|stop smoking|sober|diet|run|race|meeting|interview|book|move|date night)\b/.test(
        m.text,
      )) ||
    // Not coming back "or ever" (Samaritans: saying goodbye).
    (/\b(wont|will not|not going to) (be|come|coming)\b[^.]*\bor ever\b/.test(m.text) &&
      !ABSENCE_REASON.test(m.text) &&
      !FAREWELL_REASON.test(m.text) &&
      !/\bretir\w*/.test(m.text));
  if (strong) return true;
  const despair = p.hopeless > 0 || p.deathTalk;
  const fateful = /\b(tonights the night|(tonight|today|tomorrow) is the (night|day)|its time|this is it|is the night)\b/.test(m.text);
  const farewell = p.farewell > 0;
  return (
    (p.means && (p.time || despair || farewell || p.method || p.place || p.shutIn || p.ending || p.silence)) ||
    (p.method && (p.time || despair || p.place || farewell || p.shutIn || p.ending || /\bon purpose\b/.test(m.text))) ||
    (p.place && (p.time || despair || p.silence || farewell || p.lingering || p.ending)) ||
    (farewell &&
      (despair ||
        p.silence ||
        p.time ||
        p.supposed ||
        p.affairs ||
        p.ending ||
        p.place ||
        /\b(is|am|at|on|by|to) (the )?(beach|sea|coast|cliffs?|bridge|river|woods|forest|tracks|railway)\b/.test(m.text))) ||
    (p.affairs && (despair || p.time || p.deathTalk)) ||
    // Long sleeves hiding blood or a blade (NICE NG225: signs of self-harm in young people).
    (/\b(long sleeves|hid(es|ing)? (her|his|my) arms|cover(s|ing)? (her|his|my) arms)\b/.test(m.text) &&
      /\b(razor|blades?|blood|cuts|scars|marks)\b/.test(m.text)) ||
    (p.supposed && (p.relief || despair)) ||
    (p.hopeless > 0 && (p.silence || fateful)) ||
    (p.ending && (p.time || despair || p.relief || p.place || p.lingering || farewell))
  );
}
