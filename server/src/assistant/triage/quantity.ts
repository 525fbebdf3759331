/**
 * Medicine and an amount (issue 21 point 1): "a whole bottle", "30 paracetamol", "all my
 * tablets", "loads of her heart pills". More than eight tablets at once is past the largest
 * usual adult dose of common painkillers (NHS: Paracetamol overdose), so it is read as an
 * overdose; a smaller or unclear amount is a danger cue the guide asks about.
 */
import { readNumber } from './subject';

const MEDICINE =
  '(pills?|tablets?|capsules?|caps|meds|medicines?|medication|paracetamols?|paracetomols?|ibuprofens?|aspirin|codeine|co ?codamol|tramadol|diazepam|antidepressants?|sleeping (pills|tablets)|sleepers|painkillers?|insulin|iron tablets|(heart|blood pressure|bp|diabetes|epilepsy|thyroid) (pills|tablets|medicine|meds)|sertraline|citalopram|fluoxetine|amitriptyline|propranolol|lithium|zopiclone|methadone|oxy|oxys|oxycontin|percocet|percs|vicodin|hydrocodone|heroin|ketamine|ket|patch|patches|morphine patches|fentanyl patches|calpol|nurofen|piriton|benadryl|tylenol|advil|antihistamines?|melatonin|vitamins|gummy vitamins|gummies|valium|xanax|morphine|oxycodone|fentanyl|pregabalin|gabapentin|quetiapine|olanzapine|mirtazapine)';
const TAKE =
  '(took|taken|take|swallowed|swallow|ate|eaten|had|downed|necked|popped|overdosed on|has taken|have taken|got into|got hold of|drank|drunk|overdid|overdone|doubled up on|double dosed on|put on too many|used too many|drink|drinking|swallowing)';
const WHOLE = '(a |the )?(whole|hole|entire|full|half a|half the|half) (bottle|packet|pack|box|tub|strip|blister|lot|load|jar|sheet|pot)';
const ALL = 'all (of )?(my|his|her|their|the|your|this|that|these|those|todays|tonights) ';
const LOTS = '(loads|lots|a lot|a load|a handful|handful|heaps|too many|to many|way too many|a bunch|dozens)';
const COUNT =
  '(?<count>\\d+|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|three|four|five|six|seven|eight|nine|two|a couple of|a few)';

// A week's or a month's supply taken at once (NHS: Overdose), not a supply taken on holiday.
const SUPPLY_TAKEN =
  /\b(took|taken|swallowed|downed|necked|had|popped)\b[^.,]*\b(a|her|his|my|their|two|2|the|this|that|last|next) (whole |entire |full )?(weeks?|months?|days?|weekly|monthly|fortnights?) ((\w+ ){0,4}(tablets|pills|meds|medication|medicines|doses|capsules)|worth|supply|of doses|of tablets|of pills)\b(?![^.,]*\b(holiday|trip|away|abroad|travel\w*|with (me|him|her|them)|to (spain|france|the \w+))\b)/;

// Every pill there is: "swallowed every pill in the house".
const EVERY_PILL = new RegExp(
  `\\b${TAKE}\\b[^.,]*\\bevery (single )?(last )?(pill|tablet|capsule|medicine|painkiller|sleeping pill|paracetamol|ibuprofen|aspirin|codeine|co codamol|tramadol)s?\\b(?![^.,]*\\b(course|as prescribed|as directed|as told|each day|every day)\\b)` +
    // Or everything in the medicine cupboard.
    `|\\b${TAKE}\\b[^.,]*\\b(everything|all the (meds|medicine|medicines|pills|tablets)) in the (cupboard|house|cabinet|medicine cabinet|medicine cupboard|drawer|first aid box)\\b(?=[^.]*\\b(tonight|pills|tablets|meds|medicine|at once|now|today)\\b)(?![^.,]*\\bto (the|a) )`,
);

// A pill organiser emptied at once ("taken the whole week from her dosette", "every slot is
// empty" after taking them): a week's doses in one go (NHS: Overdose), not a day's taken as usual.
const ORGANISER_EMPTIED =
  /\b(took|taken|swallowed|ate|eaten|downed|emptied)\b[^.,]*\b(whole|entire|all|every)\b[^.,]*\b(pill organi[sz]ers?|dosette( box)?|pill ?box|blister packs?|nomad tray|pill case|pill tray)\b(?![^.,]*\b(to (the|a|my|his|her)|as (usual|normal|prescribed)|for (today|the day|this morning))\b)/;

// Lots taken as a habit, for a long-standing pain ("I take loads of ibuprofen for my back"): a
// cause to tell the doctor, not an amount taken at once (NHS: Ibuprofen, stomach bleeding).
const HABITUAL_USE =
  /\b(i|he|she|they|we|mum|dad) (take|takes|use|uses|pop|pops|live on|lives on|have been taking|has been taking|been taking|am taking|is taking)\b[^.,]*\b(for (my|his|her|their) (back|knees?|joints?|arthritis|hips?|neck|shoulders?|period pains?|periods|migraines?|headaches|gout|pain)|all the time|every day|most days|daily|regularly|for (years|months|weeks))\b/;

export type Amount = 'overdose' | 'unclear' | 'usual';

// A daily routine told with it ("take all my tablets in the morning") is no overdose.
const REGIMEN =
  '(?![^.]*\\b(in the morning|every (day|morning|night)|each day|with (food|breakfast|dinner|meals)|as prescribed|daily|at the same time)\\b)';
const WHOLE_AMOUNT = new RegExp(
  `\\b${TAKE}\\b[^.,]*\\b(${WHOLE}|${ALL}\\w*|${LOTS})\\b[^.,]*\\b${MEDICINE}\\b${REGIMEN}|\\b${TAKE} ${ALL}${MEDICINE}\\b${REGIMEN}`,
);
const COUNTED = new RegExp(`\\b${TAKE}\\b[^.,]*?\\b${COUNT} (of (my|his|her|their|the) )?((\\w+ ){0,2})${MEDICINE}\\b`);
const COUNTED_LOOSE = new RegExp(`\\b${COUNT} (of (my|his|her|their|the) )?((\\w+ ){0,2})${MEDICINE}\\b`);
// Whole containers: "2 boxes of ibuprofen", "took a packet of paracetamol" (a packet holds 16,
// twice the largest usual daily dose: NHS Paracetamol overdose).
const TAKEN_DOWN = '(took|taken|swallowed|ate|eaten|downed|necked|popped|has taken|have taken|got into|overdosed on)';
const CONTAINERS = new RegExp(
  `\\b${TAKEN_DOWN}\\b[^.,]*\\b(a|one|two|three|four|\\d+|a couple of|several|some) (box|boxes|packet|packets|pack|packs|bottle|bottles|strip|strips|tub|tubs|sheet|sheets|blister packs?) (of )?((\\w+ ){0,2})${MEDICINE}\\b`,
);
// Several times the dose ("3 times his insulin dose"), or the empty packet found beside someone.
const MULTIPLE_DOSE =
  /\b(\d+|three|four|five|six|ten|triple|treble) times (my|his|her|their|the) (usual |normal |prescribed |daily )?(dose|insulin|amount|tablets|pills)\b/;
const EMPTY_PACKET = new RegExp(
  `\\b(empty|empties) (\\w+ )?(packets?|bottles?|boxes|box|blister packs?|strips?|tubs?) (of )?((\\w+ ){0,2})${MEDICINE}\\b`,
);
const NAMED_OVERDOSE =
  /\b(overdose|overdosed|od)\b(?! (on purpose|on (the )?(sun|sunshine|sugar|chocolate|coffee|caffeine|carbs|cake|sweets|tv|netflix|gaming|work|exercise|love)\b))/;
const TAKE_MEDICINE = new RegExp(`\\b${TAKE}\\b[^.,]*\\b(some|her|his|my|their|the|of)\\b[^.,]*\\b${MEDICINE}\\b`);
// Too many taken over a while ("been taking too many painkillers"): unclear, read with its symptoms.
const TAKING_TOO_MANY = new RegExp(`\\btaking (way )?(too|to) (many|much)\\b[^.,]*\\b${MEDICINE}\\b`);
const COUNT_OF_SOME = /\b(maybe|about|around|over|like) (\d+|fifteen|twenty|thirty)\b/;

/** How much medicine someone has taken, or null when no medicine is said to have been taken. */
export function readMedicineAmount(text: string): Amount | null {
  if (
    EVERY_PILL.test(text) ||
    (WHOLE_AMOUNT.test(text) && !HABITUAL_USE.test(text)) ||
    CONTAINERS.test(text) ||
    MULTIPLE_DOSE.test(text) ||
    EMPTY_PACKET.test(text) ||
    SUPPLY_TAKEN.test(text) ||
    ORGANISER_EMPTIED.test(text)
  )
    return 'overdose';
  // "30 paracetamol" said alone is read as taken; "a box of 30 I bought" is not.
  const counted =
    COUNTED.exec(text) ??
    (/\b(bought|buy|box of|pack of|packet of|prescribed|prescription)\b/.test(text) ? null : COUNTED_LOOSE.exec(text));
  if (counted) {
    const word = counted.groups?.count ?? '';
    const amount = readNumber(word) ?? (word === 'a couple of' ? 2 : word === 'a few' ? 3 : null);
    if (amount !== null) {
      // "75 mg", "500 mg": a strength, not a number of tablets.
      if (new RegExp(`\\b${word} ?(mg|ml|g|mcg|microgram|milligram)`).test(text)) return 'usual';
      // "12 tablets a day": a daily regimen, not an amount taken at once.
      if (
        /^ (a|per|each|every) (day|morning|night|evening|week)\b|^ (daily|in total each day)\b/.test(
          text.slice(counted.index + counted[0].length),
        )
      )
        return 'usual';
      return amount > 8 ? 'overdose' : amount <= 2 ? 'usual' : 'unclear';
    }
  }
  if (TAKE_MEDICINE.test(text) && COUNT_OF_SOME.test(text)) {
    const amount = readNumber(COUNT_OF_SOME.exec(text)![2]!) ?? 0;
    return amount > 8 ? 'overdose' : 'unclear';
  }
  if (NAMED_OVERDOSE.test(text)) return 'overdose';
  if (HABITUAL_USE.test(text)) return 'usual';
  // "She takes her tablets": the medicine taken as usual, in the present.
  if (
    /\b(i|he|she|they|we|mum|dad|mother|father) (take|takes) (her|his|my|their|our) (tablets|meds|medicine|medicines|medication|pills)\b/.test(
      text,
    )
  )
    return 'usual';
  if (TAKING_TOO_MANY.test(text)) return 'unclear';
  if (TAKE_MEDICINE.test(text) && !/\b(usual|normal|prescribed|as prescribed|daily|every day|each day|morning|a day)\b/.test(text))
    return 'unclear';
  return null;
}
