import { DEFAULT_DOCTOR_FEE, formatCount, formatMoney } from '@telehealth/shared-api';

/** Consultation fee in the currency the server charges (the doctor answer names it): '$500', '$1,500'. */
export function formatFee(fees: number | null | undefined, currency: string): string {
  return formatMoney(typeof fees === 'number' && Number.isFinite(fees) ? fees : DEFAULT_DOCTOR_FEE, currency);
}

/** '1 year', '12 years'. */
export function formatExperience(years: number): string {
  return formatCount(years, { one: 'year', other: 'years' });
}

/** 'Active' when the doctor is active, else 'Inactive' (spec §2). */
export function statusLabel(status: string): 'Active' | 'Inactive' {
  return status === 'active' ? 'Active' : 'Inactive';
}
