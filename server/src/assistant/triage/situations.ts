/**
 * The emergency situations the guide recognises (issue 21 point 1), each from its parts: what
 * is happening (concepts.ts), to whom and how old (subject.ts), how severe or sudden, and how
 * much medicine (quantity.ts). Each names its clinical source and the first aid to give while
 * help is on its way, in plain words, never a medicine or a dose. Checked in order, the most
 * specific first (DKA before fast breathing, sepsis before grey skin): the first that fits is
 * the one answered.
 */
import type { AssistantSpecialty } from '@telehealth/shared-api/core';
import * as C from './concepts';
import { crisisSigns, SETTLING_AFFAIRS } from './crisis-signs';
import { dangerSign, FRIGHTENING_COLOUR, toldAsStory } from './emergency-net';
import type { ConceptMatcher } from './matcher';
import type { Amount } from './quantity';
import type { Person } from './subject';

export interface SituationContext {
  m: ConceptMatcher;
  /** The whole normalized message. */
  text: string;
  person: Person;
  amount: Amount | null;
}

export interface Situation {
  id: string;
  /** What it is called in an answer. */
  name: string;
  /** 'crisis': a crisis line comes first (suicidal thoughts, self-harm). */
  guidance: 'emergency' | 'crisis';
  /** What to do while help is on its way (from the source), plain words, no medicines or doses. */
  advice: string;
  /** Who follows up once the emergency is dealt with. */
  specialty: AssistantSpecialty;
  source: string;
  /** Its name in everyday words, for questions about it and history ("what are the signs of a stroke?"). */
  named?: RegExp;
  /** Resolved mild versions ("stopped with a plaster", "coughed it up and I'm fine") are not an emergency. */
  resolvable?: boolean;
  /** Said so, it stays an emergency even when over (a first seizure: NHS, call 999 even if it has stopped). */
  stillWhenOver?: RegExp;
  detect(context: SituationContext): boolean;
}

// NICE NG143 reads under 3 months; a baby said to be "3 months" is read on the safe side.
const infant = (person: Person) => person.ageMonths !== null && person.ageMonths <= 3;
const isBaby = (person: Person) => person.subject === 'baby' || (person.ageMonths !== null && person.ageMonths < 12);
const youngChild = (person: Person) => person.subject === 'baby' || person.subject === 'child';

/** A temperature of at least `degrees` said in the message ("38.3", "39 degrees"). */
export function temperatureAtLeast(text: string, degrees: number): boolean {
  for (const match of text.matchAll(/\b(3[5-9]|4[0-3])(\.\d+)?\b(?! (weeks|days|months|years|minutes|hours|year|week|mg))/g)) {
    if (Number(match[0]) >= degrees) return true;
  }
  return false;
}

/** Blood ketones of at least `level` said as a reading ("ketones are 4", "ketones 3.2"). */
export function ketonesAtLeast(text: string, level: number): boolean {
  for (const match of text.matchAll(
    /\bketones? (?:are |is |level |levels |reading |of |at |were |was |came back |showing |show |say |says |over |above |more than )*(\d+(?:\.\d+)?)\b(?! (days|hours|weeks|times|minutes))/g,
  )) {
    const value = Number(match[1]);
    if (value >= level && value <= 12) return true;
  }
  return false;
}

/** Thirst or weeing far more than usual (NHS: Type 1 diabetes, symptoms), told in lay words. */
const THIRST =
  /\b(very |really |so |always |constantly )?thirsty\b|\b(drinking|drinks|drank|weeing|peeing|wees|pees) (loads|lots|a lot|so much|constantly|non stop|all the time|gallons)\b/;

/** A limb gone numb or dead from lying on it, told in another clause ("because he slept on it"). */
const LIMB_EXPLAINED =
  /\b(slept|sleep|sleeping|lay|lying|sat|sitting|leaning|kneeling) (on (it|them|my arm|his arm|her arm|my leg|his leg|her leg)|funny|awkwardly|cross legged)\b|\bfunny bone\b|\b(hit|banged|knocked) (my|his|her) elbow\b|\bfrom (holding|carrying|sleeping|lying|leaning|typing|lifting|hanging)\b|\b(spiked|roofied)\b/;

/** Mildly floppy or sleepy after vaccinations ("a bit floppy after her jabs"). */
const AFTER_JABS =
  /^(?!.*\b(not (feeding|waking|breathing)|wont (feed|wake)|blue|grey|rash|fit|seizure|stiff|high pitched|still (floppy|limp))\b).*\b(a bit |slightly |bit |little )?(floppy|limp|sleepy|drowsy) after (her|his|their|the|its) (jabs|vaccinations?|vaccines?|immuni[sz]ations?|injections?)\b/;

/** A pregnancy past its first 12 weeks, told as people tell it ("24 weeks pregnant", "I'm 28 weeks", "third trimester"). */
const LATER_PREGNANCY =
  /\b(1[3-9]|[2-4]\d) weeks (pregnant|along|gone)\b|\b(im|i am|shes|she is|(my )?(wife|partner|girlfriend|daughter|sister) is) (1[3-9]|[2-4]\d) weeks\b(?! (ago|since|post|after|into|off|old|in|out|of|from|late|overdue|behind|sober|clean|postpartum|postnatal))|\b(second|third|last) trimester\b|\b(1[3-9]|[2-4]\d) (weeks|wks) (with|into) (my|her|our|the) (first|second|third|fourth|fifth|\w+ (baby|pregnancy))\b|\b([4-9]|four|five|six|seven|eight|nine)( and a half)? months? (pregnant|along|gone)\b|\bpregnant (of |for )?([4-9]|four|five|six|seven|eight|nine) months?\b|\bpregnan(t|cy)\b[^.]*\b(1[3-9]|[2-4]\d) weeks\b(?! (ago|since|post|after|old))/;

/**
 * A birth in the last weeks, not months or years ago (NHS: Postpartum haemorrhage, the first 12 weeks):
 * "gave birth 4 days ago", "had my baby last week", "since my c-section on Monday".
 */
const RECENT_BIRTH =
  /^(?!.*\b(\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (months|years)\b|.*\b(a|one) year\b|.*\byears ago\b).*\b(gave birth|given birth|giving birth|had (my|the|our|her) (baby|son|daughter|twins)|delivered (my|the|our|her)? ?(baby|son|daughter|twins)?|(my|her|the) (c ?section|caesarean|cesarean|delivery|labour|labor)|postpartum|post partum|postnatal|post natal|since the birth|after the birth|newborn)\b/;

/** Pain that began by the belly button and moved to the lower right (NHS: Appendicitis), in one clause or two. */
const PAIN_MOVED_RIGHT =
  /\b(belly button|bellybutton|navel|tummy button|middle of (my|his|her|the) (tummy|belly|stomach))\b[^.]*\b(moved|moving|moves|spread|spreading|spreads|shifted|travelled|traveled|gone|went|now)\b( \w+){0,3} (to|into|towards|down to|in) (the |his |her |my )?(bottom|lower|low) right\b|\b(bottom|lower|low) right\b[^.]*\b(started|began|came from|moved from)\b[^.]*\b(belly button|navel|tummy button)\b|\b(belly button|navel|tummy button)\b[^.]*\bnow (in )?(the |my |his |her )?(bottom|lower|low) right\b/;

/** Low on the right of the belly, where appendicitis settles (NHS: Appendicitis). */
const LOWER_RIGHT =
  /\b(lower|low down|low|bottom|down low)( down)? (on |in |at )?(the |my |his |her )?right( side| hand side)?\b|\bright (lower|bottom) (side|tummy|belly|stomach)\b/;

/** No wind and no poo passed (NHS: Bowel obstruction): "not opened her bowels or passed wind", "can't fart". */
const BOWEL_STOPPED =
  /\b(not|hasnt|havent|has not|have not|cant|cannot|unable to|no|not been able to|wont|isnt|didnt|couldnt) (been able to )?(opened|open|opening|passed|pass|passing|had|done|doing) (his |her |my |their |any |a )?(bowels?|wind|gas|poo|poos|stool|bowel movement|number two)\b|\b(no|not any) (wind|gas|farts?) (or|and|nor) (poo|stool|bowel movement)s?\b|\b(cant|cannot|unable to|not able to|hasnt|havent|not) (fart|farted|farting|poo|pooed|pooing)\b(?! (in|at) (public|work|school))/;

/** An infection spreading fast or tracking up a limb in a red line (NHS: Cellulitis, call 999 if it spreads quickly). */
const SPREADING_INFECTION =
  /\b(spreading|spread|spreads|tracking|creeping|moving) (really |very |so )?(fast|quickly|rapidly|up|across|along)\b|\bred (line|lines|streak|streaks|track)\b/;
/** The body's answer to a spreading infection: shaking chills, faintness, being sick, a racing heart (NHS: Sepsis). */
const SEPSIS_BODY =
  /\b(faint|fainted|fainting|passing out|nearly passed out|shivery|shivering|shaking|rigors|vomiting|being sick|been sick|throwing up|heart (is )?(pounding|racing|going fast)|racing heart|pounding heart)\b/;
/** Signs of shock with pain in pregnancy: pale, sweaty, faint, a racing heart (NHS: Ectopic pregnancy, go to A&E). */
const SHOCK_SIGNS =
  /\b(pale|grey|sweaty|sweating|clammy|faint|fainted|fainting|passed out|passing out|collapsed|lightheaded|light headed|heart (is )?(going|racing|pounding)( fast)?|racing heart)\b/;
/**
 * A baby who has stopped moving in the womb, not one moving a little less (NHS: Your baby's movements,
 * call the maternity unit now; fewer movements are asked about, not answered with an ambulance).
 */
const NO_MOVEMENTS =
  /\bbaby\b[^.]*\b(hasnt|has not|not|havent|isnt|is not|wont|didnt) (moved|moving|kicked|kicking|felt)( at all| all day| since (yesterday|last night|this morning)| for (hours|\d+ hours))\b|\b(no|not any|not felt any) (movements|movement|kicks)\b|\bstopped (moving|kicking)\b/;

/** A body temperature given as a number ("37", "38.4 degrees"), not a duration or a dose. */
const TEMPERATURE_READING = /\b(3[5-9]|4[0-3])(\.\d+)?\b(?! (weeks|days|months|years|minutes|hours|year|week|mg))/;

/** A party drug taken ("took a pill at the rave", "had some mdma"). */
const RECREATIONAL_DRUG_TAKEN =
  /\b(took|taken|taking|had|dropped|done|did|swallowed|necked|bombed) (a |an |some |two |three |\d+ |half a |a couple of |a few )?(pills?|tabs?|mdma|ecstasy|molly|mandy|pingers?|ket|ketamine|speed|coke|cocaine|acid|lsd|meth|spice|gbh|ghb)\b[^.]*\b(rave|festival|party|club|clubbing|gig|night out|afters)\b|\b(mdma|ecstasy|molly|mandy|pingers?|ghb|gbh|spice)\b|\b(spiked|roofied)\b|\bslipped (something|a pill|a drug) (in|into) (my|his|her|their) drink\b/;
/** What makes a party drug an emergency (FRANK and NHS: overheating, fitting, collapse, confusion). */
const RECREATIONAL_DANGER =
  /\b(burning (hot|up)|overheating|boiling hot|really hot|very hot|so hot|confused|not making sense|fitting|seizure|convuls\w*|collapsed|passed out|wont wake|unconscious|jaw (is |s )?(clenched|locked)|shaking|twitching|hallucinating|heart (is )?(racing|pounding)|cant breathe|cant (feel|move) (my|his|her|their) legs|(everything|room|everythings|rooms) (is )?spinning|cant (stand|walk))\b/;

const SITUATION_RULES: readonly Situation[] = [
  {
    id: 'cardiac-arrest',
    named: /\b(cardiac arrest|cpr|resuscitation)\b/,
    name: 'Someone not breathing (cardiac arrest)',
    guidance: 'emergency',
    advice:
      'Put the phone on speaker and start CPR now: push hard and fast in the middle of the chest, about twice a second, and do not stop until help arrives. The call handler will guide you, and will tell you if a defibrillator is nearby.',
    specialty: 'Cardiology',
    source: 'NHS: First aid, CPR; Resuscitation Council UK: Basic life support',
    detect: ({ m }) =>
      // Choking and not breathing while still awake is answered as choking: back blows and thrusts
      // first, CPR once they stop responding (NHS: Choking; Resuscitation Council UK: Choking).
      !(m.has(C.CHOKING) && !m.has(C.UNRESPONSIVE) && !/\b(limp|floppy|lifeless|no pulse|no heartbeat)\b/.test(m.text)) &&
      (m.has(C.NO_PULSE) ||
        // Unresponsive and not breathing normally: start CPR (Resuscitation Council UK: Basic life support).
        (m.has(C.UNRESPONSIVE) && /\b(not|isnt|is not|hasnt been|stopped|wasnt) breathing (properly|right|normally)\b/.test(m.text))),
  },
  {
    id: 'choking',
    named: /\bchoking\b/,
    name: 'Choking',
    guidance: 'emergency',
    advice:
      'If they cannot cough, speak or breathe: give up to 5 sharp back blows between the shoulder blades, then up to 5 abdominal thrusts (for a baby under 1: 5 back blows, then 5 chest thrusts with two fingers). Keep repeating until it clears or help arrives.',
    specialty: 'General Medicine',
    source: 'NHS: Choking (First aid)',
    resolvable: true,
    detect: ({ m }) =>
      m.has(C.CHOKING) ||
      // Something stuck, and no breath or a colour change told in the next clause.
      (m.has(C.OBJECT_STUCK) && m.has(C.AIRWAY_BLOCKED)) ||
      (m.has(C.THROAT_CLUTCH) && !/\b(sore|hurts|hurting|pain|painful|tonsils?|strep|cold|swollen glands)\b/.test(m.text)),
  },
  {
    id: 'anaphylaxis',
    named: /\b(anaphyla\w*|epipen|epi pen|severe allergic reaction|allergic reaction)\b/,
    name: 'A severe allergic reaction (anaphylaxis)',
    guidance: 'emergency',
    advice:
      'Use an adrenaline auto-injector now if there is one, then lie the person down with their legs raised (or sit up if breathing is hard). A second injector can be used after 5 minutes if they are not better.',
    specialty: 'General Medicine',
    source: 'NHS: Anaphylaxis',
    detect: ({ m }) =>
      m.has(C.ANAPHYLAXIS_NAMED) ||
      m.has(C.ADRENALINE_USED) ||
      // A throat closing up is the airway of anaphylaxis (NHS: Anaphylaxis), said alone or not.
      (/\bthroat (is |feels like (it is|its) |feels like |keeps )?closing( up| over)?\b/.test(m.text) &&
        !/\b(anxious|anxiety|panic|stress|globus|lump in)\b/.test(m.text)) ||
      // Hives or an allergic rash after a trigger, with breathing trouble or faintness (NHS: Anaphylaxis).
      (m.has(C.ALLERGIC_SKIN) &&
        m.has(C.ALLERGY_TRIGGER) &&
        (m.has(C.BREATHING_TROUBLE) ||
          m.has(C.BREATHING_SEVERE) ||
          /\b(faint|fainted|fainting|passing out|passed out|collapsed|lightheaded|light headed|dizzy|hoarse|croaky|wheez\w*|voice (has )?(gone|changed|went))\b/.test(
            m.text,
          ))) ||
      // A known allergy met again, then wheeze, breathlessness or a hoarse voice (NHS: Anaphylaxis, airway and breathing).
      (/\b(allergic|allergy|allergies)\b/.test(m.text) &&
        /\b(ate|eaten|had|has had|tried|eating|drank|touched|stung|bitten|took|taken|after|given)\b/.test(m.text) &&
        (m.has(C.BREATHING_SEVERE) ||
          /\b(wheez\w*|hoarse|croaky|voice (has )?(gone|changed|went)|throat (is )?(tight|closing|swelling))\b/.test(m.text)) &&
        !/\b(hay ?fever|pollen|dust|cats?|dogs?|pets?|every (spring|summer|year)|seasonal|always|usually)\b/.test(m.text)) ||
      (m.has(C.THROAT_SWELLING) &&
        (m.has(C.ALLERGY_TRIGGER) || m.has(C.BREATHING_TROUBLE) || m.has(C.BREATHING_SEVERE) || m.has(C.FAINT_DIZZY))),
  },
  {
    id: 'meningitis',
    named: /\b(meningitis|glass test)\b/,
    name: 'Possible meningitis or sepsis (a rash that does not fade, a stiff neck with a fever)',
    guidance: 'emergency',
    advice:
      'Do not wait for a rash to appear or to get worse. Keep the person in a dim, quiet place while you wait, and tell the emergency team about the rash and the fever.',
    specialty: 'General Medicine',
    source: 'NHS: Meningitis (symptoms, the glass test)',
    detect: ({ m }) =>
      m.has(C.NON_BLANCHING_RASH) ||
      (m.has(C.SPOTS_NOT_FADING) && m.has(C.FEVER)) ||
      (m.has(C.STIFF_NECK) && (m.has(C.FEVER) || m.has(C.LIGHT_HURTS))) ||
      // A bad headache with a stiff neck and being sick, no fever said (NHS: Meningitis; a bleed in the brain looks alike).
      // A sudden, thunderclap start is answered as that headache (below).
      (m.has(C.STIFF_NECK) &&
        m.has(C.HEADACHE) &&
        !m.has(C.THUNDERCLAP) &&
        (m.has(C.VOMITING_NOW) || /\b(terrible|severe|worst|awful|splitting|blinding|unbearable|agonising)\b/.test(m.text)) &&
        !/\b(slept|sleeping|pillow|desk|computer|posture|whiplash|gym|tension|hangover|hungover)\b/.test(m.text)) ||
      // A fever with dislike of light and a sore neck or head (NHS: Meningitis).
      (m.has(C.FEVER) && m.has(C.LIGHT_HURTS) && /\b(neck|headache|head hurts|head pain)\b/.test(m.text)) ||
      (m.has(C.MENINGITIS_NAMED) && (m.has(C.FEVER) || m.has(C.STIFF_NECK) || m.has(C.LIGHT_HURTS))) ||
      // A fever with spots, and cold hands or aching legs (NHS: Meningitis, symptoms; cold hands and feet, limb pain).
      (m.has(C.FEVER) &&
        /\b(dark|purple|red|tiny|little|small|few|new) (\w+ )?(spots|marks|dots|blotches)\b|\brash\b/.test(m.text) &&
        // Spots of a known rash, with its fever and aches, are that illness's (NHS: Chickenpox; Measles).
        !/\b(chickenpox|chicken pox|measles|acne|pimples|hand foot and mouth|heat rash|eczema|bites?)\b/.test(m.text) &&
        /\bcold (hands|feet)\b|\b(leg|legs|limb|limbs) (pain|pains|ache|aches|aching|hurt|hurts|hurting)\b|\bpain in (his|her|my|their) legs\b/.test(
          m.text,
        )) ||
      // A headache with light hurting the eyes and confusion or drowsiness, no fever said (NHS: Meningitis).
      (m.has(C.HEADACHE) &&
        m.has(C.LIGHT_HURTS) &&
        /\b(confused|confusion|drowsy|not making sense|hard to wake|fitting|seizure)\b/.test(m.text)),
  },
  {
    id: 'dka',
    named: /\b(dka|ketoacidosis|ketones)\b/,
    name: 'Diabetic ketoacidosis (DKA)',
    guidance: 'emergency',
    advice: 'Keep sipping water if they can, and bring their blood sugar and ketone meters and medicines to hospital.',
    specialty: 'General Medicine',
    source: 'NHS: Diabetic ketoacidosis',
    detect: ({ m }) =>
      (m.has(C.HIGH_SUGAR) && m.has(C.DKA_SIGNS) && (m.has(C.DIABETES) || /\bthirsty\b/.test(m.text))) ||
      // Breath that smells of pear drops with being sick or fast breathing in diabetes, before any reading.
      (m.has(C.DIABETES) && m.has(C.FRUITY_BREATH) && m.has(C.DKA_SIGNS)) ||
      // Diabetes not yet known: thirst and fruity breath with being sick or drowsy, how type 1 often
      // first shows in a child (NHS: Diabetic ketoacidosis; Type 1 diabetes, symptoms).
      (m.has(C.FRUITY_BREATH) && m.has(C.DKA_SIGNS) && THIRST.test(m.text)) ||
      // Being sick with deep, fast breathing in type 1 diabetes (NHS: Diabetic ketoacidosis).
      (m.has(C.DIABETES) && m.has(C.VOMITING_NOW) && m.has(C.DEEP_BREATHING)) ||
      // Insulin stopped or missed while ill, then being sick with thirst or fast breathing (NHS: Diabetic ketoacidosis; sick day rules).
      (m.has(C.DIABETES) &&
        /\b(stopped|missed|skipped|not taking|not taken|havent taken|ran out of|run out of|forgot) (taking )?(my |his |her )?(insulin|injections|pens?)\b/.test(
          m.text,
        ) &&
        m.has(C.VOMITING_NOW) &&
        (THIRST.test(m.text) || /\bbreathing (fast|quickly|deep|deeply|heavily|hard)\b/.test(m.text))) ||
      // Blood ketones of 3 mmol/L or more (NHS: Diabetic ketoacidosis, go to A&E).
      ketonesAtLeast(m.text, 3) ||
      // Diabetes not yet known: weeing and thirst, then being sick with heavy breathing or drowsiness, how
      // type 1 often first shows in a child (NHS: Type 1 diabetes, symptoms; Diabetic ketoacidosis).
      (THIRST.test(m.text) &&
        m.has(C.VOMITING_NOW) &&
        (m.has(C.DEEP_BREATHING) || /\b(drowsy|very sleepy|hard to wake|confused)\b/.test(m.text))),
  },
  {
    id: 'hypoglycaemia',
    named: /\b(hypos?|low blood sugar|hypoglycaemia|hypoglycemia)\b/,
    name: 'A severe low blood sugar (hypo)',
    guidance: 'emergency',
    advice:
      'If they are awake and can swallow, give a sugary drink or sweets now. If they are drowsy or unconscious, give nothing by mouth and lie them on their side.',
    specialty: 'General Medicine',
    source: 'NHS: Low blood sugar (hypoglycaemia)',
    detect: ({ m }) =>
      (m.has(C.DIABETES) &&
        (m.has(C.LOW_SUGAR) || /\b(shaking|shaky|trembling|sweaty|sweating|sweat|drenched|dripping|clammy)\b/.test(m.text)) &&
        m.has(C.HYPO_DANGER) &&
        !m.has(C.HIGH_SUGAR)) ||
      // Too much insulin with the first signs of a hypo (NHS: Low blood sugar; insulin overdose).
      // Someone with diabetes who is confused or drowsy, no high sugar said (NHS: Low blood sugar, call 999).
      (/\b(diabetic|diabetes|type 1|type one|insulin)\b/.test(m.text) &&
        m.has(C.HYPO_DANGER) &&
        /\b(confused|drowsy|very sleepy|wont wake|unconscious|unresponsive|fitting|acting drunk|not making (any )?sense)\b/.test(m.text) &&
        !m.has(C.HIGH_SUGAR) &&
        !/\b(dementia|alzheimers|always|usually|every (day|night|evening))\b/.test(m.text)) ||
      (/\b(double|twice|too much|extra|wrong|(\d+|three|four|five) times) (dose of |doses of |her |his |my |the )?insulin\b|\binsulin (twice|double)\b|\b(\d+|three|four|five) times (her|his|my|the) (usual )?insulin\b/.test(
        m.text,
      ) &&
        /\b(shaking|shaky|trembling|sweaty|sweating|clammy|dizzy|faint|confused|drowsy)\b/.test(m.text)),
  },
  {
    id: 'sepsis',
    named: /\b(sepsis|septic)\b/,
    name: 'Possible sepsis',
    guidance: 'emergency',
    advice: 'Stay with the person while you wait and tell the emergency team you are worried about sepsis.',
    specialty: 'General Medicine',
    source: 'NHS: Sepsis (call 999 if ...); NICE NG151: Neutropenic sepsis',
    detect: ({ m, text, person }) =>
      // A baby under 3 months with a fever is answered as a very unwell baby (NICE NG143).
      !(infant(person) && m.has(C.FEVER) && (!TEMPERATURE_READING.test(text) || temperatureAtLeast(text, 38))) &&
      // Hot and confused after a party drug is the drug's (answered as poisoning below).
      !(RECREATIONAL_DRUG_TAKEN.test(m.text) && RECREATIONAL_DANGER.test(m.text)) &&
      // Shaking and muddled in a fit is the fit's, unless an infection is named.
      !(
        /\b(seizures?|fits?|fitting|convuls\w*)\b/.test(m.text) &&
        !/\b(infection|infected|uti|pneumonia|cellulitis|sepsis|septic|meningitis)\b/.test(m.text)
      ) &&
      ((m.has(C.INFECTION) && m.has(C.SEPSIS_SIGNS)) ||
        // Clammy with shaking chills in an infection (NHS: Sepsis); clammy alone comes with any stomach bug.
        (m.has(C.INFECTION) &&
          /\bclammy\b/.test(m.text) &&
          /\b(shaking|shivering|chills|rigors|shivery|burning up|high (fever|temp\w*))\b/.test(m.text)) ||
        // A fever felt rather than named ("very hot"), with a sign of sepsis (NHS: Sepsis).
        (m.has(C.FEVER) && m.has(C.SEPSIS_SIGNS)) ||
        // A fever during chemotherapy (NICE NG151; chemotherapy helplines act from 37.5 degrees).
        (m.has(C.IMMUNOSUPPRESSED) &&
          (/\b(3[5-9]|4[0-3])(\.\d+)?\b/.test(text)
            ? temperatureAtLeast(text, 37.5)
            : /\b(fever|feverish|high temperature|high temp|(has|got|running) a (temperature|temp)|burning up|shivering|shaking|rigors|chills)\b/.test(
                m.text,
              ) &&
              !/\b(no|not|without|never had|hasnt (got|had)|havent (got|had)) (a |any )?(fever|temperature|temp|high temperature)\b/.test(
                m.text,
              ))) ||
        (m.has(C.SEPSIS_NAMED) && (m.has(C.FEVER) || m.has(C.SEPSIS_SIGNS) || m.has(C.INFECTION))) ||
        // An infection spreading fast or in a red line up a limb, with chills, faintness, being sick or
        // a racing heart (NHS: Cellulitis, call 999; NHS: Sepsis).
        (m.has(C.INFECTION) && SPREADING_INFECTION.test(m.text) && SEPSIS_BODY.test(m.text)) ||
        // A fever in the weeks after a birth with a racing heart or a smelly discharge (NHS: Sepsis; NHS: Your
        // body after the birth, infection of the womb).
        (RECENT_BIRTH.test(text) &&
          m.has(C.FEVER) &&
          /\b(racing heart|heart (is )?(racing|pounding|going fast)|(smelly|foul|offensive|smelling) (discharge|loss|blood))\b/.test(
            m.text,
          ))),
  },
  {
    id: 'unwell-infant',
    name: 'A very unwell baby',
    guidance: 'emergency',
    advice:
      'Keep your baby with you, lightly dressed, and watch their breathing while you wait. If they stop breathing, the call handler will talk you through baby CPR.',
    specialty: 'Pediatrics',
    source: 'NHS: Is my baby unwell? (call 999); NICE NG143 Fever in under 5s, red features',
    detect: ({ m, text, person }) =>
      // A reading, when given, decides; otherwise a fever felt or named (NICE NG143).
      // Only a baby has a soft spot to bulge (NHS: Meningitis, babies).
      /\bbulging (soft spot|fontanelle)\b|\b(soft spot|fontanelle) (is |looks |has been |seems |feels )?(bulging|bulgy|tense|domed|sticking out|pushed out)\b/.test(
        m.text,
      ) ||
      (infant(person) && (TEMPERATURE_READING.test(text) ? temperatureAtLeast(text, 38) : m.has(C.FEVER))) ||
      // Being sick with drowsiness or the signs of drying out (NHS: Is my baby unwell?; NHS: Dehydration, babies).
      (isBaby(person) &&
        m.has(C.VOMITING_NOW) &&
        /\b(drowsy|lethargic|listless|very sleepy|really sleepy|unusually sleepy|hard to wake|no tears|sunken)\b/.test(m.text)) ||
      (isBaby(person) &&
        m.has(C.INFANT_DANGER) &&
        // An older baby whose only danger sign is the breathing itself (grunting, sucking in under the
        // ribs) is answered as a breathing emergency (NHS: Is my baby unwell?, breathing problems).
        !(
          person.ageMonths !== null &&
          person.ageMonths > 3 &&
          /\b(sucking in|pulling in|under (his|her|their) ribs|breathing (really |very |so )?(fast|quickly|hard))\b/.test(m.text) &&
          !C.INFANT_DANGER.patterns.some((pattern) => pattern.test(m.text.replace(/\bgrunting\b/g, ' ')))
        ) &&
        // A little floppy or sleepy after the jabs and said to be back to normal (NHS: Vaccination side
        // effects) is for the GP, not an ambulance; floppy still, or floppy with anything else, is not.
        !(AFTER_JABS.test(m.text) && m.resolved)),
  },
  {
    id: 'seizure',
    named: /\b(seizures?|epilepsy|epileptic|fits|convulsions?|(has|having|had|have) a fit)\b/,
    name: 'A seizure that needs an ambulance',
    guidance: 'emergency',
    advice:
      'Move hard objects away and cushion their head, time the seizure, and do not hold them down or put anything in their mouth. When the shaking stops, lie them on their side.',
    specialty: 'Neurology',
    source:
      'NHS: Epilepsy, what to do if someone has a seizure (call 999 if it lasts more than 5 minutes, one follows another or it is the first)',
    resolvable: true,
    stillWhenOver:
      /\b(first ever|first time|first seizure|first fit|never had (one|a fit|a seizure|fits|seizures) (before|in (his|her|my|their) life))\b/,
    detect: ({ m }) =>
      // Going stiff, then jerking: a convulsion told in two steps (NHS: Febrile seizures; Epilepsy).
      ((m.has(C.SEIZURE) ||
        /\b(went|gone|go|goes|going) (all )?(stiff|rigid)\b[^.]*\b(jerk\w*|shak\w*|twitch\w*|fitting)\b/.test(m.text)) &&
        !/\b(dog|cat|puppy|kitten|pet|rabbit|horse)\b/.test(m.text) &&
        (m.has(C.SEIZURE_DANGER) || /\bnot responding\b/.test(m.text))) ||
      // Someone with epilepsy whose seizure is still going past its time (NHS: Epilepsy, call 999 if it lasts longer than usual).
      (/\bepilep\w*\b/.test(m.text) &&
        /\b(still going|still fitting|still shaking|still jerking|not stopped|hasnt stopped|longer than usual)\b/.test(m.text) &&
        m.has(C.SEIZURE_DANGER)),
  },
  {
    id: 'breathing',
    named: /\b(blue lips|low oxygen|asthma attack)\b/,
    name: 'Severe difficulty breathing',
    guidance: 'emergency',
    advice:
      'Help them sit upright, loosen tight clothing and stay with them. If they have a reliever inhaler, they can keep using it as their asthma plan says while you wait.',
    specialty: 'General Medicine',
    source: 'NHS: When to call 999 (severe difficulty breathing, blue or grey lips); NHS: Asthma attacks',
    detect: ({ m, person }) =>
      // A child's breath-holding spell that ends by itself (NHS: Breath-holding in babies and children).
      !(
        /\b(holds|holding|held) (his|her|their) breath\b|\bbreath ?holding\b/.test(m.text) &&
        !/\b(not breathing|wont come round|hasnt come round|not come round|still blue|fitting|for (more than )?a minute)\b/.test(m.text)
      ) &&
      // "Feels like I can't breathe" told of panic attacks that keep coming is the panic's (NHS: Panic disorder).
      !(
        /\b(keep (getting|having)|(i|he|she) (often |always |sometimes )?(get|gets|have|has)|whenever (i|he|she) (get|gets|have|has)|during (my|his|her)) (panic|anxiety) attacks?\b/.test(
          m.text,
        ) && /\bfeels? like (i|he|she) (cant|can not|cannot|couldnt) (breathe|breath)\b/.test(m.text)
      ) &&
      (m.has(C.BREATHING_SEVERE) ||
        // Grey skin with chest pain and sweating is the heart's (NHS: Heart attack), answered as a heart attack.
        // Grey or blue and not responding is answered as someone unconscious (check breathing, CPR).
        (m.has(C.BLUE) &&
          !(m.has(C.CHEST_PAIN) && m.has(C.CARDIAC_FEATURES)) &&
          !m.has(C.UNRESPONSIVE) &&
          // Blue with cold, and pink again once warm (NHS: Raynaud's), is no breathing emergency.
          !(
            /\b(cold|freezing|chilly|pool|sea|swim\w*|snow|ice|winter|outside)\b/.test(m.text) &&
            /\b(warmed up|warm again|pink again|back to (normal|pink)|normal colour|colour came back|colour (is )?back)\b/.test(m.text) &&
            !m.has(C.BREATHING_TROUBLE) &&
            !m.has(C.BREATHING_SEVERE)
          )) ||
        // Going purple with a cough or no breath (NHS: Whooping cough, call 999 if a child turns blue or grey).
        (/\b(going|gone|turning|turned|went) (purple|dusky)\b/.test(m.text) &&
          /\b(cough\w*|breath\w*|choking|wheez\w*|gasp\w*)\b/.test(m.text) &&
          // Breath held in a tantrum (NHS: Breath-holding in children) passes by itself.
          !/\b(tantrum|holding (his|her|their) breath|breath holding|paddy|meltdown|strop)\b/.test(m.text)) ||
        // An asthma attack called bad, now (NHS: Asthma attacks, call 999 if severe).
        (/\b(really |very |so |super )?(bad|severe|serious|terrible|awful|horrible|massive|major|big) asthma attack\b/.test(m.text) &&
          !/\b(last night|yesterday|earlier|last week|better now|settled|calmed down|fine now|used to|as a (child|kid))\b/.test(m.text)) ||
        // A reliever not helping while too breathless to talk (NHS: Asthma attacks, call 999).
        (m.has(C.RELIEVER_FAILING) &&
          /\b(asthma\w*|attack|wheez\w*|breath\w*|tight|struggling|gasping|(barely|hardly|cant) (speak|talk)|cant get (my|his|her|their) words out)\b/.test(
            m.text,
          )) ||
        // Breathless with skin gone a frightening colour (NHS: When to call 999, blue, grey, pale or blotchy skin
        // with difficulty breathing); grey with chest pain and sweat is the heart's.
        (m.has(C.BREATHING_TROUBLE) &&
          m.has(FRIGHTENING_COLOUR) &&
          !(m.has(C.CHEST_PAIN) && m.has(C.CARDIAC_FEATURES)) &&
          // A colour that comes each time with exertion is for a GP (NHS: Shortness of breath).
          !/\b(goes|go|gets|get|turns|turn) (\w+ ){0,3}(grey|gray|pale|white|colour|color) (when|if|whenever|after|every time)\b/.test(
            m.text,
          )) ||
        // Lips gone dark while breathless (NHS: call 999 for blue, grey or dusky lips; said "dark" in lay words).
        (m.has(C.BREATHING_TROUBLE) &&
          /\b(lips?|mouth|face) (look |looks |are |is |have gone |has gone |went |gone |turned |turning |going )?(very |really |a bit |all )?(dark|darker|dusky)\b/.test(
            m.text,
          ) &&
          !/\b(lipstick|lip ?gloss|berr(y|ies)|wine|juice|sweets?|lolly|chocolate)\b/.test(m.text)) ||
        (youngChild(person) && m.has(C.BREATHING_TROUBLE) && !/\b(cold|runny nose|sniffles)\b/.test(m.text)) ||
        // Croup with a noise even at rest, struggling or worn out (NHS: Croup, call 999 if struggling to breathe, pale or tired).
        (/\bcroup\b/.test(m.text) &&
          /\b(struggling|exhausted|worn out|high pitched|even when (hes |shes |they are |theyre |she is |he is )?(resting|calm|still|asleep)|at rest|pale|blue|grey|floppy|drowsy|sucking in)\b/.test(
            m.text,
          ) &&
          !/\b(last (night|week|winter)|better now|settled|fine now|had croup)\b/.test(m.text)) ||
        // Drooling, unable to swallow, with a fever or a muffled voice (NHS: Epiglottitis, call 999).
        (/\b(drool\w*|dribbl\w*)\b/.test(m.text) &&
          /\b(cant swallow|unable to swallow|cant even swallow|(hard|difficult|painful) to swallow|trouble swallowing)\b/.test(m.text) &&
          /\b(fever|high temp\w*|muffled|sitting forward|leaning forward|(cant|wont|scared to) lie down)\b/.test(m.text) &&
          !/\b(teeth|teething|tooth)\b/.test(m.text)) ||
        (m.has(C.BREATHING_TROUBLE) &&
          /\b(sudden|suddenly|all of a sudden|really badly|very badly|struggling|flight|hurts to breathe|terribl\w*|horribl\w*|awful\w*|really bad|so bad|getting worse|worse and worse)\b/.test(
            m.text,
          ) &&
          // Worse over weeks or months on exertion is for a GP (NHS: Shortness of breath).
          !/\b(slowly|gradually|for (weeks|months|years)|over (the )?(last )?(weeks|months|years)|walking (uphill|up hills?|up stairs)|climbing)\b/.test(
            m.text,
          ))),
  },
  {
    id: 'heart-attack',
    // "Nearly gave me a heart attack" is a fright, not the heart.
    named: /(?<!\b(gave|give|gives|giving|given|having|had) (me|him|her|us|them|my \w+) (a |)?)\bheart attacks?\b/,
    name: 'A possible heart attack',
    guidance: 'emergency',
    advice:
      'Sit down and rest in a comfortable position while you wait, loosen tight clothing, and do not drive yourself to hospital. Tell the call handler about any medicines you take; they may advise what to take.',
    specialty: 'Cardiology',
    source: 'NHS: Heart attack (symptoms, call 999)',
    detect: ({ m }) =>
      m.has(C.HEART_ATTACK_NAMED) ||
      // A hand held to the chest or the left arm, with sweat or a grey face (NHS: Heart attack), pain not named.
      (/\b(clutching|holding|gripping|grabbing|rubbing|clasping) (at )?(his|her|my|their) (chest|left arm|heart)\b/.test(m.text) &&
        /\b(sweat\w*|clammy|grey|gray|ashen|pale|sick|breathless|short of breath|collapsed|dizzy)\b/.test(m.text)) ||
      // Like indigestion but worse, spreading to the arms or jaw (NHS: Heart attack).
      (m.has(C.INDIGESTION_LIKE) && m.has(C.PAIN_SPREADING)) ||
      // Angina not eased by its spray, or worse than usual (NHS: Angina, call 999 if the pain is not better after the second dose).
      (m.has(C.CHEST_PAIN) &&
        /\b(gtn|angina spray|nitro\w*|spray|sprays)\b/.test(m.text) &&
        /\b(hasnt (gone|eased|stopped|helped)|not (gone|eased|helped|helping|working)|still (there|going|bad)|worse than (my |his |her )?usual|didnt help|no better)\b/.test(
          m.text,
        )) ||
      // Chest pain with a feature of the heart's, unless it comes only with anxiety, a cough, a press or a breath.
      (m.has(C.CHEST_PAIN) &&
        m.has(C.CARDIAC_FEATURES) &&
        !/\b(when (im|i am|i get|i feel|hes|shes) (anxious|stressed|nervous|panicky)|anxiety|panic attacks?|(hurts|pain|aches|sore) (only )?when (i|he|she) (cough|press|breathe in|move|twist|lift)|after (lifting|carrying|moving|the gym|a workout|exercise|training|coughing|the bench press)|chest muscle|pulled (a )?muscle|bench press|press ups|push ups|yoga|pilates|stretch\w*)\b/.test(
          m.text,
        )) ||
      // Jaw and left arm or shoulder aching together, clammy or sick (NHS: Heart attack, pain that spreads
      // to the arm, jaw, neck or back; it can be felt there alone).
      (/\bjaw\b/.test(m.text) &&
        /\b(left )?(arm|shoulder|arms|shoulders)\b/.test(m.text) &&
        /\b(ache|aches|aching|pain|pains|hurts|hurting|heavy|tight)\b/.test(m.text) &&
        (m.has(C.CARDIAC_FEATURES) || m.has(C.NAUSEA) || /\bangina\b/.test(m.text)) &&
        !/\b(tooth|teeth|dentist|dental|wisdom|grind\w*|clench\w*|tmj|gym|workout|lifting|weights|bench|press ups|push ups|carrying)\b/.test(
          m.text,
        )) ||
      // Chest pain with feeling sick, unless a cough, a cold, a meal or exertion explains both.
      (m.has(C.CHEST_PAIN) &&
        m.has(C.NAUSEA) &&
        !/\b(cough|coughing|cold|flu|curry|heartburn|indigestion|reflux|ate|eating|meal|food|run|running|exercise|gym|stop|rest)\b/.test(
          m.text,
        )),
  },
  {
    id: 'stroke',
    // Heat stroke is the heat's (NHS: Heat exhaustion and heatstroke).
    named: new RegExp(`(?<!\\b(${C.OTHER_STROKES}) )\\b(strokes?|mini strokes?|tia)\\b(?! of (luck|genius|midnight|fortune))`),
    name: 'A possible stroke (FAST: face, arms, speech, time)',
    guidance: 'emergency',
    advice:
      'Note the time the signs started and tell the emergency team. Do not give anything to eat or drink, and stay with the person while you wait.',
    specialty: 'Neurology',
    source: 'NHS: Stroke, symptoms (FAST)',
    detect: ({ m }) =>
      m.has(C.STROKE_NAMED) ||
      m.has(C.FACE_DROOP) ||
      // Double vision with a face gone numb, unsteady walking or vomiting (NHS: Stroke, vision, balance and dizziness).
      (/\b(double vision|seeing double|vision (is |has gone |went )?double)\b/.test(m.text) &&
        /\b(face (is |has gone |went )?numb|numb face|(trouble|difficulty|cant|unable to|struggling to) (walking|walk) (straight|properly|in a straight line)|(lost|losing) (his|her|my) balance|vomiting|slurr\w*)\b/.test(
          m.text,
        ) &&
        !/\b(drunk|drinking|alcohol|pints|hangover|migraine)\b/.test(m.text)) ||
      (m.has(C.ARM_WEAKNESS) && !LIMB_EXPLAINED.test(m.text)) ||
      (m.has(C.FAST_HINT) &&
        (m.has(C.SPEECH_TROUBLE) ||
          /\b(sudden|suddenly|all of a sudden|out of nowhere|just now|face|mouth|smile|numb|confused|heavy|weak)\b/.test(m.text))) ||
      (m.has(C.SPEECH_TROUBLE) &&
        /\b(sudden|suddenly|all of a sudden|out of nowhere|just started|came on|face|arm|hand|leg|grip|numb|weak|confused|dizzy|walking into things|started (an|about an|\d+|a few|half an) (hour|hours|minutes)|(hour|minutes) ago|(since|for( the (last|past))?) (\d+|a few|few|half an|an|one|two|ten|twenty) (minutes|hour|hours))\b/.test(
          m.text,
        )),
  },
  {
    id: 'overdose-poisoning',
    named:
      /\b(overdos\w*(?! on (the )?(sun|sunshine|sugar|chocolate|coffee|caffeine|carbs|cake|sweets|tv|netflix|gaming|work|exercise|love)\b)|(?<!\bfood )poisoning|(?<!\bfood )poisoned|carbon monoxide)\b/,
    name: 'An overdose or poisoning',
    guidance: 'emergency',
    advice:
      'Do not make them sick and do not give anything to eat or drink. Keep the packet, bottle or container to show the emergency team. Stay with them; if they become drowsy, lie them on their side.',
    specialty: 'General Medicine',
    source: 'NHS: Poisoning; NHS: Overdose; NHS: Button batteries',
    detect: ({ m, amount, person }) =>
      // A pet that ate something is for a vet (the guide answers for people).
      !(
        /^(my |our |the )?(dog|dogs|puppy|cat|kitten|rabbit|hamster|guinea pig|pet|parrot|horse)\b|\b(is|was|are) (that|it|this|they) (poisonous|toxic|dangerous) (to|for) (dogs|cats|them|him|her|pets|animals)\b/.test(
          m.text,
        ) && !/\b(toddler|baby|child|kid|son|daughter|boy|girl|grandson|granddaughter|i|me|husband|wife|partner)\b/.test(m.text)
      ) &&
      (amount === 'overdose' ||
        // A party drug taken, then overheating, confusion, fitting or collapse (NHS: MDMA; FRANK: call 999).
        (RECREATIONAL_DRUG_TAKEN.test(m.text) && RECREATIONAL_DANGER.test(m.text)) ||
        // More than meant, with drowsiness or slow breathing (NHS: Overdose, call 999 if ...).
        (amount === 'unclear' &&
          /\b(really sleepy|very sleepy|so sleepy|drowsy|cant stay awake|confused|unconscious|wont wake|breathing (really |very )?slow(ly)?|slurring|vomiting|being sick|throwing up|yellow|heart (is )?(racing|pounding|going mad)|racing heart|twitchy|twitching|jerking|fitting|seizure|hallucinating)\b/.test(
            m.text,
          )) ||
        (m.has(C.POISON) && m.has(C.SWALLOW_VERB)) ||
        // Fumes of a cleaning product or chemicals mixed or breathed in, then breathing hard (NHS: Poisoning, call 999 if struggling to breathe).
        (m.has(C.POISON) &&
          /\b(mixed|mixing|mix|fumes|breathed in|breathing in|inhaled|inhaling|sniffed|smell of)\b/.test(m.text) &&
          /\b(hard to breathe|cant breathe|can not breathe|struggling to breathe|trouble breathing|difficulty breathing|cant catch (my|his|her|their) breath|short of breath|breathless|wheez\w*|gasping|chest (is |feels )?(burning|tight)|collapsed|passed out|fainted)\b/.test(
            m.text,
          )) ||
        // Found by empty packets of pills and drowsy (NHS: Overdose, call 999 if drowsy after taking too much).
        (/\bempty (\w+ )?(pill|tablet|medicine|paracetamol|painkiller|sleeping pill)s? (packets|packs|bottles|boxes|strips|blister packs|pots)\b/.test(
          m.text,
        ) &&
          /\b(sleepy|drowsy|wont wake|cant wake|confused|slurring|unconscious|not responding|vomiting|breathing (slow|slowly|shallow))\b/.test(
            m.text,
          )) ||
        // A child who took another's tablets (NHS: Poisoning, call 999 or go to A&E if a child swallowed medicine).
        (/\b(grandson|granddaughter|son|daughter|toddler|child|kid|baby|nephew|niece|little one|boy|girl)\b[^.]*\b(taken|took|swallowed|eaten|ate|had|got into) (some of |a few of |\d+ of |all of )?(my|grandmas|grandads|nans|nanas|grandpas|mums|dads|his grandmas|his grandads|her grandmas|her grandads) (\w+ ){0,2}(tablets|pills|medicine|meds|capsules)\b/.test(
          m.text,
        ) &&
          !/\b(vitamins?|prescribed|as (told|directed))\b/.test(m.text)) ||
        (youngChild(person) && (person.ageMonths === null || person.ageMonths < 72) && m.has(C.CHILD_POISON) && m.has(C.SWALLOW_VERB)) ||
        (m.has(C.CARBON_MONOXIDE) &&
          /\b(dizzy|sick|headaches?|nausea|drowsy|confused|faint|fainted|collapsed|feel (ill|unwell))\b/.test(m.text)) ||
        // A fuel-burning appliance, everyone in the house ill, better away from it (NHS: Carbon monoxide poisoning).
        (/\b(gas fire|boilers?|gas heater|heater|stove|log burner|wood burner|fireplace|generator|gas appliance|gas cooker|paraffin heater|barbecue|bbq|chimney|flue)\b/.test(
          m.text,
        ) &&
          /\b(we all|all of us|both of us|everyone (in the house|at home|here)|the whole family|the kids and (i|me)|all the family)\b|\b(better|goes away|go away|clears|clear up|fine|ok|okay) (when|once) (we|i|they) (go|get|are|am|leave|step) (out|outside|away)\b/.test(
            m.text,
          ) &&
          /\b(headaches?|dizzy|sick|nausea|nauseous|drowsy|confused|faint|breathless)\b/.test(m.text)) ||
        // A street drug taken, with a racing heart, chest pain, a fit, overheating or collapse (NHS: Drugs, call 999 if ...).
        (m.has(C.DRUG_TAKEN) && m.has(C.DRUG_DANGER) && !m.has(C.UNRESPONSIVE)) ||
        (youngChild(person) &&
          amount !== null &&
          amount !== 'usual' &&
          // One small measured extra of a children's medicine ("5ml extra") is for a pharmacist or 111 (NHS: Paracetamol
          // for children, if you give too much).
          !/\b([1-9]|10) ?ml (extra|too much|more than)\b|\ban extra ([1-9]|10) ?ml\b|\b(one|an|a single) extra (dose|spoon|spoonful|teaspoon|squirt)\b/.test(
            m.text,
          ) &&
          /\b(swallowed|ate|eaten|got into|got hold of|drank|chewed|chewing|sucked|sucking)\b/.test(m.text)) ||
        // A young child found by an open poison and unwell (NHS: Poisoning), swallowing not seen.
        (youngChild(person) &&
          m.has(C.POISON) &&
          /\b(open|opened|lid off|cap off|top off|empty|spilt|spilled|next to|beside|around (him|her))\b/.test(m.text) &&
          /\b(drowsy|sleepy|vomit\w*|being sick|been sick|coughing|choking|dribbling|drooling|floppy|confused|unconscious|wont wake|red mouth|burns? (round|around|on) (his|her) (mouth|lips))\b/.test(
            m.text,
          )) ||
        // A young child found with an open bottle of tablets, how many taken unknown (NHS: Poisoning, iron tablets are dangerous to children).
        (youngChild(person) &&
          /\b(open|opened)\b[^.]*\b(bottle|packet|box|tub|pot|strip)s? of (\w+ ){0,2}(tablets|pills|medicine|capsules|vitamins)\b/.test(
            m.text,
          ) &&
          /\b(dont know|not sure|no idea) how (many|much)\b|\b(some|a few) (are )?missing\b|\b(eaten|had|swallowed|taken) some\b/.test(
            m.text,
          )) ||
        // Paracetamol above the daily dose over several days, then sick or sore under the ribs (NHS: Paracetamol, staggered overdose).
        (/\bparacetamol\b/.test(m.text) &&
          /\b(9|1\d|2\d|ten|eleven|twelve|fifteen|twenty)( to \d+)? (a|per|each) day\b/.test(m.text) &&
          /\b(sick|vomit\w*|pain under (my|his|her) ribs|yellow|jaundice\w*|drowsy|confused)\b/.test(m.text)) ||
        // A young child and a medicine's bottle found (nearly) empty (NHS: Poisoning).
        (youngChild(person) &&
          (person.ageMonths === null || person.ageMonths < 72) &&
          m.has(C.MEDICINE_GONE) &&
          // Running low and asking for more is a supply question, not a poisoning.
          !/\b(prescri\w*|buy|bought|order|refill|repeat|pharmacy|chemist|running low|run out|get more|need more|another (bottle|box|packet))\b/.test(
            m.text,
          )) ||
        // A young child found tablets and ate some, told in that order (NHS: Poisoning).
        (youngChild(person) &&
          m.has(C.MEDICINE_EATEN) &&
          !/\b(prescribed|as (told|directed)|(his|her|their) (dose|medicine|antibiotics?)|vitamins?)\b/.test(m.text))),
  },
  {
    id: 'gi-bleed',
    named: /\b(coffee grounds?|vomiting blood|blood in (my |his |her )?(poo|stool|vomit))\b/,
    name: 'Bleeding from the stomach or bowel',
    guidance: 'emergency',
    advice:
      'Lie down while you wait and do not eat or drink. If you can, keep a sample or a photo of what was brought up or passed to show the emergency team.',
    specialty: 'General Medicine',
    source: 'NHS: Vomiting blood; NHS: Bleeding from the bottom (rectal bleeding)',
    detect: ({ m }) =>
      // A red colour from food or drink is not blood (NHS: Vomiting blood).
      !/\b(beetroot|red wine|food colouring|ketchup|tomato soup|red jelly|red sweets)\b/.test(m.text) &&
      (m.has(C.VOMIT_BLOOD) ||
        m.has(C.BLACK_STOOL) ||
        (m.has(C.RECTAL_BLEED_HEAVY) && (m.has(C.FAINT_DIZZY) || /\b(lots|loads|a lot|heavily)\b/.test(m.text)))),
  },
  {
    id: 'ectopic',
    named: /\bectopic\b/,
    name: 'A possible ectopic pregnancy',
    guidance: 'emergency',
    advice: 'Lie down while you wait and do not eat or drink in case surgery is needed.',
    specialty: 'Gynecology',
    source: 'NHS: Ectopic pregnancy',
    detect: ({ m, text }) =>
      // Pregnant with no later weeks said (or before the first scan), with pain low in the belly and signs of
      // shock or pain at the top of the scale (NHS: Ectopic pregnancy, go to A&E).
      (/\bpregnant\b/.test(m.text) &&
        !/\b(not|never|trying to get|want to get|could i be|am i|if i|planning to get|not be) pregnant\b/.test(m.text) &&
        !/\b(dog|cat|puppy|kitten|pet|rabbit|hamster|guinea pig|horse|mare|ewe|sheep|cow|goat)\b/.test(m.text) &&
        !LATER_PREGNANCY.test(text) &&
        m.has(C.BELLY_PAIN) &&
        (SHOCK_SIGNS.test(m.text) ||
          (/\b(not had|before|havent had|hasnt had|no) (a |my |her |the |our )?(first )?(scan|dating scan)( yet)?\b/.test(m.text) &&
            /\b([89]|10) ?(\/|out of) ?10\b|\b(severe|terrible|agonising|unbearable|excruciating|really bad|very bad)\b/.test(m.text)))) ||
      // Pregnancy and its weeks may be told in separate clauses ("im pregnant, 5 weeks, ...").
      ((m.has(C.EARLY_PREGNANCY) ||
        // A test told, then "it's positive" in the next clause.
        (/\b(test|tests|tested)\b/.test(m.text) &&
          /\b(its|it is|it was|came back|it came back|was|showed|shows) positive\b(?! for)/.test(m.text)) ||
        (/\b(im|i am|shes|she is|currently|newly|just found out (im|i am|shes|she is)) pregnant\b/.test(m.text) &&
          /\b([1-9]|1[0-2]|four|five|six|seven|eight|nine|ten|eleven|twelve) (weeks|wks)\b(?! (ago|since|post|after|old))/.test(m.text))) &&
        m.has(C.ECTOPIC_SIGNS) &&
        (m.has(C.BELLY_PAIN) ||
          /\b(shoulder|ectopic|fainted|faint|passed out|pass out|passing out|blacking out|blacked out|collapsed|lightheaded|light headed|wrong place|outside (the|my|her) womb)\b/.test(
            m.text,
          ) ||
          // Sharp pain with bleeding in early pregnancy (NHS: Ectopic pregnancy, go to A&E).
          (/\b(sharp|stabbing|severe|really bad|agonising|terrible) (\w+ )?pains?\b/.test(m.text) && /\bbleeding\b/.test(m.text)))),
  },
  {
    id: 'pregnancy-bleeding',
    name: 'Heavy bleeding in pregnancy',
    guidance: 'emergency',
    advice: 'Lie on your side and rest while you wait; bring your maternity notes if you have them.',
    specialty: 'Gynecology',
    source: "NHS: Vaginal bleeding in pregnancy; Your baby's movements; Umbilical cord prolapse",
    detect: ({ m, text }) =>
      // Heavy bleeding told beside the weeks of a pregnancy past 12, in any order ("I'm 28 weeks and bleeding heavily"),
      // and not from a nose, a cut or a cough.
      // Heavy bleeding in the weeks after a birth is a postpartum haemorrhage (NHS: call 999), answered here too.
      ((m.has(C.LATE_PREGNANCY_BLEEDING) ||
        (LATER_PREGNANCY.test(text) && (m.has(C.SEVERE_BLEEDING) || m.has(C.HEAVY_BLOOD_LOSS))) ||
        // Bleeding with a hard bump or severe, constant pain after 12 weeks: the placenta coming away
        // (NHS: Vaginal bleeding in pregnancy; Placental abruption).
        (LATER_PREGNANCY.test(text) &&
          /\b(bleeding|blood|bleed)\b/.test(m.text) &&
          (/\b(tummy|belly|bump|stomach|womb|abdomen)\b[^,]*\b(hard|rigid|tense|tight)\b/.test(m.text) ||
            /\b(sudden|severe|constant|terrible|agonising|lots of|really bad) (\w+ )?(pain|pains)\b/.test(m.text))) ||
        // Bright red bleeding, quite a lot, with tummy pain after 12 weeks (NHS: Vaginal bleeding in pregnancy).
        (LATER_PREGNANCY.test(text) &&
          /\b(bleeding|blood)\b/.test(m.text) &&
          /\b(quite a lot|a lot|lots|bright red|heavily|heavy)\b/.test(m.text) &&
          /\b(tummy|belly|stomach|abdominal|bump) (pain|pains|ache|cramps?)\b|\bpain in (my|her) (tummy|belly|stomach|bump)\b|\bcramp(s|ing)\b/.test(
            m.text,
          )) ||
        // Heavy bleeding with faintness at any stage of a pregnancy or a miscarriage (NHS: Miscarriage, call 999).
        (/\b(pregnant|pregnancy|miscarriage|miscarrying)\b/.test(m.text) && m.has(C.HEAVY_BLOOD_LOSS) && m.has(C.FAINT_DIZZY)) ||
        (RECENT_BIRTH.test(text) &&
          m.has(C.HEAVY_BLOOD_LOSS) &&
          (m.has(C.FAINT_DIZZY) ||
            /\b(clots?|every (\d+|few|ten|fifteen|twenty|half an) (minutes|mins|hour)|an hour|in an hour|pouring|gushing)\b/.test(
              m.text,
            )))) &&
        !/\b(nose|nosebleed|gums?|cut|gash|wound|tooth|teeth|coughing up|coughed up|vomit\w*)\b/.test(m.text)) ||
      // A baby no longer moving late in pregnancy (NHS: Your baby's movements, call the maternity unit straight away).
      (LATER_PREGNANCY.test(text) && NO_MOVEMENTS.test(m.text)) ||
      // The cord felt or seen after the waters break (NHS: Umbilical cord prolapse, call 999).
      /\b(feel|felt|see|seen|saw|can feel|can see) (the )?(umbilical )?cord\b|\bcord (is )?(coming|hanging|sticking) out\b/.test(m.text) ||
      // A birth coming fast, the head showing (NHS: Signs that labour has begun; call 999 if the baby is coming quickly).
      /\b(babys|baby) head (is )?(coming|crowning|showing|out(?! of))\b|\bcrowning\b|\bcan see the (babys )?head\b/.test(m.text),
  },
  {
    id: 'severe-bleeding',
    name: 'Heavy bleeding',
    guidance: 'emergency',
    advice:
      'Press firmly on the wound with a clean cloth or towel and keep pressing without lifting to look; raise the injured part if you can. If blood soaks through, add another pad on top.',
    specialty: 'General Medicine',
    source: 'NHS: When to call 999 (heavy bleeding); St John Ambulance: Severe bleeding',
    resolvable: true,
    detect: ({ m, text }) =>
      // Bleeding named in one clause and "won't stop" said in the next ("... but now it's started again and won't stop").
      (m.has(C.SEVERE_BLEEDING) ||
        /\b(bleeding|bleed|bled|blood)\b[^.]*\b(wont stop|will not stop|not stopping|keeps coming|keeps pouring)\b/.test(text) ||
        /\b(cut|gash|wound|slash)\b[^.]*\b(not stopping|wont stop|will not stop|gone through (\d+|two|three|four|several) (towels|tea towels)|gaping)\b/.test(
          text,
        ) ||
        // Soaking through towels told in the next clause (St John Ambulance: Severe bleeding).
        /\b(bleeding|bleed|bled|blood)\b[^.]*\b(soaking|soaked|soaks|bleeding|bled) (right )?through (the )?(towels|tea towels|bandages|dressings|cloths)\b/.test(
          m.text,
        ) ||
        // Bleeding in the weeks after a tonsillectomy (NHS: Tonsillitis, tonsillectomy recovery: go to A&E if you are bleeding).
        (/\b(tonsils (out|removed|taken out)|tonsillectomy)\b/.test(m.text) &&
          /\b(spitting|coughing|vomiting|bringing) (up |out )?(\w+ ){0,3}(fresh |bright red |red )?blood\b|\b(bleeding|blood) from (the|his|her|my) (throat|mouth)\b/.test(
            m.text,
          ))) &&
      !(/\b(period|periods|menstrual)\b/.test(text) && !m.has(C.FAINT_DIZZY)),
  },

  {
    id: 'head-injury',
    named: /\b(concussion|head injur(y|ies))\b/,
    name: 'A head injury with warning signs',
    guidance: 'emergency',
    advice: 'Keep the person still and awake, do not let them drive, and watch them closely until help arrives.',
    specialty: 'Neurology',
    source: 'NHS: Head injury and concussion (go to A&E if ...)',
    resolvable: true,
    detect: ({ m, text, person }) =>
      // A fall with confusion after it, head named or not (NICE CG176: head injury, confusion).
      (/\b(fell|fallen|falling|had a fall|after a fall|took a tumble|fell over|fell down|came off|come off|tumbled)\b/.test(m.text) &&
        /\b(confused(?! (about|by|with|as to|on|over|which|what|how|whether))|not making sense|isnt making sense|talking nonsense|doesnt know where|not with it|out of it|drowsy|very sleepy|really sleepy)\b/.test(
          m.text,
        ) &&
        !/\b(always|dementia|every evening|usually)\b/.test(m.text)) ||
      // A crash or a fall from height, then a headache with a warning sign (NHS: Head injury and concussion).
      (/\b(car crash|car accident|crash|crashed|collision|knocked off (his|her|my|their) (bike|motorbike|scooter)|hit by (a|the) (car|van|bus|lorry|truck)|came off (his|her|my|their) (bike|motorbike|horse|scooter))\b/.test(
        m.text,
      ) &&
        (m.has(C.HEADACHE) || /\bhead\b/.test(m.text)) &&
        m.has(C.HEAD_INJURY_DANGER)) ||
      (m.has(C.HEAD_HIT) &&
        (m.has(C.HEAD_INJURY_DANGER) || (/\b(\d{2}) year old\b/.test(text) && Number(/\b(\d{2}) year old\b/.exec(text)![1]) >= 65))) ||
      // A baby or young child fallen off something (a changing table, a bed, the stairs), then sick or drowsy
      // (NICE CG176: head injury in children; NHS: Head injury and concussion).
      (youngChild(person) &&
        /\b(fell|fallen|rolled|tumbled|came|dropped)\b[^,]*\b(off|from|down)\b/.test(m.text) &&
        /\b(vomit\w*|being sick|been sick|was sick|threw up|throwing up|drowsy|very sleepy|floppy)\b/.test(m.text)) ||
      // A heavy blow taken, then one pupil bigger than the other (NICE CG176: signs of pressure in the skull).
      (/\b(took|taken|got|had) a (big |hard |heavy |nasty |huge )?(hit|blow|punch|knock|whack|smack|kick)\b/.test(m.text) &&
        !/\b(savings|finances|money|wallet|bank|shares|stocks|pension|confidence|reputation|business|sales|photos?|pictures?)\b/.test(
          m.text,
        ) &&
        /\bpupils? (are |is |look |looks )?(different|unequal|uneven)\b|\bone pupil (is )?(bigger|larger|smaller|blown|huge|big|dilated)\b/.test(
          m.text,
        )),
  },
  {
    id: 'unconscious',
    named: /\b(unconscious|coma|fainting|faint|recovery position)\b/,
    name: 'Someone unconscious or collapsed',
    guidance: 'emergency',
    advice:
      'Check they are breathing. If they are, lie them on their side with their head tilted back (the recovery position) and stay with them. If they are not breathing, start CPR.',
    specialty: 'General Medicine',
    source: 'NHS: When to call 999 (unconscious, collapsed); NHS: Recovery position',
    resolvable: true,
    detect: ({ m }) =>
      // Not answering a name because of deafness or a sulk is no lost consciousness.
      (m.has(C.UNRESPONSIVE) && !/\b(deaf|hearing aids?|hard of hearing|autis\w*|ignoring|ignores|sulking|sulk)\b/.test(m.text)) ||
      // Someone down, then still, told across clauses ("a woman on the pavement, she isn't moving").
      (!/\b(dog|cat|puppy|kitten|pet|rabbit|hamster|horse)\b/.test(m.text) &&
        /\b(lying|lay|laid|slumped|collapsed|down) (\w+ ){0,2}(on (the|his|her|their) (\w+ )?(floor|ground|pavement|road|path|grass|pitch)|at the bottom of|in the (road|street|garden|bath)|face down|outside)\b[^.]*\b((doesnt|does not|isnt|is not|not|didnt) (answer|answering|respond|responding|moving|waking)|wont (answer|respond|wake))\b/.test(
          m.text,
        )) ||
      // Gone floppy or eyes rolled back, and not answering (NHS: When to call 999, unconscious).
      (/\b(floppy|limp|eyes (have |had |are )?(rolled|rolling) (back|up)|slumped)\b/.test(m.text) &&
        /\b(wont|will not|doesnt|does not|isnt|is not|not|didnt) (answer|answering|respond|responding|react|reacting)\b/.test(m.text) &&
        !/\b(phone|calls?|texts?|messages?|door|emails?|dog|cat|puppy|kitten|pet|deaf|hearing aids?|headphones|ignoring|sulk\w*|watching)\b/.test(
          m.text,
        )) ||
      // Found in or by water and lifeless (NHS: Drowning, call 999; start CPR if not breathing).
      (/\b(pond|pool|swimming pool|paddling pool|river|lake|sea|canal|bath|bathtub|water|stream|harbour|harbor)\b/.test(m.text) &&
        /\b(soaking wet|soaked|dripping wet|pulled (him|her|them) out|fished (him|her|them) out|found (him|her|them) (in|floating)|face down|floating|under the water|went under)\b/.test(
          m.text,
        ) &&
        /\b(not moving|isnt moving|is not moving|not breathing|isnt breathing|limp|lifeless|floppy|wont wake|not waking|unresponsive|not responding)\b/.test(
          m.text,
        ) &&
        !/\b(dog|cat|puppy|kitten|pet|fish|duck|bird|frog|toy|doll|phone)\b/.test(m.text)) ||
      // Limp, lifeless or purple in the bath or the water, told in one breath (NHS: Drowning, call 999).
      (/\b(limp|lifeless|floppy|purple|blue|not breathing|unresponsive)\b( and (limp|lifeless|floppy|purple|blue))? (in|under) the (bath|pool|water|pond|river|sea|paddling pool)\b/.test(
        m.text,
      ) &&
        !/\b(dog|cat|puppy|kitten|pet|fish|duck|bird|frog|toy|doll|phone|cold|freezing)\b/.test(m.text)) ||
      (m.has(C.NOT_WOKEN) &&
        /\b(fainted|fainting|collapsed|fell|fallen|fit|seizure|knocked|hit|banged|found|overdose|took|drank)\b/.test(m.text)),
  },
  {
    id: 'thunderclap-headache',
    named: /\bthunderclap\b/,
    name: 'A sudden, severe headache',
    guidance: 'emergency',
    advice: 'Lie still in a quiet, dim place while you wait, and do not drive.',
    specialty: 'Neurology',
    source: 'NICE CKS: Headache, assessment (thunderclap headache red flag); NHS: Headaches',
    // Sudden sight loss with a headache not called the worst or explosive is answered as sight loss.
    detect: ({ m }) =>
      // A migraine sufferer's headache unlike the usual ones, and sudden (NICE CKS: Headache, red flags).
      (/\bmigraines?\b/.test(m.text) &&
        /\b(totally|completely|very|so|really|nothing) (different|like)\b|\bnot like (my|his|her|their) (usual|normal)\b|\bdifferent (to|from) (my|his|her|their) (usual|normal)\b|\b(this|it|that) (isnt|is not|wasnt|was not|aint) (one|a migraine|like (them|those|my migraines|a migraine))\b/.test(
          m.text,
        ) &&
        m.has(C.THUNDERCLAP)) ||
      // A bang felt in the head, then severe pain told in the next clause (NICE CKS: thunderclap headache).
      ((m.has(C.HEADACHE) ||
        (/\b(bang|pop|explosion|burst) in (my|his|her|their|the) head\b/.test(m.text) &&
          /\b(unbearable|agonising|excruciating|severe|terrible|worst) pain\b/.test(m.text))) &&
        m.has(C.THUNDERCLAP) &&
        // A headache that built up slowly is no thunderclap (NICE CKS: peak within minutes).
        !/\b(came on slowly|built up|building up|(slowly|gradually) (got|getting|came|worse|over)|over (the|a|several|a few|the last) (day|days|hours|week|weeks))\b/.test(
          m.text,
        ) &&
        !(m.has(C.VISION_LOSS) && !/\b(worst|explo\w*|bang|thunderclap|like (being|a|an|someone|lightning)|never had)\b/.test(m.text))),
  },
  {
    id: 'vision-loss',
    name: 'Sudden loss of sight',
    guidance: 'emergency',
    advice: 'Do not drive. Note when it started and whether there were flashes, floaters or a headache, and go to A&E or call now.',
    specialty: 'Ophthalmology',
    source: 'NHS: Vision loss (go to A&E if you suddenly lose sight); NICE CKS: Retinal detachment',
    detect: ({ m }) =>
      m.has(C.VISION_LOSS) ||
      // A painful red eye with halos round lights, or blurred and being sick (NHS: Glaucoma, acute glaucoma, go to A&E).
      (/\beyes? (is |has gone |went |has been |feels )?((suddenly|really|very|so|extremely) )*(painful|sore|agony|hurting|throbbing|aching)\b|\b(painful|sore) red eyes?\b/.test(
        m.text,
      ) &&
        /\b(red|bloodshot)\b/.test(m.text) &&
        (/\bhalos?\b|\brings (round|around) (the )?lights\b/.test(m.text) ||
          (/\b(blurry|blurred|misty|cloudy)\b/.test(m.text) && m.has(C.VOMITING_NOW)))) ||
      // An eye struck, then sight blurred or blood seen inside it (NHS: Eye injuries, go to A&E).
      (/\b(hit|struck|poked|punched|smacked|whacked|elbowed|jabbed|caught|kicked) (in|on) (the|my|his|her|their) eye\b|\b(ball|stick|finger|fist|elbow|branch|stone|cork|racket) (hit|went into|caught) (me |him |her )?(in )?(the|my|his|her|their) eye\b/.test(
        m.text,
      ) &&
        /\bcant see (properly|clearly|well|much|out of it)\b|\bblood (in|inside) (the )?(front of )?(the |my |his |her )?eye\b|\b(vision|sight) (is |has gone |gone )?(blurry|blurred|cloudy|misty|dark)\b|\beye (is )?(full of|filling with|filled with) blood\b/.test(
          m.text,
        )),
  },

  {
    id: 'testicular-torsion',
    named: /\b(torsion|testicles? (really )?(can )?twist)\b/,
    name: 'Sudden testicle pain (possible torsion)',
    guidance: 'emergency',
    advice: 'Do not wait to see if it passes: this needs to be checked within hours. Do not eat or drink in case surgery is needed.',
    specialty: 'General Medicine',
    source: 'NHS: Testicle pain (go to A&E if sudden, very bad pain)',
    // Before severe stomach pain: "in agony with his testicle" is placed in the testicle.
    // Being sick with it is a sign of torsion too (NHS: Testicle pain).
    // Very painful, or red and swollen with pain, is the "very bad pain" of the NHS page too.
    detect: ({ m }) =>
      m.has(C.TESTICLE_PAIN) &&
      (m.has(C.SUDDEN_SEVERE) ||
        m.has(C.VOMITING_NOW) ||
        /\b(really|very|so|extremely) (painful|sore)\b|\b(red|swollen) and (painful|sore)\b|\b(painful|sore) and (red|swollen)\b/.test(
          m.text,
        )),
  },
  {
    id: 'acute-abdomen',
    name: 'Severe stomach pain',
    guidance: 'emergency',
    advice: 'Do not eat or drink while you wait, and lie in whatever position is most comfortable.',
    specialty: 'General Medicine',
    source: 'NHS: Stomach ache (call 999 if sudden severe pain, a hard or rigid tummy)',
    detect: ({ m }) =>
      // Period pain as every month is for a booking, not an ambulance.
      !/\b(period|periods|menstrual|same as (usual|always|every month)|every month)\b/.test(m.text) &&
      // A belly gone hard, told a clause on ("holding her tummy, it's rock hard"), with pain shown.
      ((/\b(stomach|belly|tummy|abdomen)\b[^.]*\b(rock hard|rock solid|rigid|hard as a (board|rock)|solid as a rock|like a (plank|board))\b/.test(
        m.text,
      ) &&
        /\b(screaming|screams|crying|cries|agony|agonising|pain|painful|hurts|hurting|wont let (me|us|anyone) touch|cant (move|stand|walk)|doubled)\b/.test(
          m.text,
        ) &&
        !/\b(wind|gas|bloated|bloating|constipated|full|abs|six pack|workout|gym|sit ups|crunches)\b/.test(m.text)) ||
        // Swollen like a drum and bringing up brown or green (NHS: Bowel obstruction, go to A&E).
        (/\b(stomach|belly|tummy|abdomen)\b[^.]*\b(like a drum|tight as a drum|swollen|distended|bloated)\b/.test(m.text) &&
          /\b(sick|vomit\w*|throwing up|threw up|puking)\b[^.]*\b(brown|green|poo|smells like poo|dark)\b|\b(brown|green) (sick|vomit)\b/.test(
            m.text,
          )) ||
        // Swollen, being sick and no wind or poo passed: the bowel blocked (NHS: Bowel obstruction, go to A&E).
        (/\b(stomach|belly|tummy|abdomen)\b[^.]*\b(like a drum|tight as a drum|drum tight|swollen|distended|bloated|blown up|swelled up)\b/.test(
          m.text,
        ) &&
          m.has(C.VOMITING_NOW) &&
          BOWEL_STOPPED.test(m.text)) ||
        (/\b(rock hard|rock solid|solid as a rock|hard as a (board|rock)|rigid|board like|hard to (the )?touch|(stomach|belly|tummy|abdomen) (is |feels )?(really |very |so )?hard)\b/.test(
          m.text,
        ) &&
          m.has(C.BELLY_SEVERE) &&
          // A hard belly with pain, not one full of wind after a meal.
          /\b(pain|pains|painful|hurts|hurting|agony|agonising|cant (move|stand|walk)|screaming|crying|doubled)\b/.test(m.text) &&
          !/\b(wind|gas|bloated|bloating|constipated|full)\b/.test(m.text)) ||
        (m.has(C.BELLY_SEVERE) &&
          (m.has(C.CANT_MOVE) ||
            m.has(C.VOMITING_NOW) ||
            /\b((?<!\bno )fever|(?<!\bno )temperature|being sick|vomiting|worst)\b/.test(m.text))) ||
        // Redcurrant jelly poo with tummy pain in a child (NHS: Intussusception, go to A&E).
        (/\b(red ?currant|raspberry|strawberry) jam\b|\b(red ?currant|raspberry) jelly\b|\bjelly like (poo|stool|nappy)\b/.test(m.text) &&
          /\b(poo|poos|stool|stools|nappy|nappies)\b/.test(m.text)) ||
        // A belly gone tense, hard or swollen and painful, with a fever, in the days after an operation (NHS: after surgery,
        // signs of an infection inside the belly).
        (/\b(after|since) (my|his|her|the|their) (operation|op|surgery|c ?section|caesarean|keyhole)\b/.test(m.text) &&
          /\b(stomach|belly|tummy|abdomen)\b[^,]*\b(tense|hard|rigid|swollen|distended)\b/.test(m.text) &&
          m.has(C.FEVER)) ||
        // A hernia gone hard or painful that cannot be pushed back, or with being sick (NHS: Inguinal hernia, go to A&E).
        (/\bhernia\b/.test(m.text) &&
          /\b(cant|cannot|wont|unable to|not able to|doesnt) (push|pop|get|put|go) (it )?back\b|\b(gone|going|turned|is) (really |very )?(hard|red|purple|dark)\b/.test(
            m.text,
          ) &&
          (/\b(pain|painful|agony|hurts|hurting|tender)\b/.test(m.text) || m.has(C.VOMITING_NOW))) ||
        // Back pain with numbness around the bottom or between the legs, or the bladder failing
        // (NHS: Cauda equina syndrome, go to A&E).
        (/\b(numb|numbness|cant feel|no feeling|tingling|pins and needles)\b[^,]*\b(bottom|bum|between (my|his|her|the) legs|genitals|groin|saddle|back passage|anus|toilet paper|privates)\b/.test(
          m.text,
        ) &&
          /\bback\b/.test(m.text) &&
          /\b(pain|painful|hurts|ache|aching|agony|cant (pee|wee)|cannot (pee|wee))\b/.test(m.text)) ||
        // Belly pain going through to the back with signs of shock (NHS: Abdominal aortic aneurysm, call 999).
        (m.has(C.BELLY_PAIN) &&
          /\b(going|goes|went|spreading|radiating|shooting) (straight )?(through |into |to |round )(to )?(his|her|my|the|their) back\b/.test(
            m.text,
          ) &&
          /\b(faint|fainted|fainting|collapsed|passed out)\b|\b(pale|grey|gray)\b[^.]*\b(sweating|sweaty|clammy)\b|\b(sweating|sweaty|clammy)\b[^.]*\b(pale|grey|gray)\b/.test(
            m.text,
          )) ||
        // Severe and sudden (NHS: Stomach ache, call 999 if sudden, severe pain).
        // Cramps with diarrhoea after a meal out are a stomach bug (NHS: Diarrhoea and vomiting).
        (m.has(C.BELLY_SEVERE) &&
          /\b(sudden|suddenly|all of a sudden|out of nowhere)\b/.test(m.text) &&
          !/\b(diarrh\w*|the runs|food poisoning|stomach bug|tummy bug|gastro\w*|takeaway|norovirus)\b/.test(m.text)) ||
        // Pain low on the right getting worse or too bad to walk, with a fever or being sick (NHS: Appendicitis).
        (m.has(C.BELLY_PAIN) &&
          LOWER_RIGHT.test(m.text) &&
          (m.has(C.CANT_MOVE) || /\b(getting worse|worse and worse)\b/.test(m.text)) &&
          (m.has(C.FEVER) || m.has(C.VOMITING_NOW))) ||
        // Pain from the belly button moving to the lower right, told across clauses, with fever, being
        // sick or pain too bad to move (NHS: Appendicitis, call 999 if the pain spreads or gets worse).
        (PAIN_MOVED_RIGHT.test(m.text) && (m.has(C.FEVER) || m.has(C.VOMITING_NOW) || m.has(C.CANT_MOVE)))),
  },
  {
    id: 'severe-burn',
    named: /\bburns\b/,
    name: 'A serious burn',
    guidance: 'emergency',
    advice:
      'Cool the burn under cool or lukewarm running water for 20 minutes, remove clothing and jewellery near it unless stuck, keep the person warm, and cover the burn loosely with cling film. For a chemical, rinse with plenty of water.',
    specialty: 'Dermatology',
    source: 'NHS: Burns and scalds (go to A&E for large, deep, chemical or electrical burns, and burns on children)',
    detect: ({ m, person }) =>
      m.has(C.BURN) &&
      (m.has(C.BURN_SEVERE) ||
        (youngChild(person) &&
          /\b(scald|scalded|burn|burnt|burned|(has|got|with|have) burns|blister|blisters|blistered|blistering)\b/.test(m.text) &&
          !/\b(small|tiny|little|minor) (burn|scald|mark|blister|patch|spot|area|red)\b|\ba (little|bit) (red|pink|sore)\b/.test(m.text))),
  },
  {
    id: 'open-fracture',
    name: 'A broken bone through the skin',
    guidance: 'emergency',
    advice: 'Do not move the injured part; cover any wound with a clean cloth and keep the person warm.',
    specialty: 'Orthopedics',
    source: 'NHS: Broken bones (First aid)',
    detect: ({ m }) => m.has(C.BONE_OUT),
  },
  {
    // Last: a danger sign that no situation above places (issue 21 point 4, safe when unsure).
    id: 'emergency',
    name: 'Someone who may be seriously ill or injured',
    guidance: 'emergency',
    advice:
      'Stay with the person and do not leave them alone. Do not give them anything to eat or drink. If they stop breathing or stop responding, tell the call handler straight away; follow what they tell you to do.',
    specialty: 'General Medicine',
    source: 'NHS: When to call 999',
    resolvable: true,
    detect: (context) =>
      (dangerSign(context.m, context.text) && !CRISIS_SITUATION.detect(context)) ||
      // A diver up too fast, then joint pain, numbness or confusion (NHS: Decompression sickness, call 999).
      (/\b(dive|diver|diving|scuba)\b/.test(context.m.text) &&
        /\b(came up|surfaced|ascended|went up) (too )?(fast|quickly|quick)\b|\bthe bends\b/.test(context.m.text) &&
        /\b(joint pain|joints (hurt|ache)|numb|tingling|confused|dizzy|breathless|short of breath|rash|weak|paralys\w*)\b/.test(
          context.m.text,
        )) ||
      // Numb where one sits or wipes, with the bladder or both legs failing (NHS: Cauda equina syndrome, go to A&E).
      (/\b(cant|cannot|can not|couldnt) feel (anything )?when i wipe\b|\bnumb (between (my|his|her) legs|around (my|his|her) (bottom|bum|back passage|genitals)|down there)\b|\bsaddle (area )?(is )?numb\w*\b/.test(
        context.m.text,
      ) &&
        /\b(cant|cannot|can not|struggling to) (pee|wee|urinate)( properly)?\b|\b(wet|soiled) (myself|himself|herself)\b|\b(both|my) legs (feel |are |going )?(weak|numb|heavy)\b|\bbladder\b|\bbowels?\b/.test(
          context.m.text,
        )) ||
      // Pulled out of water, then coughing, sleepy or breathing oddly (RLSS UK and NHS: anyone rescued from drowning goes to A&E).
      (/\b(under (the )?water|pulled (him|her|them|me) out|dragged (him|her|them|me) out|nearly drowned|almost drowned|went under)\b/.test(
        context.m.text,
      ) &&
        /\b(pool|sea|river|lake|bath|water|canal|waves)\b/.test(context.m.text) &&
        /\b(coughing|sleepy|drowsy|breathing (fast|hard|funny|strangely|oddly|noisily)|blue|vomit\w*|being sick|confused|not (himself|herself|right))\b/.test(
          context.m.text,
        )) ||
      // Two signs of severe pre-eclampsia late in pregnancy (NHS: Pre-eclampsia; Pregnancy, symptoms not to ignore).
      (LATER_PREGNANCY.test(context.text) &&
        [
          /\b(terrible|severe|awful|really bad|worst|splitting|pounding|bad|horrible) (\w+ )?headache\b|\bheadache (that )?(wont|will not) go\b/,
          /\b(flashing lights|flashes|blurred vision|blurry vision|vision (is |has gone |went )?blurr\w*|spots in front of (my|her) eyes|seeing spots|vision problems)\b/,
          /\b(face|hands|feet|fingers)\b[^.]*\b(puffed up|puffy|swollen|swelled up|swelling)\b|\bsudden(ly)? (swelling|swollen|puffy)\b/,
          /\bpain (just )?(below|under) (my|her|the) ribs\b/,
        ].filter((sign) => sign.test(context.m.text)).length >= 2),
  },
];

/**
 * Every situation, none of them read in a story, a game or the news with nobody of one's own in
 * it ("the film had a scene where she collapsed and died").
 */
export const SITUATIONS: readonly Situation[] = SITUATION_RULES.map((situation) => ({
  ...situation,
  detect: (context: SituationContext) => !toldAsStory(context.m.text) && situation.detect(context),
}));

/** Asking how or when to take one's medicines ("which should I take first in the morning"). */
const DOSING_QUESTION =
  /\b(which|what order|what time|when|how many|how much|how often) (one |ones )?(should|do|can|must) (i|he|she) (take|have|give)\b|\b(take|have) (them|it|these) (with|before|after) (food|meals|breakfast)\b/;

/** Suicidal thoughts and self-harm, said directly or not (crisis-line guidance). */
export const CRISIS_SITUATION: Situation = {
  id: 'crisis',
  name: 'Thoughts of suicide or self-harm',
  guidance: 'crisis',
  advice:
    'If you are in danger right now, call your local emergency number or go to A&E. If you can, stay with someone you trust or keep them on the phone, and move away from anything you could use to hurt yourself.',
  specialty: 'Psychiatry',
  source: 'Samaritans; 988 Suicide & Crisis Lifeline; NHS: Help for suicidal thoughts; NICE NG225 Self-harm',
  detect: ({ m }) =>
    m.has(C.CRISIS) ||
    crisisSigns(m) ||
    (m.has(C.MEANS_LAID_OUT) && !DOSING_QUESTION.test(m.text)) ||
    (m.has(C.HURT_UNTIL_BLEEDING) &&
      !/\b(eczema|itch|itchy|itching|itches|psoriasis|rash|hives|bites?|chickenpox|scabies)\b/.test(m.text)) ||
    (m.has(C.MEANS) && m.has(C.DECIDED)) ||
    (m.has(C.HOPELESS) && m.has(C.DECIDED)) ||
    // Talking about death and giving prized things away (Samaritans: warning signs).
    (/\b(talk(s|ing|ed)? about|obsessed with|going on about) (death|dying|suicide|killing (him|her|my)self)\b/.test(m.text) &&
      /\b(gave|giving|given|gives) (away )?(his|her|my|their|all (his|her|my)) \w+( away)?\b/.test(m.text) &&
      !/\b(died|passed|passed away|funeral|grief|grieving|charity|cousin|outgrown)\b/.test(m.text)) ||
    // A goodbye to everyone as the whole message.
    /^(goodbye|bye|farewell) (everyone|all|everybody|world|cruel world|to everyone)$/.test(m.text) ||
    // A gun or a rope to hand and "I'm done / ready" (Samaritans: access to means).
    (/\b(gun|rifle|shotgun|pistol|rope|noose)\b/.test(m.text) && /\b(im|i am) (so )?(done|ready)\b|\bits time\b/.test(m.text)) ||
    (m.has(C.VANISH) && !/\b(embarrass\w*|cringe|cringey|mortified|lol|haha|said|did)\b/.test(m.text)) ||
    (m.has(C.JOIN_DEAD) &&
      (/\b(died|passed|passed away|dead|heaven|lost (him|her|them)|funeral|since (he|she|they) went)\b/.test(m.text) ||
        m.has(SETTLING_AFFAIRS))) ||
    (m.has(C.WANT_OVER) && (m.has(C.MEANS) || /\b(vodka|alcohol|drink|knife|rope)\b/.test(m.text))) ||
    (m.has(C.PLAN_MADE) &&
      /\b(therapist|counsellor|not (fine|ok|okay)|low|depressed|suicidal|hopeless|dark|alone|cant cope|no point|done|goodbye)\b/.test(
        m.text,
      )) ||
    (m.has(C.NOT_HERE_LONG) &&
      !/\b(moving|move|moved|relocat\w*|emigrat\w*|transfer|job|contract|visa|lease|tenancy|house|flat|abroad|country|area|practice|surgery|holiday|trip|going away|away (on|for)|travelling|traveling|vacation|hospital|appointment|work)\b/.test(
        m.text,
      )) ||
    (m.has(C.BURDEN) && /\b(low|down|depressed|hopeless|worthless|sad|alone|lonely|tired of|no point|anymore|any more)\b/.test(m.text)),
};

export const ALL_SITUATIONS: readonly Situation[] = [...SITUATIONS, CRISIS_SITUATION];
