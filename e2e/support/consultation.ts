/**
 * Consultations for the journeys (and the call benchmark): a paid appointment inside its join
 * window, booked through the product as a patient would. `joinableSlot` (joinable-slot.ts)
 * picks the doctor's time zone whose slot starts soonest; `untilJoinWindow` waits for the room
 * to open when even that slot is more than 15 minutes away, which happens only at the times of
 * day no real time zone has a slot for (joinable-slot.ts says when). `visitOpenNow` never
 * waits: at those times it books a "See a doctor now" visit instead.
 */
// Self-contained (no journey helpers, no jest globals): the call benchmark imports it too.
import { apiVerifyDoctor } from './operator';
import { randomBytes } from 'node:crypto';
import { JOIN_OPENS_BEFORE_MS, joinableSlot, type SlotChoice } from './joinable-slot';

export { joinableSlot, type SlotChoice } from './joinable-slot';

interface ApiSession {
  token: string;
  user: { _id: string; name: string };
}

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return url;
}

/** `/api/v1{path}` as JSON; throws with the server's message unless it answers 2xx. */
async function api<T>(path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok || !answer?.data) throw new Error(`${method} ${path} answered ${response.status} ${answer?.message ?? ''}`);
  return answer.data;
}

/** A new account with a surname nobody else has. */
async function register(role: 'doctor' | 'patient'): Promise<ApiSession & { name: string }> {
  const tag = randomBytes(5).toString('hex');
  const surname = [...randomBytes(9)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const name = `${role === 'doctor' ? 'Avery' : 'Jordan'} ${surname.charAt(0).toUpperCase()}${surname.slice(1)}`;
  const data = await api<{ accessToken: string; user: ApiSession['user'] }>('/user/register', {
    method: 'POST',
    body: { name, email: `e2e.${role}.${tag}@example.test`, password: `Pw-${tag}!`, role },
  });
  return { token: data.accessToken, user: data.user, name };
}

const GOOD_CARD = '4242 4242 4242 4242';

export interface Person {
  name: string;
  session: ApiSession;
}

interface Practice {
  doctor: Person;
  patient: Person;
  doctorId: string;
  fee: number;
}

/** A verified doctor in `timeZone` without a minimum booking notice, and a patient with a profile. */
async function practice(timeZone: string): Promise<Practice> {
  const doctor = await register('doctor');
  const fee = 300;
  const doctorRecord = await api<{ _id: string }>('/doctor/create', {
    method: 'POST',
    token: doctor.token,
    body: {
      specialization: 'General Medicine',
      fees: fee,
      qualification: 'MBBS',
      experience: 7,
      about: 'Video consultations for everyday health questions.',
      languages: ['English'],
      timeZone,
    },
  });
  await apiVerifyDoctor(doctor.token, doctorRecord._id);
  // The room must open within minutes: no minimum booking notice (a new profile has an hour's).
  await api(`/doctor/booking-notice/${doctorRecord._id}`, { method: 'PATCH', token: doctor.token, body: { bookingNoticeMinutes: 0 } });
  const patient = await register('patient');
  await api('/patient/create-profile', {
    method: 'POST',
    token: patient.token,
    body: { date_of_birth: '1988-03-14', gender: 'Male', blood_group: 'O+' },
  });
  return {
    doctor: { name: doctor.name, session: doctor },
    patient: { name: patient.name, session: patient },
    doctorId: doctorRecord._id,
    fee,
  };
}

/** A doctor in `timeZone`, a patient, and a paid appointment at the slot: its id. */
export async function bookedVisit(slot: SlotChoice): Promise<{ doctor: Person; patient: Person; appointmentId: string }> {
  const { doctor, patient, doctorId, fee } = await practice(slot.timeZone);
  const confirm = await bookSlotThroughApi(patient.session, { doctorId, doctorName: doctor.name, fee }, slot.date, slot.time);
  // The wait for the room is computed from slot.startsAt: it must be the instant the server booked.
  if (Date.parse(confirm.appointment.startsAt) !== slot.startsAt)
    throw new Error(`booked ${confirm.appointment.startsAt}, expected ${new Date(slot.startsAt).toISOString()}`);
  return { doctor, patient, appointmentId: confirm.appointment._id };
}

/**
 * A paid video visit whose room is open now, without waiting for the clock: the soonest
 * scheduled slot when its room is already open, else (at the times of day when no time zone
 * has a slot within 15 minutes, joinable-slot.ts) a "See a doctor now" visit with a doctor who
 * switched Available now on, whose room opens at once.
 */
export async function visitOpenNow(): Promise<{ doctor: Person; patient: Person; appointmentId: string }> {
  const slot = joinableSlot();
  if (slot.joinableAt <= Date.now()) return bookedVisit(slot);
  const { doctor, patient, doctorId, fee } = await practice('UTC');
  await api('/doctor/available-now', { method: 'PUT', token: doctor.session.token, body: { availableNow: true } });
  const checkout = await api<{ id: string; url: string }>('/payment/create-immediate-checkout-session', {
    method: 'POST',
    token: patient.session.token,
    body: { doctorId, userId: patient.session.user._id, price: fee, reason: 'Persistent cough' },
  });
  const confirm = await payAndConfirm(patient.session, checkout);
  return { doctor, patient, appointmentId: confirm.appointment._id };
}

/** Books and pays `time` on `date` of the doctor's as the browser does (checkout, sandbox card, confirm): the confirmed appointment. */
export async function bookSlotThroughApi(
  patient: ApiSession,
  doctor: { doctorId: string; doctorName: string; fee: number },
  date: string,
  time: string,
): Promise<{ status: string; appointment: { _id: string; startsAt: string } }> {
  const checkout = await api<{ id: string; url: string }>('/payment/create-checkout-session', {
    method: 'POST',
    token: patient.token,
    body: {
      doctorId: doctor.doctorId,
      date,
      time,
      consultationType: 'Video Consultation',
      reason: 'Persistent cough',
      userId: patient.user._id,
      doctorName: doctor.doctorName,
      price: doctor.fee,
    },
  });
  return payAndConfirm(patient, checkout);
}

/** Pays a checkout with the sandbox's good card, as the browser does, and confirms it: the confirmed appointment. */
async function payAndConfirm(
  patient: ApiSession,
  checkout: { id: string; url: string },
): Promise<{ status: string; appointment: { _id: string; startsAt: string } }> {
  const pay = await fetch(new URL(checkout.url, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: GOOD_CARD, expiry: '12/34', cvc: '123', cardName: 'Test Patient' }).toString(),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`sandbox payment answered ${pay.status}`);
  const confirm = await api<{ status: string; appointment: { _id: string; startsAt: string } }>(
    `/payment/confirm-stripe-session?session_id=${checkout.id}`,
    { token: patient.token },
  );
  if (confirm.status !== 'confirmed') throw new Error(`confirmation answered ${confirm.status}`);
  return confirm;
}

/** Waits until the slot's join window is open (returns at once when it is); the milliseconds waited. */
export async function untilJoinWindow(slot: SlotChoice): Promise<number> {
  const wait = slot.startsAt - JOIN_OPENS_BEFORE_MS - Date.now();
  if (wait <= 0) return 0;
  // A little past the opening: the server refuses until the very millisecond.
  await new Promise((resolve) => setTimeout(resolve, wait + 2_000));
  return wait + 2_000;
}
