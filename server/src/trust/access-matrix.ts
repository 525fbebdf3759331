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
 * `owner: 'newPatient' | 'newDoctor'` is a user without a profile yet (for the create routes),
 * `owner: 'lonePatient'` a patient without visits.
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
import { checkoutBody, dateAhead, payInSandbox, startCheckout } from '../testing/booking-fixtures';
import { insertAppointment, smallPng } from '../testing/care-fixtures';
import { uniqueEmail, type TestServer } from '../testing/test-server';
import { WORLD_PASSWORD, type World, type WorldUser } from './access-world';

export type Actor = 'signedOut' | 'owner' | 'otherPatient' | 'otherDoctor' | 'wrongRole';
export const ACTORS: readonly Actor[] = ['signedOut', 'owner', 'otherPatient', 'otherDoctor', 'wrongRole'];

/** An exact status, per actor. */
export type Expectation = Record<Actor, number>;

export type Extra = Record<string, string>;

export interface RouteAccess {
  /** Whose object it is (default: the patient). */
  owner?: 'patient' | 'doctor' | 'newPatient' | 'newDoctor' | 'lonePatient';
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
const SELF: Expectation = { signedOut: 401, owner: 200, otherPatient: 200, otherDoctor: 200, wrongRole: 200 };
const PUBLIC: Expectation = { signedOut: 200, owner: 200, otherPatient: 200, otherDoctor: 200, wrongRole: 200 };
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

/** A checkout of the world's patient with its doctor, three days ahead; `paid` pays it at the sandbox. */
function checkoutOf(paid: boolean) {
  return async (server: TestServer, world: World): Promise<Extra> => {
    const slot = { doctorId: world.doctor.profileId, date: dateAhead(3, 'UTC'), time: '02:00 PM' };
    const started = await startCheckout(server, world.patient.token, checkoutBody(world.patient.userId, slot, 150));
    if (started.status !== 201) throw new Error(`checkout: ${started.status} ${started.text}`);
    if (paid) await payInSandbox(server, started.body.data.id);
    return { sessionId: started.body.data.id, date: slot.date, time: slot.time };
  };
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

/** Only the patient and the doctor of the object; anyone else is told it does not exist. */
const PAIR: Expectation = { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200 };
/** Only the doctor who wrote it; a patient is refused by role, another doctor does not see it. */
const AUTHOR: Expectation = { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 404, wrongRole: 403 };

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
  'GET /api/v1/user/current-user': { expect: SELF },
  'PATCH /api/v1/user/update-account-details': { body: () => ({ name: 'Renamed Person', email: uniqueEmail('renamed') }), expect: SELF },

  // ---- Notifications
  'GET /api/v1/notifications': { expect: SELF },
  'GET /api/v1/notifications/unread-count': { expect: SELF },
  'PATCH /api/v1/notifications/read-all': { expect: SELF },
  'PATCH /api/v1/notifications/{id}/read': {
    params: (world) => ({ id: world.notificationId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 404 },
  },

  // ---- Doctors
  'GET /api/v1/doctor/all-doctors': { query: () => 'specialization=Cardiology', expect: SELF },
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
  'PATCH /api/v1/doctor/toggle-status/{id}': {
    owner: 'doctor',
    params: (world) => ({ id: world.doctor.profileId }),
    body: () => ({ status: 'inactive' }),
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 403 },
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
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200 },
  },
  'PATCH /api/v1/patient/update': { body: () => patientProfile, expect: PATIENTS },
  'DELETE /api/v1/patient/delete-profile': { owner: 'lonePatient', expect: { ...PATIENTS, otherPatient: 409 } },
  'POST /api/v1/patient/create-profile': {
    owner: 'newPatient',
    body: () => patientProfile,
    expect: { signedOut: 401, owner: 201, otherPatient: 409, otherDoctor: 403, wrongRole: 403 },
  },
  'PATCH /api/v1/patient/update-image': { form: () => imageForm(), expect: PATIENTS },

  // ---- Payments and appointments
  'POST /api/v1/payment/create-checkout-session': {
    body: (world) =>
      checkoutBody(world.patient.userId, { doctorId: world.doctor.profileId, date: dateAhead(4, 'UTC'), time: '10:00 AM' }, 150),
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
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200 },
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
  'POST /api/v1/appointment/{id}/review': {
    params: (world) => ({ id: world.completedAppointmentId }),
    body: () => ({ rating: 5, comment: 'Clear and kind.' }),
    expect: { signedOut: 401, owner: 201, otherPatient: 404, otherDoctor: 403, wrongRole: 403 },
  },
  'GET /api/v1/appointment/{id}/calendar.ics': {
    params: (world) => ({ id: world.upcomingAppointmentId }),
    expect: { signedOut: 401, owner: 200, otherPatient: 404, otherDoctor: 404, wrongRole: 200 },
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
    expect: { signedOut: 401, owner: 200, otherPatient: 403, otherDoctor: 403, wrongRole: 200 },
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

  // ---- Health
  'GET /health': { expect: PUBLIC },
  'GET /ready': { expect: PUBLIC },
};
