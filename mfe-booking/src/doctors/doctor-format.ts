/** How doctors read on screen: names, fees, experience, ratings and time zones. */
import { DEFAULT_DOCTOR_FEE, formatCount, formatMoney } from '@telehealth/shared-api';

/** 'Dr. Sarah Chen' (a name already starting with 'Dr' is not prefixed twice). */
export function doctorName(name: string | null | undefined): string {
  const trimmed = name?.trim() || 'Unknown Doctor';
  return /^dr\.?\s/i.test(trimmed) ? trimmed : `Dr. ${trimmed}`;
}

/** The doctor's fee, or the spec §9 default when they set none. */
export function doctorFee(fees: number | null | undefined): number {
  return typeof fees === 'number' && Number.isFinite(fees) && fees >= 0 ? fees : DEFAULT_DOCTOR_FEE;
}

/** '$500': the doctor's fee (or the default) in the one currency the server charges, named by its answer. */
export function formatDoctorFee(doctor: { fees: number | null | undefined; currency: string }): string {
  return formatMoney(doctorFee(doctor.fees), doctor.currency);
}

/** A fee-filter amount: '$1,000' once an answer has named the currency, '1,000' before. */
export function formatFilterAmount(amount: number, currency: string | undefined): string {
  return currency ? formatMoney(amount, currency) : amount.toLocaleString('en-US');
}

/** '12 years experience' / '1 year experience'. */
export function formatExperience(years: number | null | undefined): string {
  const n = typeof years === 'number' && years > 0 ? Math.floor(years) : 0;
  return `${formatCount(n, { one: 'year', other: 'years' })} experience`;
}

/** '23 reviews' / '1 review'. */
export function formatReviewCount(count: number): string {
  return formatCount(count, { one: 'review', other: 'reviews' });
}

/** '4.8' — one decimal, as the server averages. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** 'English, Spanish' or null when the doctor listed none. */
export function formatLanguages(languages: readonly string[] | null | undefined): string | null {
  const list = (languages ?? []).map((l) => l.trim()).filter(Boolean);
  return list.length ? list.join(', ') : null;
}

/**
 * 'Eastern Standard Time' for an IANA zone at `at` (US English), falling back to the zone id
 * when the runtime has no long name for it.
 */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The browser's own IANA time zone (undefined when the runtime does not say). */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
