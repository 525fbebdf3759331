/**
 * Booking set-up the journeys share: dates ahead, a paid booking made from Node the way the
 * browser makes it (for journeys about what follows a booking), and the header's bell.
 */
import type { Page } from 'playwright-core';
import { api, type ApiSession } from './app';

/** The sandbox's card that pays. */
export const GOOD_CARD = '4242 4242 4242 4242';

/** yyyy-MM-dd of the day `days` from today in UTC (the journeys' doctors work in UTC, as the browser runs). */
export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Books and pays `time` on `date` with `doctor` for `patient` through the API and the sandbox
 * card page (checkout, pay, confirm), and answers the booked appointment as the server sends it.
 */
export async function bookThroughApi<Appointment extends { _id: string } = { _id: string }>(
  patient: { session: ApiSession },
  doctor: { doctorId: string; name: string; fee: number },
  date: string,
  time: string,
  reason = 'Follow-up',
): Promise<Appointment> {
  const session = await api<{ id: string; url: string }>('/payment/create-checkout-session', {
    method: 'POST',
    token: patient.session.token,
    body: {
      doctorId: doctor.doctorId,
      date,
      time,
      consultationType: 'Video Consultation',
      reason,
      userId: patient.session.user._id,
      doctorName: doctor.name,
      price: doctor.fee,
    },
  });
  if (session.status >= 300) throw new Error(`checkout failed: ${session.status} ${session.body?.message}`);
  const pay = await fetch(new URL(session.body!.data!.url, process.env.E2E_BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: GOOD_CARD, expiry: '12/34', cvc: '123', cardName: 'Test Patient' }).toString(),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`sandbox payment answered ${pay.status}`);
  const confirm = await api<{ status: string; appointment: Appointment }>(
    `/payment/confirm-stripe-session?session_id=${session.body!.data!.id}`,
    {
      token: patient.session.token,
    },
  );
  if (confirm.body?.data?.status !== 'confirmed') throw new Error(`confirmation answered ${confirm.body?.data?.status}`);
  return confirm.body.data.appointment;
}

/** The notifications bell in the header. */
export function notificationBell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /notifications/i });
}
