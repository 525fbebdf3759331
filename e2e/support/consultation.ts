/**
 * Consultations for the journeys (and the call benchmark): a paid appointment inside its join
 * window. The window opens 15 minutes before the slot, and checkout only sells slots that are
 * still ahead, so the doctor's time zone is chosen for a slot that starts within the next 15
 * minutes: slots fall on :00 and :30 in whole-hour zones, on :15 and :45 in Kathmandu, Eucla and
 * Chatham. When no zone has one right now, `untilJoinWindow` waits for the window to open (at
 * most a quarter of an hour).
 */
// Self-contained (no journey helpers, no jest globals): the call benchmark imports it too.
import { randomBytes } from 'node:crypto';

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
const MINUTE_MS = 60_000;
const JOIN_OPENS_BEFORE_MS = 15 * MINUTE_MS;

const WHOLE_HOUR_ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((hours) =>
  hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`,
);
const QUARTER_HOUR_ZONES = ['Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham'];
const SLOT_MINUTES = Array.from({ length: 18 }, (_, i) => 9 * 60 + i * 30);

function slotLabel(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 > 12 ? h24 - 12 : h24;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h24 >= 12 ? 'PM' : 'AM'}`;
}

export interface SlotChoice {
  timeZone: string;
  date: string;
  time: string;
  startsAt: number;
}

/** The slot starting soonest (but not within the next minute) in any candidate zone. */
export function nextSlot(now = Date.now()): SlotChoice {
  let best: SlotChoice | null = null;
  for (const timeZone of [...WHOLE_HOUR_ZONES, ...QUARTER_HOUR_ZONES]) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(now))
        .map((part) => [part.type, part.value]),
    );
    const localMinutes = Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60;
    for (const slot of SLOT_MINUTES) {
      const startsAt = now + (slot - localMinutes) * MINUTE_MS;
      if (startsAt - now < MINUTE_MS) continue;
      if (!best || startsAt < best.startsAt)
        best = { timeZone, date: `${parts.year}-${parts.month}-${parts.day}`, time: slotLabel(slot), startsAt };
      break;
    }
  }
  if (!best) throw new Error('No slot found in any time zone');
  return best;
}

export interface Person {
  name: string;
  session: ApiSession;
}

/** A doctor in `timeZone`, a patient, and a paid appointment at the slot: its id. */
export async function bookedVisit(slot: SlotChoice): Promise<{ doctor: Person; patient: Person; appointmentId: string }> {
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
      timeZone: slot.timeZone,
    },
  });
  const patient = await register('patient');
  await api('/patient/create-profile', {
    method: 'POST',
    token: patient.token,
    body: { date_of_birth: '1988-03-14', gender: 'Male', blood_group: 'O+' },
  });

  const checkout = await api<{ id: string; url: string }>('/payment/create-checkout-session', {
    method: 'POST',
    token: patient.token,
    body: {
      doctorId: doctorRecord._id,
      date: slot.date,
      time: slot.time,
      consultationType: 'Video Consultation',
      reason: 'Persistent cough',
      userId: patient.user._id,
      doctorName: doctor.name,
      price: fee,
    },
  });
  const pay = await fetch(new URL(checkout.url, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: GOOD_CARD, expiry: '12/34', cvc: '123', cardName: 'Test Patient' }).toString(),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`sandbox payment answered ${pay.status}`);
  const confirm = await api<{ status: string; appointment: { _id: string } }>(`/payment/confirm-stripe-session?session_id=${checkout.id}`, {
    token: patient.token,
  });
  if (confirm.status !== 'confirmed') throw new Error(`confirmation answered ${confirm.status}`);
  return {
    doctor: { name: doctor.name, session: doctor },
    patient: { name: patient.name, session: patient },
    appointmentId: confirm.appointment._id,
  };
}

/** Waits until the slot's join window is open (returns at once when it is). */
export async function untilJoinWindow(slot: SlotChoice): Promise<void> {
  const wait = slot.startsAt - JOIN_OPENS_BEFORE_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 2_000));
}
