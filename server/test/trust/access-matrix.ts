/**
 * Who may call each route of the OpenAPI document, and what everyone else gets. The test
 * (access-matrix.int.test.ts) calls every route as every actor on a real server, each call in a
 * fresh world (access-world.ts), and compares the status; a route of the document without an
 * entry here, or an entry without a route, fails it.
 *
 * The actors, for an entry whose `owner` is the world's patient (the default) or doctor:
 *   signedOut    no token
 *   owner        the user whose object the route addresses (or who calls a route about themself)
 *   otherPatient another patient, with a profile and a visit of their own
 *   otherDoctor  another doctor, with a profile and a patient of their own
 *   wrongRole    the owner's counterpart of the other role: the doctor of the patient's visits,
 *                or the patient of the doctor's (related, yet not allowed everything)
 *   admin        an operator (admin role): every route is decided for it too. Unless the entry
 *                says otherwise, it gets 403 on a patient's or doctor's route and what the signed-out
 *                caller gets on a public one; a route open to `any` signed-in user, and every admin
 *                route, must state `admin` (the test fails naming the entry that does not).
 *   pendingDoctor a doctor with a profile whose licence is not checked yet: unless the entry says
 *                otherwise, it gets what `otherDoctor` gets (or the owner's answer when it owns the
 *                route's object), so a route that lets an unchecked doctor do more shows up here.
 * `owner: 'newPatient' | 'newDoctor'` is a user without a profile yet (for the create routes),
 * `owner: 'lonePatient'` a patient without visits, `owner: 'pendingDoctor'` a doctor with a
 * profile whose licence is not checked yet, `owner: 'admin'` the operator.
 *
 * A route that names the caller's own profile in its path or body (`/appointment/patient/{patientId}`)
 * answers 403 to someone else's id: a patient id is compared with the caller's own without a
 * lookup, and doctor profiles are public, so nothing is revealed either way.
 *
 * To add a route: one line `'METHOD /api/v1/path/{param}': { ...request, expect: { ... } }` with
 * the path parameters (`params`), query (`query`) and body (`body`, or `form` for multipart)
 * built from the world. When the route needs an object the world lacks (a paid checkout, say),
 * give it a `setup` that makes one and returns its ids, read back in the builders as `extra`.
 */
import { eq } from 'drizzle-orm';
import { slotInstants } from '../../src/availability/slot-availability';
import { consultations, doctors, mailMessages, slotReservations, waitlistEntries } from '../../src/db/schema';
import { checkoutBody, dateAhead, markRefundOwed, payInSandbox, startCheckout } from '../support/booking-fixtures';
import { insertAppointment, smallPng } from '../support/care-fixtures';
import { uniqueEmail, type TestServer } from '../support/test-server';
import { WORLD_PASSWORD, type World, type WorldUser } from './access-world';

export type Actor = 'signedOut' | 'owner' | 'otherPatient' | 'otherDoctor' | 'wrongRole' | 'admin' | 'pendingDoctor';
export const ACTORS: readonly Actor[] = ['signedOut', 'owner', 'otherPatient', 'otherDoctor', 'wrongRole', 'admin', 'pendingDoctor'];

/** An exact status, per actor; `admin` and `pendingDoctor` may be left to the rules above. */
export type Expectation = Record<Exclude<Actor, 'admin' | 'pendingDoctor'>, number> & { admin?: number; pendingDoctor?: number };

/** The status the unchecked doctor must get, when the entry does not say. */
export function pendingDoctorExpectation(entry: RouteAccess): number {
  if (entry.expect.pendingDoctor !== undefined) return entry.expect.pendingDoctor;
  return entry.owner === 'pendingDoctor' ? entry.expect.owner : entry.expect.otherDoctor;
}

/** The status the admin actor must get on a route declared for `access`, when the entry does not say. */
export function adminExpectation(expectation: Expectation, access: string | undefined): number | undefined {
  if (expectation.admin !== undefined) return expectation.admin;
  if (access === 'patient' || access === 'doctor') return 403;
  if (access === 'public') return expectation.signedOut;
  return undefined;
}

export type Extra = Record<string, string>;

export interface RouteAccess {
  /** Whose object it is (default: the patient). */
  owner?: 'patient' | 'doctor' | 'newPatient' | 'newDoctor' | 'lonePatient' | 'pendingDoctor' | 'admin';
  params?: (world: World, extra: Extra) => Record<string, string>;
  query?: (world: World, extra: Extra) => string;
  /** JSON body; `caller` is the user making the call (undefined when signed out). */
  body?: (world: World, extra: Extra, caller: WorldUser | undefined) => unknown;
  /** multipart/form-data body. */
  form?: () => Promise<FormData>;
  /** Makes what the route needs beyond the world; the ids it answers reach the builders. */
  setup?: (server: TestServer, world: World) => Promise<Extra>;
  expect: Expectation;
}

/** Everyone signed in may (the route is about the caller themself); signed out may not. */
const SELF: Expectation = { signedOut: 401, owner: 200, otherPatient: 200, otherDoctor: 200, wrongRole: 200, admin: 200 };
const PUBLIC: Expectation = { signedOut: 200, owner: 200, otherPatient: 200, otherDoctor: 200, wrongRole: 200, admin: 200 };
/** A patient's own data, with no object id: every patient may, doctors may not. */
const PATIENTS: Expectation = { signedOut: 401, owner: 200, otherPatient: 200, otherDoctor: 403, wrongRole: 403 };
const DOCTORS: Expectation = { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 200, wrongRole: 403 };

const doctorProfile = {
  specialization: 'Neurology',
  fees: 175,
  qualification: 'MD',
  experience: 8,
  about: 'Headaches and sleep.',
  languages: ['English'],
  timeZone: 'UTC',
};
const patientProfile = { date_of_birth: '1985-06-01', gender: 'Female', blood_group: 'A+', address: '2 Low Road' };

async function imageForm(fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('profileImage', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'me.png');
  return form;
}

/** A checkout of the world's patient with its doctor, three days ahead at 2:30 PM; `paid` pays it at the sandbox. */
function checkoutOf(paid: boolean) {
  return async (server: TestServer, world: World): Promise<Extra> => {
    // On the half hour: the world's visits are on whole hours (one three days ahead), so between
    // 14:00 and 15:00 UTC a whole-hour slot here would be taken.
    const slot = { doctorId: world.doctor.profileId, date: dateAhead(3, 'UTC'), time: '02:30 PM' };
    const started = await startCheckout(server, world.patient.token, checkoutBody(world.patient.userId, slot, 150));
    if (started.status !== 201) throw new Error(`checkout: ${started.status} ${started.text}`);
    if (paid) await payInSandbox(server, started.body.data.id);
    return { sessionId: started.body.data.id, date: slot.date, time: slot.time };
  };
}

/** A full day of the world's doctor five days ahead (one time offered that day, and it is held). */
async function fullDayOfDoctor(server: TestServer, world: World): Promise<Extra> {
  const date = dateAhead(5, 'UTC');
  const { db } = server.database;
  await db
    .update(doctors)
    .set({ weeklySlots: [1, 1, 1, 1, 1, 1, 1] })
    .where(eq(doctors.id, world.doctor.profileId));
  await db.insert(slotReservations).values({
    doctorId: world.doctor.profileId,
    startsAt: slotInstants(date, 'UTC')[0]!,
    kind: 'hold',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { date };
}

/** The world's patient in line for a day of the world's doctor. */
async function waitlistEntryOfPatient(server: TestServer, world: World): Promise<Extra> {
  const [entry] = await server.database.db
    .insert(waitlistEntries)
    .values({ patientId: world.patient.profileId, doctorId: world.doctor.profileId, date: dateAhead(5, 'UTC') })
    .returning({ id: waitlistEntries.id });
  return { entryId: entry!.id };
}

/** A free follow-up of the pair's completed visit, proposed by the world's doctor (through the API, as in use). */
async function followUpProposed(server: TestServer, world: World): Promise<Extra> {
  const answer = await server.api('/follow-ups', {
    method: 'POST',
    token: world.doctor.token,
    json: { visitId: world.completedAppointmentId, weeks: 1, free: true },
  });
  if (answer.status !== 201) throw new Error(`follow-up: ${answer.status} ${answer.text}`);
  return { proposalId: (answer.body.data as { id: string }).id };
}

/** A day off of the world's doctor, a week ahead. */
async function timeOffOfDoctor(server: TestServer, world: World): Promise<Extra> {
  const added = await server.api('/doctor/time-off', {
    method: 'POST',
    token: world.doctor.token,
    json: { startDate: dateAhead(7, 'UTC') },
  });
  if (added.status !== 201) throw new Error(`time off: ${added.status} ${added.text}`);
  return { timeOffId: (added.body.data as { id: string }).id };
}

const prescriptionContent = { medication: 'Amoxicillin', dosage: '500 mg', instructions: 'One capsule three times a day after meals' };

/**
 * A prescription the world's doctor wrote for the world's patient (through the API, as in use);
 * `withRenewal` also has the patient ask for its renewal.
 */
function prescriptionOf(withRenewal = false) {
  return async (server: TestServer, world: World): Promise<Extra> => {
    const written = await server.api('/prescription/create-prescription', {
      method: 'POST',
      token: world.doctor.token,
      json: { patientId: world.patient.profileId, ...prescriptionContent },
    });
    if (written.status !== 201) throw new Error(`prescription: ${written.status} ${written.text}`);
    const prescription = written.body.data as { _id: string; verificationPath: string; verificationCode: string };
    const extra: Extra = {
      prescriptionId: prescription._id,
      token: decodeURIComponent(prescription.verificationPath.replace('/verify/', '')),
      code: prescription.verificationCode,
    };
    if (withRenewal) {
      const asked = await server.api(`/prescription/${prescription._id}/renewal-requests`, {
        method: 'POST',
        token: world.patient.token,
        json: { note: 'Running out next week' },
      });
      if (asked.status !== 201) throw new Error(`renewal request: ${asked.status} ${asked.text}`);
      extra.renewalId = (asked.body.data as { _id: string })._id;
    }
    return extra;
  };
}

/** A visit of the world's pair that starts now (inside the join window, which the world's visits are not). */
async function visitNow(server: TestServer, world: World): Promise<Extra> {
  // A minute and a second before now: never on the whole hours the world's visits use.
  const startsAt = new Date(Date.now() - 61_000);
  if (startsAt.getTime() % 3_600_000 === 0) startsAt.setTime(startsAt.getTime() - 1_000);
  const visit = await insertAppointment(server, { doctorId: world.doctor.profileId, patientId: world.patient.profileId, startsAt });
  return { appointmentId: visit.id };
}

/** A video visit of the world's pair that started 20 minutes ago and its patient never joined (a no-show may be marked). */
async function visitMissed(server: TestServer, world: World): Promise<Extra> {
  // Twenty minutes and three seconds ago: never on the whole hours the world's visits use.
  const startsAt = new Date(Date.now() - 20 * 60_000 - 3_000);
  const visit = await insertAppointment(server, { doctorId: world.doctor.profileId, patientId: world.patient.profileId, startsAt });
  return { appointmentId: visit.id };
}

/** Only the patient and the doctor of the object; anyone else (an operator too) is told it does not exist. */
const PAIR: Expectation = { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200, admin: 404 };
/** Only the doctor who wrote it; a patient is refused by role, another doctor does not see it. */
/** The appointment's doctor only: its patient is refused, anyone else learns nothing. */
const SUMMARY_WRITER: Expectation = { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 403, admin: 404 };
const AUTHOR: Expectation = { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 };

/** Operators only: patients and doctors are refused by role. */
const OPERATORS: Expectation = { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403, admin: 200 };

async function licenceForm(): Promise<FormData> {
  const form = new FormData();
  form.append('licenceNumber', 'MC-12345');
  form.append('issuingAuthority', 'Medical Council of India');
  form.append('expiresOn', '2031-06-30');
  form.append('licenceDocument', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'licence.png');
  return form;
}

/** The world's pending doctor sends a licence (through the API, as in use): it waits for an operator. */
async function licenceSent(server: TestServer, world: World): Promise<Extra> {
  const response = await fetch(`${server.baseUrl}/api/v1/doctor/verification`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.pendingDoctor.token}` },
    body: await licenceForm(),
  });
  if (response.status !== 200) throw new Error(`licence: ${response.status} ${await response.text()}`);
  return {};
}

/** A paid visit of the world's pair, cancelled with its refund not made yet (the provider was down). */
async function refundOwed(server: TestServer, world: World): Promise<Extra> {
  const extra = await checkoutOf(true)(server, world);
  await markRefundOwed(server, extra.sessionId!, { amount: 150, canceledBy: 'patient' });
  return extra;
}

/** An email to the world's patient that failed for good. */
async function failedMail(server: TestServer, world: World): Promise<Extra> {
  const [row] = await server.database.db
    .insert(mailMessages)
    .values({
      userId: world.patient.userId,
      kind: 'password-reset',
      toAddress: world.patient.email,
      subject: 'Reset your password',
      html: '<p>Reset</p>',
      text: 'Reset',
      state: 'failed',
      attempts: 7,
      lastError: 'Connection refused',
      messageId: `<${Date.now()}-${Math.random()}@telehealth.local>`,
    })
    .returning({ id: mailMessages.id });
  return { mailId: row!.id };
}

export const ACCESS_MATRIX: Record<string, RouteAccess> = {
  // ---- Auth and account
  'POST /api/v1/user/register': {
    body: () => ({ name: 'New Person', email: uniqueEmail('matrix'), password: 'Fresh-pass-61' }),
    expect: { signedOut: 201, owner: 201, otherPatient: 201, otherDoctor: 201, wrongRole: 201 },
  },
  'POST /api/v1/user/login': { body: (world) => ({ email: world.patient.email, password: WORLD_PASSWORD }), expect: PUBLIC },
  'POST /api/v1/user/logout': { expect: SELF },
  'PATCH /api/v1/user/change-password': {
    body: () => ({ oldPassword: WORLD_PASSWORD, newPassword: 'Other-pass-84', confirmPassword: 'Other-pass-84' }),
    expect: SELF,
  },
  // Public by design: the answer is the same for every caller, whether or not the email has an account.
  'POST /api/v1/user/forgot-password': {
    body: (world) => ({ email: world.patient.email }),
    expect: { signedOut: 202, owner: 202, otherPatient: 202, otherDoctor: 202, wrongRole: 202 },
  },
  // A made-up token: every caller is refused alike (the link's own tests use real ones).
  'POST /api/v1/user/reset-password': {
    body: () => ({ token: 'A'.repeat(43), password: 'Fresh-pass-61', confirmPassword: 'Fresh-pass-61' }),
    expect: { signedOut: 400, owner: 400, otherPatient: 400, otherDoctor: 400, wrongRole: 400 },
  },
  'POST /api/v1/user/verify-email': {
    body: () => ({ token: 'A'.repeat(43) }),
    expect: { signedOut: 400, owner: 400, otherPatient: 400, otherDoctor: 400, wrongRole: 400 },
  },
  'POST /api/v1/user/verify-email/resend': { expect: SELF },
  'GET /api/v1/user/message-settings': { expect: SELF },
  'PUT /api/v1/user/message-settings': {
    body: () => ({ reminders: false, receipts: true, quietHours: null, timeZone: null }),
    expect: SELF,
  },
  'GET /api/v1/user/messages': { expect: SELF },
  // A made-up challenge: refused alike for everyone (second-factor.int.test.ts uses real ones).
  'POST /api/v1/user/login/second-factor': {
    body: () => ({ challenge: 'made-up', code: '123456' }),
    expect: { signedOut: 401, owner: 401, otherPatient: 401, otherDoctor: 401, wrongRole: 401 },
  },
  'GET /api/v1/user/second-factor': { expect: SELF },
  'POST /api/v1/user/second-factor/setup': { expect: SELF },
  // Without a set-up (enable) or with it off (disable), a code is refused for every signed-in caller.
  'POST /api/v1/user/second-factor/enable': {
    body: () => ({ code: '123456' }),
    expect: { ...SELF, owner: 400, otherPatient: 400, otherDoctor: 400, wrongRole: 400, admin: 400 },
  },
  'POST /api/v1/user/second-factor/disable': {
    body: () => ({ code: '123456' }),
    expect: { ...SELF, owner: 400, otherPatient: 400, otherDoctor: 400, wrongRole: 400, admin: 400 },
  },
  'GET /api/v1/user/current-user': { expect: SELF },
  'POST /api/v1/user/welcome': { expect: SELF },
  'PATCH /api/v1/user/update-account-details': { body: () => ({ name: 'Renamed Person', email: uniqueEmail('renamed') }), expect: SELF },

  // ---- Notifications
  'GET /api/v1/notifications': { expect: SELF },
  'GET /api/v1/notifications/unread-count': { expect: SELF },
  'PATCH /api/v1/notifications/read-all': { expect: SELF },
  'PATCH /api/v1/notifications/{id}/read': {
    params: (world) => ({ id: world.notificationId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 404, admin: 404 },
  },

  // ---- Doctors
  'GET /api/v1/doctor/all-doctors': { query: () => 'specialization=Cardiology', expect: SELF },
  'GET /api/v1/payment/currency': { expect: SELF },
  'GET /api/v1/doctor/profile': { owner: 'doctor', expect: DOCTORS },
  'GET /api/v1/doctor/profile/{id}': { owner: 'doctor', params: (world) => ({ id: world.doctor.profileId }), expect: SELF },
  'GET /api/v1/doctor/specialization': { query: (world) => `specialization=Cardiology&exclude=${world.doctor.profileId}`, expect: SELF },
  'GET /api/v1/doctor/available-slots-for-doctor/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.doctor.profileId }),
    query: () => `date=${dateAhead(5, 'UTC')}`,
    expect: SELF,
  },
  'GET /api/v1/doctor/{id}/reviews': { owner: 'doctor', params: (world) => ({ id: world.doctor.profileId }), expect: SELF },
  'GET /api/v1/doctor/{id}/patients': {
    owner: 'doctor',
    params: (world) => ({ id: world.doctor.profileId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'PATCH /api/v1/doctor/update': { owner: 'doctor', body: () => doctorProfile, expect: DOCTORS },
  'PATCH /api/v1/doctor/time-slots/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.doctor.profileId }),
    body: () => ({ available_time_slots: [{ day: 'Monday', times: [{ time: '09:00 AM', status: 'available' }] }] }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'PATCH /api/v1/doctor/booking-notice/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.doctor.profileId }),
    body: () => ({ bookingNoticeMinutes: 60 }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'PATCH /api/v1/doctor/toggle-status/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.doctor.profileId }),
    body: () => ({ status: 'inactive' }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/doctor/time-off': { owner: 'doctor', expect: DOCTORS },
  'GET /api/v1/doctor/time-off/conflicts': {
    owner: 'doctor',
    query: () => `startDate=${dateAhead(3, 'UTC')}&endDate=${dateAhead(4, 'UTC')}`,
    expect: DOCTORS,
  },
  'POST /api/v1/doctor/time-off': {
    owner: 'doctor',
    body: () => ({ startDate: dateAhead(5, 'UTC'), note: 'Away' }),
    expect: { ...DOCTORS, owner: 201, otherDoctor: 201 },
  },
  'DELETE /api/v1/doctor/time-off/{timeOffId}': {
    owner: 'doctor',
    setup: timeOffOfDoctor,
    params: (_world, extra) => ({ timeOffId: extra.timeOffId! }),
    // Another doctor's entry is not theirs to name: not found.
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 },
  },
  'POST /api/v1/doctor/create': {
    owner: 'newDoctor',
    form: () => imageForm({ ...doctorProfile, fees: '175', experience: '8', languages: 'English' }),
    expect: { signedOut: 401, owner: 201, otherPatient: 403, otherDoctor: 409, wrongRole: 403 },
  },
  'PATCH /api/v1/doctor/update-profile-image': { owner: 'doctor', form: () => imageForm(), expect: DOCTORS },

  // ---- Patients
  'GET /api/v1/patient/profile': { expect: PATIENTS },
  'GET /api/v1/patient/profile/{id}': {
    params: (world) => ({ id: world.patient.profileId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200, admin: 404 },
  },
  'PATCH /api/v1/patient/update': { body: () => patientProfile, expect: PATIENTS },
  'DELETE /api/v1/patient/delete-profile': { owner: 'lonePatient', expect: { ...PATIENTS, otherPatient: 409 } },
  'POST /api/v1/patient/create-profile': {
    owner: 'newPatient',
    body: () => patientProfile,
    expect: { signedOut: 401, owner: 201, otherPatient: 409, otherDoctor: 403, wrongRole: 403 },
  },
  'PATCH /api/v1/patient/update-image': { form: () => imageForm(), expect: PATIENTS },

  // ---- Follow-ups
  'GET /api/v1/follow-ups': { expect: SELF },
  'POST /api/v1/follow-ups': {
    owner: 'doctor',
    body: (world) => ({ visitId: world.completedAppointmentId, weeks: 1 }),
    // Another doctor's visit is not revealed; patients are refused by role.
    expect: { signedOut: 401, owner: 201, otherPatient: 403, otherDoctor: 404, wrongRole: 403 },
  },
  'POST /api/v1/follow-ups/{proposalId}/confirm': {
    setup: followUpProposed,
    params: (_world, extra) => ({ proposalId: extra.proposalId! }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },
  'POST /api/v1/follow-ups/{proposalId}/decline': {
    setup: followUpProposed,
    params: (_world, extra) => ({ proposalId: extra.proposalId! }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },

  // ---- Waitlist
  'GET /api/v1/waitlist': { expect: PATIENTS },
  'POST /api/v1/waitlist': {
    setup: fullDayOfDoctor,
    body: (world, extra) => ({ doctorId: world.doctor.profileId, date: extra.date }),
    expect: { signedOut: 401, owner: 201, otherPatient: 201, otherDoctor: 403, wrongRole: 403 },
  },
  'DELETE /api/v1/waitlist/{entryId}': {
    setup: waitlistEntryOfPatient,
    params: (_world, extra) => ({ entryId: extra.entryId! }),
    // Another patient's entry is not theirs to name: not found.
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },

  // ---- Payments and appointments
  'POST /api/v1/payment/create-checkout-session': {
    body: (world) =>
      checkoutBody(world.patient.userId, { doctorId: world.doctor.profileId, date: dateAhead(4, 'UTC'), time: '10:00 AM' }, 150),
    expect: { signedOut: 401, owner: 201, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  // See a doctor now: the doctor's switch (a doctor whose licence is not checked may not switch on)
  // and the patient's immediate checkout with the world's doctor, switched on by the setup.
  'GET /api/v1/doctor/available-now': { owner: 'doctor', expect: DOCTORS },
  'PUT /api/v1/doctor/available-now': {
    owner: 'doctor',
    body: () => ({ availableNow: true }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 200, wrongRole: 403, pendingDoctor: 403 },
  },
  'POST /api/v1/payment/create-immediate-checkout-session': {
    setup: async (server, world) => {
      const on = await server.api('/doctor/available-now', { method: 'PUT', token: world.doctor.token, json: { availableNow: true } });
      if (on.status !== 200) throw new Error(`available now: ${on.status} ${on.text}`);
      return {};
    },
    body: (world) => ({ doctorId: world.doctor.profileId, userId: world.patient.userId, price: 150 }),
    expect: { signedOut: 401, owner: 201, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/payment/confirm-stripe-session': {
    setup: checkoutOf(true),
    query: (_world, extra) => `session_id=${extra.sessionId}`,
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },
  'POST /api/v1/appointment': {
    setup: checkoutOf(true),
    body: (world, extra) => ({
      doctorId: world.doctor.profileId,
      date: extra.date,
      time: extra.time,
      patientId: world.patient.profileId,
      sessionId: extra.sessionId,
    }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/appointment/patient/{patientId}': {
    params: (world) => ({ patientId: world.patient.profileId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/appointment/doctor/{doctorId}': {
    owner: 'doctor',
    params: (world) => ({ doctorId: world.doctor.profileId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/appointment/{id}': {
    params: (world) => ({ id: world.upcomingAppointmentId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200, admin: 404 },
  },
  'PATCH /api/v1/appointment/cancel/{id}': {
    params: (world) => ({ id: world.upcomingAppointmentId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },
  'PATCH /api/v1/appointment/update/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.startedAppointmentId }),
    body: () => ({ status: 'completed' }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 },
  },
  'PATCH /api/v1/appointment/doctor-cancel/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.upcomingAppointmentId }),
    body: () => ({ reason: 'I am away at a conference that day' }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 },
  },
  'PATCH /api/v1/appointment/no-show/{id}': {
    owner: 'doctor',
    setup: visitMissed,
    params: (_world, extra) => ({ id: extra.appointmentId! }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 },
  },
  // Its patient and its doctor may move it; anyone else (an operator too) learns nothing.
  'PATCH /api/v1/appointment/reschedule/{id}': {
    params: (world) => ({ id: world.upcomingAppointmentId }),
    // On the half hour, five days ahead: never one of the world's visits.
    body: () => ({ date: dateAhead(5, 'UTC'), time: '03:30 PM' }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200, admin: 404 },
  },
  'POST /api/v1/appointment/reschedule-request/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.upcomingAppointmentId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 },
  },
  'POST /api/v1/appointment/{id}/review': {
    params: (world) => ({ id: world.completedAppointmentId }),
    body: () => ({ rating: 5, comment: 'Clear and kind.' }),
    expect: { signedOut: 401, owner: 201, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/appointment/{id}/calendar.ics': {
    params: (world) => ({ id: world.upcomingAppointmentId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200, admin: 404 },
  },

  // ---- Prescriptions
  'POST /api/v1/prescription/create-prescription': {
    owner: 'doctor',
    body: (world) => ({ patientId: world.patient.profileId, ...prescriptionContent }),
    // Another doctor never saw this patient, so may not prescribe for them.
    expect: { signedOut: 401, owner: 201, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/prescription/get-prescription/{id}': {
    setup: prescriptionOf(),
    params: (_world, extra) => ({ id: extra.prescriptionId! }),
    expect: PAIR,
  },
  'GET /api/v1/prescription/{id}/print': {
    setup: prescriptionOf(),
    params: (_world, extra) => ({ id: extra.prescriptionId! }),
    expect: PAIR,
  },
  'GET /api/v1/prescription/{id}/pdf': {
    setup: prescriptionOf(),
    params: (_world, extra) => ({ id: extra.prescriptionId! }),
    expect: PAIR,
  },
  'GET /api/v1/prescription/get-prescriptions-for-patient': {
    setup: prescriptionOf(),
    query: (world) => `patientId=${world.patient.profileId}`,
    // It names a patient profile: someone else's is refused, as on /appointment/patient/{patientId}.
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 200, admin: 403 },
  },
  'PATCH /api/v1/prescription/update-prescription/{id}': {
    owner: 'doctor',
    setup: prescriptionOf(),
    params: (_world, extra) => ({ id: extra.prescriptionId! }),
    body: () => ({ dosage: '250 mg' }),
    expect: AUTHOR,
  },
  'DELETE /api/v1/prescription/delete-prescription/{id}': {
    owner: 'doctor',
    setup: prescriptionOf(),
    params: (_world, extra) => ({ id: extra.prescriptionId! }),
    query: () => 'reason=Wrong%20medication',
    expect: AUTHOR,
  },
  // Everyone's own record: another patient asking about this prescription finds nothing of theirs.
  'GET /api/v1/prescription/access-history': {
    setup: prescriptionOf(),
    query: (_world, extra) => `prescriptionId=${extra.prescriptionId}`,
    expect: PATIENTS,
  },
  'POST /api/v1/prescription/{id}/renewal-requests': {
    setup: prescriptionOf(),
    params: (_world, extra) => ({ id: extra.prescriptionId! }),
    body: () => ({ note: 'Running out next week' }),
    expect: { signedOut: 401, owner: 201, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/prescription/renewal-requests': { setup: prescriptionOf(true), expect: SELF },
  'POST /api/v1/prescription/renewal-requests/{id}/approve': {
    owner: 'doctor',
    setup: prescriptionOf(true),
    params: (_world, extra) => ({ id: extra.renewalId! }),
    expect: AUTHOR,
  },
  'POST /api/v1/prescription/renewal-requests/{id}/decline': {
    owner: 'doctor',
    setup: prescriptionOf(true),
    params: (_world, extra) => ({ id: extra.renewalId! }),
    body: () => ({ reason: 'Please book a visit first' }),
    expect: AUTHOR,
  },
  // The public verification page: anyone, signed in or not (it shows no health data).
  'GET /verify/{token}': { setup: prescriptionOf(), params: (_world, extra) => ({ token: extra.token! }), expect: PUBLIC },
  'GET /verify': { setup: prescriptionOf(), query: (_world, extra) => `code=${extra.code}`, expect: PUBLIC },

  // ---- AI assistant (about the caller's own question)
  'POST /api/v1/assistant/chat': {
    body: () => ({ messages: [{ role: 'user', content: 'I have had a headache for two days' }] }),
    expect: SELF,
  },

  // ---- Consultation (the appointment's doctor and patient only)
  'GET /api/v1/consultation/{appointmentId}': { params: (world) => ({ appointmentId: world.upcomingAppointmentId }), expect: PAIR },
  'GET /api/v1/consultation/{appointmentId}/ice-servers': {
    setup: visitNow,
    params: (_world, extra) => ({ appointmentId: extra.appointmentId! }),
    expect: PAIR,
  },
  'GET /api/v1/consultation/{appointmentId}/messages': { params: (world) => ({ appointmentId: world.startedAppointmentId }), expect: PAIR },
  'GET /api/v1/consultation/{appointmentId}/notes': { params: (world) => ({ appointmentId: world.completedAppointmentId }), expect: PAIR },
  'PUT /api/v1/consultation/{appointmentId}/notes': {
    params: (world) => ({ appointmentId: world.startedAppointmentId }),
    body: () => ({ text: 'Ask about the rash' }),
    expect: PAIR,
  },
  'PUT /api/v1/consultation/{appointmentId}/visit-summary': {
    owner: 'doctor',
    params: (world) => ({ appointmentId: world.completedAppointmentId }),
    body: () => ({ text: 'Rest and fluids.' }),
    expect: SUMMARY_WRITER,
  },
  'POST /api/v1/consultation/{appointmentId}/visit-summary/publish': {
    owner: 'doctor',
    setup: async (server, world) => {
      const path = `/consultation/${world.completedAppointmentId}/visit-summary`;
      await server.api(path, { method: 'PUT', token: world.doctor.token, json: { text: 'Rest and fluids.' } });
      return {};
    },
    params: (world) => ({ appointmentId: world.completedAppointmentId }),
    expect: SUMMARY_WRITER,
  },
  'POST /api/v1/consultation/{appointmentId}/reopen': {
    owner: 'doctor',
    // The visit that started an hour ago, its session ended by mistake (the rejoin window is still open).
    setup: async (server, world) => {
      const startedAt = new Date(Date.now() - 50 * 60_000);
      await server.database.db
        .insert(consultations)
        .values({ appointmentId: world.startedAppointmentId, status: 'ended', startedAt, endedAt: new Date() });
      return {};
    },
    params: (world) => ({ appointmentId: world.startedAppointmentId }),
    expect: SUMMARY_WRITER,
  },

  // ---- Clinician verification (the doctor's side; the world's pending doctor sends a licence)
  'GET /api/v1/doctor/verification': { owner: 'pendingDoctor', expect: DOCTORS },
  'POST /api/v1/doctor/verification': {
    owner: 'pendingDoctor',
    form: licenceForm,
    // The other doctor is already verified: nothing to send.
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 409, wrongRole: 403 },
  },
  'GET /api/v1/doctor/verification/document': {
    owner: 'pendingDoctor',
    setup: licenceSent,
    // The other doctor sent none.
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403, admin: 403 },
  },

  // ---- Operations console (operators only)
  'GET /api/v1/admin/verifications': { owner: 'admin', setup: licenceSent, expect: OPERATORS },
  'GET /api/v1/admin/doctors/{id}/licence-document': {
    owner: 'admin',
    setup: licenceSent,
    params: (world) => ({ id: world.pendingDoctor.profileId }),
    expect: OPERATORS,
  },
  'POST /api/v1/admin/doctors/{id}/approve': {
    owner: 'admin',
    setup: licenceSent,
    params: (world) => ({ id: world.pendingDoctor.profileId }),
    expect: OPERATORS,
  },
  'POST /api/v1/admin/doctors/{id}/reject': {
    owner: 'admin',
    setup: licenceSent,
    params: (world) => ({ id: world.pendingDoctor.profileId }),
    body: () => ({ reason: 'The number cannot be read' }),
    expect: OPERATORS,
  },
  'POST /api/v1/admin/doctors/{id}/suspend': {
    owner: 'admin',
    params: (world) => ({ id: world.doctor.profileId }),
    body: () => ({ reason: 'Licence under review' }),
    expect: OPERATORS,
  },
  'POST /api/v1/admin/doctors/{id}/restore': {
    owner: 'admin',
    setup: async (server, world) => {
      const suspended = await server.api(`/admin/doctors/${world.doctor.profileId}/suspend`, {
        method: 'POST',
        token: world.admin.token,
        json: { reason: 'Licence under review' },
      });
      if (suspended.status !== 200) throw new Error(`suspend: ${suspended.status} ${suspended.text}`);
      return {};
    },
    params: (world) => ({ id: world.doctor.profileId }),
    expect: OPERATORS,
  },

  'GET /api/v1/admin/access-record': { owner: 'admin', query: () => 'kind=prescription-read&page=1', expect: OPERATORS },
  'GET /api/v1/admin/access-record/export': { owner: 'admin', query: () => 'from=2026-01-01', expect: OPERATORS },
  'GET /api/v1/admin/checkouts': { owner: 'admin', setup: checkoutOf(true), query: () => 'refunds=all', expect: OPERATORS },
  'POST /api/v1/admin/checkouts/{id}/retry-refund': {
    owner: 'admin',
    setup: refundOwed,
    params: (_world, extra) => ({ id: extra.sessionId! }),
    expect: OPERATORS,
  },
  'GET /api/v1/admin/mail-messages': { owner: 'admin', query: () => 'state=failed', expect: OPERATORS },
  'POST /api/v1/admin/mail-messages/{id}/retry': {
    owner: 'admin',
    setup: failedMail,
    params: (_world, extra) => ({ id: extra.mailId! }),
    expect: OPERATORS,
  },
  'GET /api/v1/admin/system-health': { owner: 'admin', expect: OPERATORS },

  // ---- Health
  'GET /health': { expect: PUBLIC },
  'GET /ready': { expect: PUBLIC },
};
