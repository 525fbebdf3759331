/**
 * The fix round of dev batches 61-63: each meaning that was missing, told in other words than the
 * batches, with look-alikes that must stay quiet.
 */
import { testFixRound } from '../../../test/support/fix-round';

describe('emergency and crisis reading, round 61', () => {
  testFixRound({
    emergencies: [
      // Heaviness in the chest with sweat, not eased by an antacid (NHS: Heart attack).
      ['my father has had chest heaviness for twenty minutes and he is sweating, the antacid did nothing', 'heart-attack'],
      // Cleaning products mixed, their fumes breathed in, then struggling to breathe (NHS: Poisoning).
      ['i mixed ammonia with bleach to clean the shower and now i am wheezing and my chest is tight', 'overdose-poisoning'],
      // Heavy bleeding in pregnancy counted in months, with a tight bump (NHS: Vaginal bleeding in pregnancy).
      ['she is eight months pregnant and bleeding heavily, her bump has gone tight', 'pregnancy-bleeding'],
    ],
    crises: [
      // Cuts found on a child's thighs or arms (NICE NG225: self-harm).
      "i noticed fresh cuts on my daughter's arms when she rolled up her sleeves",
      // Out on a high ledge and refusing to come in (Samaritans: a person at immediate risk).
      'my flatmate is standing out on our kitchen window ledge and refuses to come back inside',
      // A teenager who cut their own thigh, no accident told (NICE NG225).
      'my 15 year old son cut his thigh last night',
    ],
    notCrises: [
      'my son has cuts on his legs from playing rugby on a frosty pitch',
      "found scratches on my daughter's arms from the new kitten",
      'the cat is sitting on the window ledge and will not come in',
      'my toddler climbed onto the window sill and will not come down',
      'my 15 year old cut his arm on a fence climbing over it',
      'i had food poisoning at the weekend, all fine now, can i go back to work',
    ],
    notEmergencies: [
      'i think i have food poisoning from a takeaway, been sick twice',
      'my kids have poison ivy on their legs from the woods',
      'our first aid class at work covers choking and cpr, do I need to bring anything?',
      'chest heaviness after a big curry, burping helps',
      'my chest is burning after a spicy meal',
      'a whiff of bleach fumes made me cough once, i opened the window and i am fine',
    ],
    specialties: [
      ['how can i stop getting stress headaches at work', ['General Medicine', 'Neurology']],
      ['blotchy rash on my leg that fades when i press a glass on it', ['Dermatology']],
      ['my 8 year old is so sad since our cat died last month', ['Pediatrics', 'Psychiatry']],
      ['my daughter has painful periods every month', ['Gynecology']],
      ['my ankles get puffy by the evening', ['Cardiology', 'General Medicine']],
      ['my bp reading was 140/90 at the pharmacy', ['Cardiology', 'General Medicine']],
      ['sneezing fits every morning when i wake up', ['ENT']],
      ['sore ribs when i press on my ribs after a cough, no breathlessness', ['Orthopedics', 'General Medicine']],
      ['acidity after every meal', ['General Medicine']],
      ['loose motions since yesterday', ['General Medicine']],
      ['can my blood pressure medication make my ankles swell', ['Cardiology', 'General Medicine']],
      ['i took my thyroid tablet twice by mistake', ['General Medicine']],
    ],
  });
});
