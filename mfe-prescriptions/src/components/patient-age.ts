/** Spec §2: a patient's age from `date_of_birth` ('yyyy-MM-dd' or ISO), or 'Age N/A'. */
export const AGE_UNKNOWN = 'Age N/A';

/** Whole years between the birth date and `now` (local calendar), or null when unknown or invalid. */
export function ageInYears(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  if (!dateOfBirth) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(year, month - 1, day);
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day || birth > now) return null;
  let age = now.getFullYear() - year;
  const hadBirthday = now.getMonth() > month - 1 || (now.getMonth() === month - 1 && now.getDate() >= day);
  if (!hadBirthday) age -= 1;
  return age;
}

/** 'Age 36' or 'Age N/A'. */
export function ageLabel(dateOfBirth: string | null | undefined, now: Date = new Date()): string {
  const age = ageInYears(dateOfBirth, now);
  return age === null ? AGE_UNKNOWN : `Age ${age}`;
}
