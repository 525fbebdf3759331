import { editDistance } from '../guide/text-match';

/**
 * Who a message is about and how old they are (issue 21 points 1 and 5): me, a baby, a child or
 * someone else, with an age in months when one is given ("my 6 week old", "my 4 year old",
 * "newborn", "toddler"). Danger to someone else is still an emergency; the age changes how a
 * fever is read (NICE NG143).
 */
export type Subject = 'me' | 'baby' | 'child' | 'someone-else';

export interface Person {
  subject: Subject;
  /** Age in months, when the message gives one or a word that implies it. */
  ageMonths: number | null;
  pregnant: boolean;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "six" or "6" as a number; null when neither. */
export function readNumber(word: string): number | null {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

const AGE =
  /\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](day|days|week|weeks|month|months|year|years|yr|yrs)[- ]olds?\b/;
const AGE_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/\b(newborn|new born|new baby)\b/, 0.5],
  [/\b(baby|babys|infant|infants|babby|bubs|bub|bubba|bubby)\b/, 6],
  [/\b(toddler|little one|wee one|wean|weans|bairn)\b/, 24],
  [/\b(teenage|teenager|teen)\b/, 180],
];
// Plurals and possessives written without the apostrophe ("my sons knee") count too.
const CHILD =
  /\b(sons?|daughters?|child|childs|children|kids?|babies|boys?|girls?|grandsons?|granddaughters?|schoolchild|pupils?)\b|\b(my|our) (little|baby|younger|kid) (sister|brother)\b|\b(my|our) (little |wee |young )?(lad|lass|laddie|lassie)\b/;
const SOMEONE_ELSE =
  /\b(my|our|his|her) (husband|wife|partner|boyfriend|girlfriend|mum|mom|mother|dad|father|stepdad|stepmum|stepmom|stepfather|stepmother|grandad|grandpa|grandma|granny|gran|nan|nana|nanna|grandfather|grandmother|mate|housemate|brother|sister|friend|flatmate|roommate|colleague|neighbour|neighbor|uncle|aunt|cousin|patient|fiance|fiancee)s?\b|\b(someone|somebody|a man|a woman|a person|this guy|this lady|a stranger)\b/;

/** Long words for a child, read through one typo with the first letter right ("daugter", not "laughter"). */
const CHILD_WORDS = ['daughter', 'daughters', 'toddler', 'children', 'grandson', 'granddaughter', 'grandchild'];
const misspeltChild = (text: string) =>
  text
    .split(/[^a-z]+/)
    .some((word) => word.length >= 6 && CHILD_WORDS.some((child) => word[0] === child[0] && editDistance(word, child, 1) <= 1));

/** An age told without "old" right after a word for a baby: "my baby 5 week", "baby is 6 weeks". */
const BABY_AGE =
  /\b(baby|babys|bubs|bub|bubba|bubby|newborn|son|daughter|boy|girl|shes|hes|she is|he is|theyre|they are)( is| of| aged| who is)? (\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (week|weeks|month|months)\b(?! (ago|later|now|since|of|pregnant|along|gone|late|overdue|post|into|in|off|sober|clean|behind))/;

/** A child's age in years said without "old": "my daughter is 16", "son, 15,", "my boy aged 9", "my little brother (5)". */
const CHILD_YEARS =
  /\b(son|daughter|boy|girl|kid|child|grandson|granddaughter|stepson|stepdaughter|teenager|brother|sister|stepbrother|stepsister|nephew|niece|cousin)( is| who is| aged| of|,)? \(?(1[0-8]|[1-9])\b(?!\.\d| ?(weeks?|months?|days?|minutes?|mins?|hours?|hrs?|degrees|kg|kgs|stone|lbs?|cm|foot|feet|ft|inches|times|percent|mg|ml|mmol|am|pm|oclock)\b|\/|%|:)/;

/** Age in months from "6 week old", "4 year old", "newborn"; null when not said. */
export function readAgeMonths(text: string): number | null {
  const baby = AGE.exec(text) ? null : BABY_AGE.exec(text);
  const match = AGE.exec(text) ?? (baby ? [baby[0], baby[3], baby[4]] : null);
  if (match) {
    const amount = readNumber(match[1]!) ?? 1;
    const unit = match[2]!;
    if (unit.startsWith('day')) return amount / 30;
    if (unit.startsWith('week')) return (amount * 7) / 30.4;
    if (unit.startsWith('month')) return amount;
    return amount * 12;
  }
  const years = CHILD_YEARS.exec(text);
  if (years) return Number(years[3]) * 12;
  for (const [pattern, months] of AGE_WORDS) if (pattern.test(text)) return months;
  return null;
}

/** Words about someone's past ("as a teenager", "when I was a kid") say nothing of who it is now. */
const PAST_SELF =
  /\b(as a (child|kid|baby|teenager|teen|toddler)|since (the|my|our) baby was born|(after|since) (having|having had|giving birth to) (the|my|a|our) baby|since giving birth|(since|when) (i|he|she) was (a |little|young|younger|small|\d+)\w*( \w+)?)\b/g;

/** Someone else's child heard through the wall is not who the message is about. */
const NEIGHBOURS_CHILD =
  /\b(the|a) (baby|babies|kids?|children|toddler) (next door|upstairs|downstairs|across the road)\b|\bneighbou?rs (baby|kids?|children|toddler)\b/g;

/** A baby wished for is nobody yet: "trying for a baby" is about the one trying. */
const BABY_TO_COME = /\b(trying|planning|hoping|want|wanting|wants|ready) (for|to have|to start|to try for)? ?(a|another) (baby|family)\b/g;

/**
 * A son or daughter grown up: one who marries, graduates or has a partner or a job ("at my
 * daughter's wedding") is no child to be seen by a pediatrician.
 */
const GROWN_CHILD =
  /\b(my|our|his|her) (sons?|daughters?|kids?|boys?|girls?) (wedding|hen do|hen party|stag do|stag party|engagement|graduation|husband|wife|fiance|fiancee|mortgage|new job|job|office|workplace|boss|university|uni|college|degree|divorce|in laws)\b/g;

/** Children in a list of everyday worries ("I worry about everything, work, money, my kids"): the one who worries is meant. */
const WORRIES_LIST =
  /\b(worry|worries|worried|worrying|stress|stressed|stressing|anxious|fret|fretting) (about|over) ((\w+ ){0,2}\w+(,| and| or) ){1,6}(and |or )?(my|our|the) (kids|children)\b/g;

export function readPerson(message: string): Person {
  const text = message
    .replace(PAST_SELF, ' ')
    .replace(BABY_TO_COME, ' ')
    .replace(NEIGHBOURS_CHILD, ' ')
    .replace(GROWN_CHILD, ' ')
    .replace(WORRIES_LIST, ' ')
    // Sweets named after babies ("had some jelly babies for a hypo").
    .replace(/\bjelly bab(y|ies)\b/g, ' ');
  const ageMonths = readAgeMonths(text);
  const pregnant =
    /\b(pregnant|pregnancy|weeks gone|weeks along|expecting a baby|my bump|baby is moving|baby kicking|babys movements)\b|^([4-9]|[1-3]\d|4[0-2]) weeks\b(?! (ago|since|post|after|old|postpartum|postnatal))(?=.*\b(baby|bump|midwife|scan|kicks|kicking|movements)\b)|\b([4-9]|[1-3]\d|4[0-2]) weeks (with|into) (my|her) (first|second|third|fourth)\b|\b(im|i am) ([4-9]|[1-3]\d|4[0-2]) weeks\b(?! (ago|since|post|after|into|off|old|in|out|of|from|late|overdue|behind|sober|clean|postpartum|postnatal))/.test(
      text,
    );
  let subject: Subject = 'me';
  // In pregnancy "the baby" is not yet born: the person is the one who is pregnant.
  const aboutChild = pregnant
    ? text.replace(/\b((the|my|our) )?baby\b(?! (is|was) (\d+|a|one|two|three|four|five|six) (days?|weeks?|months?) old)/g, ' ')
    : text;
  const age = pregnant ? readAgeMonths(aboutChild) : ageMonths;
  if (age !== null && age < 12) subject = 'baby';
  else if (age !== null ? age < 16 * 12 : CHILD.test(aboutChild) || misspeltChild(aboutChild)) subject = 'child';
  else if (SOMEONE_ELSE.test(text) || (ageMonths !== null && !/\bim \d+\b/.test(text))) subject = 'someone-else';
  return { subject, ageMonths: pregnant ? readAgeMonths(aboutChild) : ageMonths, pregnant };
}
