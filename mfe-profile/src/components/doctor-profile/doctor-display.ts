import { DEFAULT_DOCTOR_FEE } from '@telehealth/shared-api';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Consultation fee in rupees as the doctor profile shows it: '₹500', '₹1,500'. */
export function formatFeeInRupees(fees: number | null | undefined): string {
  return rupees.format(typeof fees === 'number' && Number.isFinite(fees) ? fees : DEFAULT_DOCTOR_FEE);
}

/** '1 year', '12 years'. */
export function formatExperience(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** 'Active' when the doctor is active, else 'Inactive' (spec §2). */
export function statusLabel(status: string): 'Active' | 'Inactive' {
  return status === 'active' ? 'Active' : 'Inactive';
}
