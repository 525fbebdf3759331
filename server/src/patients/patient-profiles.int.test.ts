import { API_MESSAGES } from '@telehealth/shared-api/core';
import { createDoctor, createPatient, insertAppointment, validPatientProfile } from '../../test/support/care-fixtures';
import { databases, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';

const PROFILE_FIELDS = [
  '_id',
  'user_id',
  'date_of_birth',
  'gender',
  'blood_group',
  'address',
  'About',
  'emergency_contact',
  'profileImage',
  'createdAt',
  'updatedAt',
].sort();

describe.each(databases())('patient profiles on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a profile with every field and reads it back', async () => {
    const { user, profile } = await createPatient(server, {}, 'Paula Patient');
    expect(Object.keys(profile).sort()).toEqual(PROFILE_FIELDS);
    expect(profile).toMatchObject({
      user_id: { _id: user.id, name: 'Paula Patient', email: user.email },
      ...validPatientProfile,
      profileImage: null,
    });
    const own = await server.api('/patient/profile', { token: user.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(profile);
    const byId = await server.api(`/patient/profile/${profile._id}`, { token: user.token });
    expect(byId.body.data).toEqual(profile);
  });

  it('keeps optional fields optional', async () => {
    const user = await registerUser(server, { role: 'patient' });
    const answer = await server.api('/patient/create-profile', {
      method: 'POST',
      token: user.token,
      json: { date_of_birth: '2001-12-31', gender: 'Other', blood_group: 'AB-' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ date_of_birth: '2001-12-31', address: '', About: '', emergency_contact: '' });
  });

  it('takes "Don\'t know" (Unknown) as a blood group and answers it back', async () => {
    const user = await registerUser(server, { role: 'patient' });
    const answer = await server.api('/patient/create-profile', {
      method: 'POST',
      token: user.token,
      json: { date_of_birth: '1990-05-01', gender: 'Female', blood_group: 'Unknown' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.blood_group).toBe('Unknown');
    expect((await server.api('/patient/profile', { token: user.token })).body.data.blood_group).toBe('Unknown');
  });

  it('answers 404 "Patient profile not found" before a profile exists', async () => {
    const user = await registerUser(server, { role: 'patient' });
    const answer = await server.api('/patient/profile', { token: user.token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Patient profile not found');
  });

  it('lets only a patient create a patient profile, once', async () => {
    const doctor = await registerUser(server, { role: 'doctor' });
    const refused = await server.api('/patient/create-profile', { method: 'POST', token: doctor.token, json: validPatientProfile });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(API_MESSAGES.forbidden);
    const { user } = await createPatient(server);
    const second = await server.api('/patient/create-profile', { method: 'POST', token: user.token, json: validPatientProfile });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You already have a patient profile');
  });

  it.each([
    ['date_of_birth', { date_of_birth: '' }, 'Date of birth is required'],
    ['date_of_birth', { date_of_birth: '31/12/1990' }, 'Date of birth must be a valid date (yyyy-MM-dd)'],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, 'Date of birth cannot be in the future'],
    ['date_of_birth', { date_of_birth: '1850-01-01' }, 'Date of birth is too far in the past'],
    ['gender', { gender: '' }, 'Gender is required'],
    ['gender', { gender: 'Robot' }, 'Gender is required'],
    ['blood_group', { blood_group: 'Z+' }, 'Blood group is required'],
    ['address', { address: 501 }, 'Address must be at most 500 characters'],
    ['About', { About: 2001 }, 'About must be at most 2000 characters'],
    ['emergency_contact', { emergency_contact: 101 }, 'Emergency contact must be at most 100 characters'],
    ['gender', { gender: { nested: true } }, 'gender must be text'],
  ])('refuses a bad %s: %j', async (_field, change, message) => {
    const user = await registerUser(server, { role: 'patient' });
    // A number stands for a text of that many characters (keeps the test names short).
    const input = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [key, typeof value === 'number' ? 'x'.repeat(value) : value]),
    );
    const answer = await server.api('/patient/create-profile', {
      method: 'POST',
      token: user.token,
      json: { ...validPatientProfile, ...input },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, data: null, message, success: false });
  });

  it('updates the own profile and refuses bad input without changing it', async () => {
    const { user, profile } = await createPatient(server);
    const answer = await server.api('/patient/update', {
      method: 'PATCH',
      token: user.token,
      json: { ...validPatientProfile, blood_group: 'B-', address: '1 New Road', date_of_birth: '1988-04-13' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: profile._id, blood_group: 'B-', address: '1 New Road', date_of_birth: '1988-04-13' });
    const bad = await server.api('/patient/update', {
      method: 'PATCH',
      token: user.token,
      json: { ...validPatientProfile, gender: 'Unknown' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Gender is required');
    expect((await server.api('/patient/profile', { token: user.token })).body.data.blood_group).toBe('B-');
  });

  it('refuses an update from a doctor and from a patient without a profile', async () => {
    const doctor = await registerUser(server, { role: 'doctor' });
    expect((await server.api('/patient/update', { method: 'PATCH', token: doctor.token, json: validPatientProfile })).status).toBe(403);
    const patient = await registerUser(server, { role: 'patient' });
    const answer = await server.api('/patient/update', { method: 'PATCH', token: patient.token, json: validPatientProfile });
    expect(answer.status).toBe(404);
  });

  it('shows a profile to its patient and to a doctor they have an appointment with, and to nobody else', async () => {
    const { profile } = await createPatient(server);
    const treating = await createDoctor(server);
    const otherDoctor = await createDoctor(server);
    const otherPatient = await createPatient(server);
    await insertAppointment(server, {
      doctorId: treating.doctor._id,
      patientId: profile._id,
      startsAt: new Date(Date.now() + 2 * 86_400_000),
    });

    expect((await server.api(`/patient/profile/${profile._id}`, { token: treating.user.token })).body.data).toEqual(profile);
    for (const token of [otherDoctor.user.token, otherPatient.user.token]) {
      const answer = await server.api(`/patient/profile/${profile._id}`, { token });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Patient profile not found');
    }
    expect((await server.api('/patient/profile/not-an-id', { token: treating.user.token })).status).toBe(404);
  });

  it('deletes a profile without appointments, and refuses while appointments refer to it', async () => {
    const free = await createPatient(server);
    const deleted = await server.api('/patient/delete-profile', { method: 'DELETE', token: free.user.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ statusCode: 200, data: null, message: 'Patient profile deleted', success: true });
    expect((await server.api('/patient/profile', { token: free.user.token })).status).toBe(404);

    const booked = await createPatient(server);
    const { doctor } = await createDoctor(server);
    await insertAppointment(server, { doctorId: doctor._id, patientId: booked.profile._id, startsAt: new Date(Date.now() + 86_400_000) });
    const refused = await server.api('/patient/delete-profile', { method: 'DELETE', token: booked.user.token });
    expect(refused.status).toBe(409);
    expect((await server.api('/patient/profile', { token: booked.user.token })).status).toBe(200);
  });
});
