import { DEFAULT_DOCTOR_FEE, seeNowApi } from '@telehealth/shared-api';
import type { DoctorSummary } from '@telehealth/shared-api';

/** Leaving the app for the hosted card checkout, in one small object tests replace (jsdom cannot navigate). */
export const checkoutNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Opens the checkout of a video visit with `doctor` starting now and sends the browser to pay
 * (the sandbox page or Stripe); the success page then opens the visit room.
 */
export async function startImmediateVisit(doctor: DoctorSummary, userId: string): Promise<void> {
  const session = await seeNowApi.startImmediateVisit({ doctorId: doctor._id, userId, price: doctor.fees ?? DEFAULT_DOCTOR_FEE });
  checkoutNavigation.assign(session.url);
}
