/** How doctors read on screen: names, fees, experience, ratings and time zones. */
import { DEFAULT_DOCTOR_FEE } from '@telehealth/shared-api';

/** 'Dr. Sarah Chen' (a name already starting with 'Dr' is not prefixed twice). */
export function doctorName(name: string | null | undefined): string {
  const trimmed = name?.trim() || 'Unknown Doctor';
  return /^dr\.?\s/i.test(trimmed) ? trimmed : `Dr. ${trimmed}`;
}

/** The doctor's fee, or the spec §9 default when they set none. */
export function doctorFee(fees: number | null | undefined): number {
  return typeof fees === 'number' && Number.isFinite(fees) && fees >= 0 ? fees : DEFAULT_DOCTOR_FEE;
}

function currency(code: 'USD' | 'INR') {
  const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2 });
  return (amount: number) => (Number.isInteger(amount) ? whole : cents).format(amount);
}

/** '$500' — the search page shows fees in dollars (spec §9). */
export const formatDollars = currency('USD');

/** '₹500' — the doctor profile shows fees in rupees (spec §9). */
export const formatRupees = currency('INR');

/** '12 years experience' / '1 year experience'. */
export function formatExperience(years: number | null | undefined): string {
  const n = typeof years === 'number' && years > 0 ? Math.floor(years) : 0;
  return `${n} ${n === 1 ? 'year' : 'years'} experience`;
}

/** '23 reviews' / '1 review'. */
export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
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
