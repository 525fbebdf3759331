/**
 * How the triage reads a message: lower case, apostrophes dropped ("can't" -> "cant"), typos
 * of red-flag words corrected only where unambiguous, then split into sentences and clauses,
 * each clause marked with what the words around it say about it: history ("in 2019", "years
 * ago"), a general question ("what are the signs of..."), a resolved mild version ("stopped
 * with a plaster", "fine now"), or a chronic, unchanged one ("still", "for years").
 */
import { editDistance } from '../guide/text-match';
import { TYPO_TARGETS } from './typo-targets';
import { REAL_WORDS_NEAR_TARGETS } from './typo-guard';

const TARGETS = new Set(TYPO_TARGETS);

const allowedEdits = (target: string) => (target.length >= 8 ? 2 : 1);

/** Misspellings too short for the edit distance to be safe, read by hand. */
const SHORT_TYPOS: Readonly<Record<string, string>> = {
  kil: 'kill',
  cnat: 'cant',
  brethe: 'breathe',
  pian: 'pain',
  // Contractions misspelt without the apostrophe, read as the negation they are.
  dosent: 'doesnt',
  dosnt: 'doesnt',
  doesent: 'doesnt',
  doesint: 'doesnt',
  isint: 'isnt',
  wasent: 'wasnt',
  wount: 'wont',
  didint: 'didnt',
  didnot: 'didnt',
  // Text-speak for the small words the rules read around ("his balls r killing him").
  r: 'are',
  u: 'you',
  ur: 'your',
  bc: 'because',
  cuz: 'because',
  pls: 'please',
  hv: 'have',
  cba: 'cant be bothered',
  istg: 'i swear to god',
  imma: 'i am going to',
  wnt: 'want',
  nt: 'not',
  plz: 'please',
  rn: 'right now',
  thru: 'through',
  // Common misspellings the edit distance cannot reach safely: a transposition counts two edits
  // ("tounge"), and "infection" is one edit from "injection", so it is no typo target.
  tounge: 'tongue',
  disapear: 'disappear',
  dissapear: 'disappear',
  dissappear: 'disappear',
  actualy: 'actually',
  acually: 'actually',
  toung: 'tongue',
  infecton: 'infection',
  infecion: 'infection',
  infektion: 'infection',
  infction: 'infection',
  suger: 'sugar',
  sugr: 'sugar',
  reaktion: 'reaction',
  raction: 'reaction',
  rite: 'right',
  hart: 'heart',
  // Overdosed, as it is texted ("ODed"; "OD'd" is read before the apostrophe goes).
  oded: 'overdosed',
  oding: 'overdosing',
};
/** Contractions with the apostrophe dropped: words, never typos ("dont" is not "wont"). */
const CONTRACTIONS = new Set(
  'dont doesnt didnt isnt wasnt hasnt havent hadnt shouldnt wouldnt couldnt arent werent wont cant aint mustnt neednt im ive id ill youre youve youd youll theyre theyve theyd hes shes its thats whats wheres theres heres lets weve were wed whos'.split(
    ' ',
  ),
);

/**
 * Targets that read the same to the rules ("suicidl" is as near "suicide" as "suicidal"): a
 * tie between two of them is no ambiguity, and the nearer-first target is taken.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['suicide', 'suicidal'],
  ['breath', 'breathe', 'breathing'],
  ['vomit', 'vomiting'],
  ['faint', 'fainted'],
  ['testicle', 'testicular'],
  ['diabetes', 'diabetic'],
  ['anaphylaxis', 'anaphylactic'],
  ['swelling', 'swollen'],
  ['sudden', 'suddenly'],
];
const sameFamily = (a: string, b: string) => FAMILIES.some((family) => family.includes(a) && family.includes(b));

/**
 * The red-flag word a misspelt word stands for, or the word itself: a real English word is never
 * changed, and a word as close to two targets as to one is left alone (ambiguous).
 */
export function correctWord(word: string): string {
  if (Object.hasOwn(SHORT_TYPOS, word)) return SHORT_TYPOS[word]!;
  if (word.length < 4 || CONTRACTIONS.has(word) || TARGETS.has(word) || REAL_WORDS_NEAR_TARGETS.has(word) || /\d/.test(word)) return word;
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const target of TYPO_TARGETS) {
    const max = allowedEdits(target);
    const distance = editDistance(word, target, max);
    if (distance > max) continue;
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance && target !== best && !sameFamily(target, best!)) tie = true;
  }
  return best && !tie ? best : word;
}

/** Lower case, apostrophes and hyphens dropped, "can not"/"cannot" as "cant", spaces single; typos corrected. */
export function normalizeMessage(message: string): string {
  const plain = message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bcan ?not\b/g, 'cant')
    .replace(/\b(my|him|her|them|your|our) (self|selves)\b/g, '$1$2')
    // "OD'd" before the apostrophe goes, so that it is not read as the word "odd".
    .replace(/\bod'e?d\b/g, 'overdosed')
    // A body part's "'s" is "is" ("my throat's swelling", "her breathing's weird"), not a possessive.
    .replace(
      /\b(throat|chest|face|lip|lips|tongue|heart|breathing|breath|head|neck|skin|stomach|belly|tummy|pulse|sugar|temp|temperature|nose|mouth|vision|sight|speech|blood|bleeding|pain|colour|color)'s\b/g,
      '$1 is',
    )
    .replace(/'/g, '')
    // The "g" dropped from "-ing" ("takin", "breathin", "movin"), for the verbs the rules read.
    .replace(
      /\b(breath|tak|mak|mov|respond|wak|bleed|gasp|chok|fitt|shak|jerk|seiz|vomit|puk|throw|struggl|wheez|turn|go|com|pass|fall|dy|twitch|foam|froth|convuls|swell|pour|gush|spurt|cough|sweat|scream|cry|hav|gett|los|try|fight|answer|react|stopp|drown|clos|drool|dribbl|burn|shiver|moan|groan|talk|speak|slurr|droop|soak|faint|collaps|blink|lay|ly)in\b/g,
      '$1ing',
    )
    // "Not awake or breathing": each state is absent, and each absence is a danger sign of its own.
    .replace(
      /\bnot (awake|conscious|breathing|moving|responding|responsive|reacting|answering|waking up|waking)( properly| normally| right)? (or|nor) (awake|conscious|breathing|moving|responding|responsive|reacting|answering|waking up|waking)\b/g,
      'not $1$2 and not $4',
    )
    // A state said with the bare verb, as second-language English says it ("i am confuse", "she is very confuse").
    .replace(
      /\b(am|is|are|was|im|hes|shes|so|very|really|bit|and|feel|feels|feeling|look|looks|seem|seems) confuse\b(?! (it|him|her|them|me|you|us|the|a|an|my|his|their|our|your|with|people|things|anyone|everyone)\b)/g,
      '$1 confused',
    )
    // Hyphenated words read as their parts ("co-codamol", "one-sided", "2-year-old").
    .replace(/(?<=[a-z0-9])-(?=[a-z])/g, ' ')
    // Units written short or stuck to the number ("7wks", "4yrs", "2 mths", "40 min"), and "4yo".
    .replace(/\b(\d+) ?(wks?|weeks?)\b/g, '$1 weeks')
    .replace(/\b(\d+) ?(mths?|mnths?|months?|mos)\b/g, '$1 months')
    .replace(/\b(\d+) ?(yrs?|years?)\b/g, '$1 years')
    .replace(/\b(\d+) ?(yo|y\/o|yr old)\b/g, '$1 year old')
    .replace(/\b(\d+) ?(hrs?|hours?)\b/g, '$1 hours')
    .replace(/\b(\d+) ?(mins?|minutes?)\b/g, '$1 minutes')
    .replace(/[°º]\s*c\b/g, ' degrees')
    // Text-speak "2 b", "2 die": "to be", "to die".
    .replace(/\b2 (b|be|die|live|end)\b/g, (_, word: string) => `to ${word === 'b' ? 'be' : word}`)
    .replace(/[“”"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.replace(/[a-z]+/g, (word) => correctWord(word));
}

export interface Clause {
  text: string;
  /** Told as something past and over ("had a stroke in 2019"). */
  history: boolean;
  /** A question about information, not about anyone now ("what are the signs of a stroke"). */
  general: boolean;
  /** Said to have stopped or to be fine now ("the bleeding stopped with a plaster"). */
  resolved: boolean;
  /** Long-standing and unchanged ("still a bit slurred", "for years"). */
  chronic: boolean;
}

/**
 * An event dated by the age it came at ("my dad had a stroke at 60", "died of a heart attack at
 * the age of 52"): a past event, unless the number is a time, a reading or a week of pregnancy.
 */
const AGE_AT_EVENT = String.raw`^(?!.*\b(temp|temperature|fever|sugar|sugars|glucose|ketones|reading|oxygen|sats|pulse|heart rate|pregnant)\b).*\b(had|has had|suffered|got|was diagnosed with|diagnosed with|died|passed away)\b[^,]*\bat (the age of |age )?(1[3-9]|[2-9]\d|1[01]\d)\b(?!:|\.\d| ?(weeks|days|months|minutes|hours|am|pm|oclock|degrees|percent|mmol|bpm|mph|kg|mg|ml|%|this|last|tonight|today))`;

const HISTORY_WORDS =
  /\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many) (years?|months?) ago\b|\b(years|months) ago\b|\blast (year|month|summer|winter|spring|autumn)\b|\bin (19|20)\d\d\b|\b(in|back in|during) the (19|20)?[0-9]0s\b|\b(in|back in|during) the (fifties|sixties|seventies|eighties|nineties|noughties)\b|\b(in|back in|since) (january|february|march|april|june|july|august|september|october|november|december)\b|\bas a (child|kid|baby|teenager|teen|toddler)\b|\bwhen (i|he|she|we) (was|were) (a |little|young|younger|small|\d)|\bused to\b|\bin the past\b|\bhistory of\b|\bwhen (i|he|she) was diagnosed\b|\bwhen (i|he|she) was a teenager\b|\byears back\b|\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many) (years?|months?) (before|back)\b/;
export const HISTORY = new RegExp(`${HISTORY_WORDS.source}|${AGE_AT_EVENT}`);
/** A present-day marker ends a history: "had a stroke in 2019 and now his face is drooping". */
const PRESENT =
  /\b(now|today|tonight|right now|again|suddenly|just|this (morning|afternoon|evening)|at the moment|currently|all of a sudden)\b/;
// "still" alone means it goes on now ("still can't breathe"); only "still a bit" is a lasting mild state.
const CHRONIC =
  /\bsince (my|his|her|their|the) (stroke|mini stroke|tia|heart attack)\b(?! (this|today|earlier|last night|yesterday|an hour|a few hours|\d+ (hours|minutes)))|\b(still (a bit|a little|slightly|somewhat)|for years|ever since|always had|always has|nothing new|since birth|since (childhood|i was (a )?(child|kid|baby|little|young)))\b/;
const RESOLVED =
  /\b((has |had |it |that )?stopped (with|after|when|by itself|on its own|now)|stopped after|took (\w+ ){1,3}to stop|(it|its|bleeding|that|which) (has |had |finally |eventually )?stopped( now| in the end| eventually)?$|went away|gone away|passed( in| after|$)|settled|(is|im|was|seems|felt|feel|feels|he is|she is|hes|shes|were) (fine|ok|okay|better|alright|normal) (now|again|today|after)|(im|hes|shes|he is|she is|i am|is) fine( now)?$|(im|hes|shes|he is|she is|i am|is|seems|looks) (totally|completely|absolutely|perfectly) (fine|ok|okay|alright|normal)|fine after|back to normal|playing (normally|happily)|acting normal|coughed it (straight |right |back )?(up|out)|spat it out|came round|(now |is |she is |he is |shes |hes )?(awake|conscious) and (talking|chatting|alert|making sense)|pink again|(go|went|goes|turned) (pink|normal) again|no other problems|nothing else|is fine today|he is fine|she is fine|hes fine|shes fine|and (im|i am) fine)\b/;
/** A clause opened by "when" that tells when something happens ("when it gets bad i ..."), not a question. */
const TEMPORAL_WHEN =
  /^when (it|it all|things|everything|life|i|im|he|she|they|hes|shes|the (pain|thoughts|voices|urges?)) (gets?|got|get|feel|feels|felt|am|is|are|was|go|goes|went|become|becomes|start|starts)\b/;
/** Question openers; a clause that opens so and reports nothing about anyone now asks for information. */
const QUESTION_OPENER =
  /^(what|whats|how|which|why|when|where|who|is it|is there|are there|(is|are|does) (a |an )?\w+( \w+)? (always|usually|ever|sometimes|normally|necessarily)|does|do you|do people|can a|can an|can you|can stress|can someone|can people|can (?!(my|our|his|her|i|we|he|she|they)\b)\w+ (cause|make|give|lead to|trigger|mean|be)|could|should|would|tell me|explain|define|difference|signs of|symptoms of|warning signs|i read|is it true|i want to learn|i want to know|in case)\b/;
const GENERAL_PHRASES =
  /\b(signs of|symptoms of|warning signs|difference between|what (is|are|does|causes|happens)|how (do|can|would) (you|i|people|one) (tell|know|spot|recognise|recognize|use|do)|how to (tell|spot|recognise|recognize|use|do)|(?<!\b(as|like|even) )if (someone|somebody|a person)|in case (of|someone)|to be prepared|what should i do if|first aid kit|first aid (course|class|classes|training|lesson|lessons|workshop)|(cpr|resuscitation|lifesaving|life saving) (course|class|classes|training|lesson|lessons)|(course|class|training|workshop) (that |which )?(covers|teaches|is on|is about)|read about it|vs|versus)\b/;
/** Someone having it now: a possessive or a subject with a verb of having, feeling or doing. */
const PERSONAL_REPORT =
  /\b(my|our) (\w+ )?(\w+ )?(\w+ )?(is|are|has|have|was|had|cant|wont|isnt|keeps|took|swallowed|drank|ate|fell|collapsed|seems|looks|just)\b|\b(is|are|has|does|did|was|cant|wont|isnt|doesnt) (my|our) (\w+ )?\w+\b|\b(im|ive|i have|i am|i feel|i took|i cant|i keep|i think|hes|shes|he is|she is|he has|she has|they are|he cant|she cant)\b/;

/**
 * A question that reports something happening now: about someone of one's own with a time of
 * now ("is it normal for my dad's face to droop all of a sudden?"), or asking how to stop
 * something happening to oneself or one's own ("how do I stop bleeding ... on my arm").
 */
const NOW_MARKER =
  /\b(suddenly|all of a sudden|out of nowhere|right now|just now|at the moment|currently|tonight|this (morning|afternoon|evening)|today|for (\d+|a few|five|ten|twenty) (minutes|mins|hours))\b/;
const ABOUT_OWN = /\b(my|our|me|i|im|ive)\b|\bis it normal to (have|feel|get|be)\b/;
const HELP_NOW = /^how (do|can|should) (i|we) (stop|help|save|treat|get)\b.*\b(my|his|her|their)\b/;
/**
 * Words after a question that say it is happening to someone now ("my toddler has one", "my
 * daughter just did", "my wife's has been going for 7 minutes", "I have both right now"): the
 * question is about them, not asked for information.
 */
const ANAPHORIC_REPORT =
  /\b(has|have|got|is having|are having|having) (got )?(one|it|this|that|both|them|these|those|the same)\b(?! (before|last|when|once|years?|months?|ago))|\b(just did|just has|has just|did it just now|just drank it|just ate it)\b|\b(my|our) \w+s (one )?(has|is|was) (been|going|lasting|still)\b|\b(i|he|she|they) (have|has) (it|them|both|one) (right )?now\b/;

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function splitClauses(sentence: string): string[] {
  return (
    sentence
      // "so" joins clauses ("it hurt so I sat down"), but before a describing word it only
      // strengthens it ("my chest is so tight", "my neck is so stiff") and keeps the clause whole.
      .split(
        /,|\s+-\s+|\s+(?:but|however|although|though|and then|then|because)\s+|\s+so\s+(?=(?:i|im|ive|id|we|he|hes|she|shes|they|it|its|my|his|her|our|their|the|now|then|what|should|can|could|do|is|please|that|this)\b)/,
      )
      .map((clause) => clause.replace(/[.!?;]+$/, '').trim())
      .filter(Boolean)
  );
}

/** The message as clauses, each marked with history, question, resolved and chronic. */
export function readClauses(normalized: string): Clause[] {
  const clauses: Clause[] = [];
  for (const sentence of splitSentences(normalized)) {
    const question = sentence.trim().endsWith('?');
    let historyCarries = false;
    // History, then "and now": what is said after is happening now ("had a seizure years ago and
    // now I'm having one that won't stop").
    const parts = splitClauses(sentence).flatMap((part) => {
      const now = /\s+(and|but) (?=now\s+)/.exec(part);
      return now && HISTORY.test(part.slice(0, now.index)) ? [part.slice(0, now.index), part.slice(now.index + now[0].length)] : [part];
    });
    // A question with nobody in it ("eczema vs psoriasis, what is the difference?") asks for information throughout.
    const wholeQuestion = (QUESTION_OPENER.test(sentence) || GENERAL_PHRASES.test(sentence)) && question && !PERSONAL_REPORT.test(sentence);
    parts.forEach((text, index) => {
      const present = PRESENT.test(text);
      const history = HISTORY.test(text) || (historyCarries && !present);
      historyCarries = history && !present;
      // "When it all gets too much I ..." tells when, it asks nothing (without a question mark).
      const temporal = !question && TEMPORAL_WHEN.test(text);
      // "my grandson, 14, who is staying with us has ..." is a relative clause, not a question.
      const relative = index > 0 && !question && /^(who|which|whose)\b/.test(text);
      const opener =
        (QUESTION_OPENER.test(text) && !temporal && !relative) ||
        (index > 0 && question && /^(can|is|does|do|should|could|will)\b/.test(text));
      const general =
        wholeQuestion ||
        (GENERAL_PHRASES.test(text) && !PERSONAL_REPORT.test(text.replace(GENERAL_PHRASES, ''))) ||
        (opener && !PERSONAL_REPORT.test(text));
      const reportsNow = (question && ABOUT_OWN.test(text) && NOW_MARKER.test(text)) || HELP_NOW.test(text);
      clauses.push({ text, history, general: general && !reportsNow, resolved: RESOLVED.test(text), chronic: CHRONIC.test(text) });
    });
    // History told first ("I had a heart attack five years ago, which specialist...") also covers
    // the clauses before it in the same sentence joined by "and".
  }
  // A question followed or preceded by a report of it now is about that person.
  if (clauses.some((clause) => !clause.general && !clause.history && ANAPHORIC_REPORT.test(clause.text)))
    return clauses.map((clause) => ({ ...clause, general: false }));
  return clauses;
}
