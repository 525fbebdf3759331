import {
  API_MESSAGES,
  CARE_MESSAGES,
  defaultWeeklyAvailability,
  SOCKET_EVENTS,
  TIME_SLOTS,
  type DayAvailability,
} from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import {
  createDoctor,
  createPatient,
  insertAppointment,
  insertReviewedAppointment,
  validDoctorProfile,
} from '../../test/support/care-fixtures';
import { databases, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';
import { newSlotsMessage } from './doctor-service';

const DOCTOR_FIELDS = [
  '_id',
  'user_id',
  'name',
  'specialization',
  'profileImage',
  'experience',
  'languages',
  'fees',
  'currency',
  'qualification',
  'about',
  'status',
  'timeZone',
  'rating',
  'reviewCount',
  'createdAt',
  'updatedAt',
  'available_time_slots',
  'availabilityRevision',
  'bookingNoticeMinutes',
  // Whether the doctor switched "Available now" on (the profile's See now button).
  'availableNow',
].sort();

/** Monday only: the first `count` slots available. */
function mondayOnly(count: number): DayAvailability[] {
  return [{ day: 'Monday', times: TIME_SLOTS.slice(0, count).map((time) => ({ time, status: 'available' as const })) }];
}

describe.each(databases())('doctor profiles on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('create and read', () => {
    it('creates a profile with every field, readable by the owner and by id', async () => {
      const { user, doctor } = await createDoctor(server, {}, 'Dana Heart');
      expect(Object.keys(doctor).sort()).toEqual(DOCTOR_FIELDS);
      expect(doctor).toMatchObject({
        user_id: { _id: user.id, name: 'Dana Heart', email: user.email },
        name: 'Dana Heart',
        specialization: 'Cardiology',
        fees: 150,
        qualification: 'MD, FACC',
        experience: 12,
        about: 'Cardiologist focused on prevention.',
        languages: ['English', 'Spanish'],
        status: 'active',
        timeZone: 'America/New_York',
        profileImage: null,
        rating: null,
        reviewCount: 0,
      });
      // No stored slots: the spec's default week.
      expect(doctor.available_time_slots).toEqual(defaultWeeklyAvailability());

      const own = await server.api('/doctor/profile', { token: user.token });
      expect(own.status).toBe(200);
      expect(own.body.data).toEqual(doctor);

      const reader = await registerUser(server, { role: 'patient' });
      const byId = await server.api(`/doctor/profile/${doctor._id}`, { token: reader.token });
      expect(byId.status).toBe(200);
      expect(byId.body.data).toEqual(doctor);
    });

    it('defaults the time zone to UTC when none is chosen', async () => {
      const user = await registerUser(server, { role: 'doctor' });
      const { timeZone: _omitted, ...profile } = validDoctorProfile;
      const answer = await server.api('/doctor/create', {
        method: 'POST',
        token: user.token,
        json: { ...profile, languages: 'English, German' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.timeZone).toBe('UTC');
      expect(answer.body.data.languages).toEqual(['English', 'German']);
    });

    it('answers 404 for an unknown or malformed id, and for a doctor without a profile', async () => {
      const user = await registerUser(server, { role: 'doctor' });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
        const answer = await server.api(`/doctor/profile/${encodeURIComponent(id)}`, { token: user.token });
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('Doctor not found');
      }
      const own = await server.api('/doctor/profile', { token: user.token });
      expect(own.status).toBe(404);
      expect(own.body.message).toBe('Doctor profile not found');
    });

    it('lets only a doctor create a doctor profile, once', async () => {
      const patient = await registerUser(server, { role: 'patient' });
      const refused = await server.api('/doctor/create', { method: 'POST', token: patient.token, json: validDoctorProfile });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(API_MESSAGES.forbidden);

      const { user } = await createDoctor(server);
      const second = await server.api('/doctor/create', { method: 'POST', token: user.token, json: validDoctorProfile });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('You already have a doctor profile');
    });

    it('needs a signed-in user to read profiles', async () => {
      const { doctor } = await createDoctor(server);
      expect((await server.api(`/doctor/profile/${doctor._id}`)).status).toBe(401);
      expect((await server.api('/doctor/all-doctors')).status).toBe(401);
    });

    it.each([
      ['specialization', { specialization: '' }, 'Specialization is required'],
      ['specialization', { specialization: 'Astrology' }, 'Specialization is required'],
      ['fees', { fees: 'abc' }, 'Fees must be a valid number'],
      ['fees', { fees: -5 }, 'Fees must be a valid number'],
      ['qualification', { qualification: '  ' }, 'Qualification is required'],
      ['experience', { experience: 'ten' }, 'Experience must be a valid number'],
      ['experience', { experience: 2.5 }, 'Experience must be a valid number'],
      ['about', { about: '' }, 'About is required'],
      ['languages', { languages: [] }, 'At least one language is required'],
      ['languages', { languages: ['Klingon'] }, 'At least one language is required'],
      ['timeZone', { timeZone: 'Mars/Base' }, 'Please choose a valid time zone'],
      ['timeZone', { timeZone: '+05:30' }, 'Please choose a valid time zone'],
    ])('refuses a bad %s: %j', async (_field, change, message) => {
      const user = await registerUser(server, { role: 'doctor' });
      const answer = await server.api('/doctor/create', { method: 'POST', token: user.token, json: { ...validDoctorProfile, ...change } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, data: null, message, success: false });
      expect((await server.api('/doctor/profile', { token: user.token })).status).toBe(404);
    });
  });

  describe('update', () => {
    it('updates the own profile and keeps the zone when none is sent', async () => {
      const { user, doctor } = await createDoctor(server);
      const { timeZone: _omitted, ...profile } = validDoctorProfile;
      const answer = await server.api('/doctor/update', {
        method: 'PATCH',
        token: user.token,
        json: { ...profile, specialization: 'Dental', fees: 80, experience: 3, languages: ['Italian'] },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        _id: doctor._id,
        specialization: 'Dental',
        fees: 80,
        experience: 3,
        languages: ['Italian'],
        timeZone: 'America/New_York',
      });
      const moved = await server.api('/doctor/update', {
        method: 'PATCH',
        token: user.token,
        json: { ...validDoctorProfile, timeZone: 'Asia/Kolkata' },
      });
      expect(moved.body.data.timeZone).toBe('Asia/Kolkata');
    });

    it('follows a change of the account name', async () => {
      const { user, doctor } = await createDoctor(server, {}, 'Old Name');
      await server.api('/user/update-account-details', {
        method: 'PATCH',
        token: user.token,
        json: { name: 'New Name', email: user.email },
      });
      const answer = await server.api(`/doctor/profile/${doctor._id}`, { token: user.token });
      expect(answer.body.data.name).toBe('New Name');
      expect(answer.body.data.user_id.name).toBe('New Name');
    });

    it.each([
      [{ fees: 'lots' }, 'Fees must be a valid number'],
      [{ qualification: '' }, 'Qualification is required'],
      [{ languages: 'Elvish' }, 'At least one language is required'],
      [{ timeZone: 'Nowhere' }, 'Please choose a valid time zone'],
    ])('refuses a bad update %j and changes nothing', async (change, message) => {
      const { user, doctor } = await createDoctor(server);
      const answer = await server.api('/doctor/update', { method: 'PATCH', token: user.token, json: { ...validDoctorProfile, ...change } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect((await server.api('/doctor/profile', { token: user.token })).body.data).toEqual(doctor);
    });

    it('refuses an update by a patient or by a doctor without a profile', async () => {
      const patient = await registerUser(server, { role: 'patient' });
      expect((await server.api('/doctor/update', { method: 'PATCH', token: patient.token, json: validDoctorProfile })).status).toBe(403);
      const doctor = await registerUser(server, { role: 'doctor' });
      const answer = await server.api('/doctor/update', { method: 'PATCH', token: doctor.token, json: validDoctorProfile });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Doctor profile not found');
    });
  });

  describe('weekly slots and status', () => {
    it('replaces the weekly slots of the own profile', async () => {
      const { user, doctor } = await createDoctor(server);
      const answer = await server.api(`/doctor/time-slots/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { available_time_slots: mondayOnly(2) },
      });
      expect(answer.status).toBe(200);
      const week: DayAvailability[] = answer.body.data.available_time_slots;
      expect(week).toHaveLength(7);
      expect(week[0]!.times.filter((slot) => slot.status === 'available').map((slot) => slot.time)).toEqual(['09:00 AM', '09:30 AM']);
      expect(week.slice(1).every((day) => day.times.every((slot) => slot.status === 'booked'))).toBe(true);
      expect((await server.api('/doctor/profile', { token: user.token })).body.data.available_time_slots).toEqual(week);
    });

    it.each([
      [{ available_time_slots: [{ day: 'Someday', times: [] }] }, CARE_MESSAGES.dayInvalid],
      [{ available_time_slots: [{ day: 'Monday', times: [{ time: '08:00 AM', status: 'available' }] }] }, CARE_MESSAGES.timeInvalid],
      [{ available_time_slots: [{ day: 'Monday', times: [{ time: '09:00 AM', status: 'maybe' }] }] }, CARE_MESSAGES.slotStatusInvalid],
      [
        {
          available_time_slots: [
            { day: 'Monday', times: [] },
            { day: 'Monday', times: [] },
          ],
        },
        CARE_MESSAGES.dayRepeated,
      ],
      [{ available_time_slots: 'all week' }, CARE_MESSAGES.availabilityRequired],
      [{}, CARE_MESSAGES.availabilityRequired],
      [{ available_time_slots: [], availabilityRevision: '0' }, CARE_MESSAGES.availabilityRevisionInvalid],
      [{ available_time_slots: [], availabilityRevision: -1 }, CARE_MESSAGES.availabilityRevisionInvalid],
      [{ available_time_slots: [], availabilityRevision: 1.5 }, CARE_MESSAGES.availabilityRevisionInvalid],
    ])('refuses bad slots %j', async (body, message) => {
      const { user, doctor } = await createDoctor(server);
      const answer = await server.api(`/doctor/time-slots/${doctor._id}`, { method: 'PATCH', token: user.token, json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });

    it("refuses a save edited from an older week: 409, the stored week and the patients' inbox unchanged", async () => {
      const { user, doctor } = await createDoctor(server, {}, 'Sarah Twotabs');
      const patient = await createPatient(server);
      await insertAppointment(server, {
        doctorId: doctor._id,
        patientId: patient.profile._id,
        startsAt: new Date(Date.now() + 5 * 86_400_000),
      });
      const loaded = (await server.api('/doctor/profile', { token: user.token })).body.data;
      const save = (week: DayAvailability[], availabilityRevision: number) =>
        server.api(`/doctor/time-slots/${doctor._id}`, {
          method: 'PATCH',
          token: user.token,
          json: { available_time_slots: week, availabilityRevision },
        });
      const inbox = async () =>
        (await server.api('/notifications', { token: patient.user.token })).body.data.notifications.map(
          (n: { message: string }) => n.message,
        );

      // Tab A: Wednesday all booked.
      const withoutWednesday = defaultWeeklyAvailability().map((day) =>
        day.day === 'Wednesday' ? { ...day, times: day.times.map((slot) => ({ ...slot, status: 'booked' as const })) } : day,
      );
      const first = await save(withoutWednesday, loaded.availabilityRevision);
      expect(first.status).toBe(200);
      expect(first.body.data.availabilityRevision).toBeGreaterThan(loaded.availabilityRevision);
      const storedAfterFirst = (await server.api('/doctor/profile', { token: user.token })).body.data;
      const inboxAfterFirst = await inbox();

      // Tab B, still showing the loaded week (Wednesday open): Monday 05:30 PM off.
      const staleEdit = defaultWeeklyAvailability().map((day) =>
        day.day === 'Monday'
          ? { ...day, times: day.times.map((slot) => (slot.time === '05:30 PM' ? { ...slot, status: 'booked' as const } : slot)) }
          : day,
      );
      const second = await save(staleEdit, loaded.availabilityRevision);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(CARE_MESSAGES.availabilityChangedElsewhere);
      expect((await server.api('/doctor/profile', { token: user.token })).body.data).toEqual(storedAfterFirst);
      expect(await inbox()).toEqual(inboxAfterFirst);

      // Redone on the latest week, the save goes through.
      const redone = storedAfterFirst.available_time_slots.map((day: DayAvailability) =>
        day.day === 'Monday' ? staleEdit.find((edited) => edited.day === 'Monday')! : day,
      );
      const retried = await save(redone, storedAfterFirst.availabilityRevision);
      expect(retried.status).toBe(200);
      expect(retried.body.data.availabilityRevision).toBeGreaterThan(storedAfterFirst.availabilityRevision);
    });

    it("refuses to change another doctor's slots or status, and a patient's attempt", async () => {
      const owner = await createDoctor(server);
      const other = await createDoctor(server);
      const patient = await registerUser(server, { role: 'patient' });
      const slots = await server.api(`/doctor/time-slots/${owner.doctor._id}`, {
        method: 'PATCH',
        token: other.user.token,
        json: { available_time_slots: mondayOnly(1) },
      });
      expect(slots.status).toBe(403);
      expect(slots.body.message).toBe('You can only change your own doctor profile');
      const status = await server.api(`/doctor/toggle-status/${owner.doctor._id}`, {
        method: 'PATCH',
        token: other.user.token,
        json: { status: 'inactive' },
      });
      expect(status.status).toBe(403);
      expect(
        (
          await server.api(`/doctor/time-slots/${owner.doctor._id}`, {
            method: 'PATCH',
            token: patient.token,
            json: { available_time_slots: [] },
          })
        ).status,
      ).toBe(403);
      const unchanged = await server.api(`/doctor/profile/${owner.doctor._id}`, { token: patient.token });
      expect(unchanged.body.data).toEqual(owner.doctor);
      const unknown = await server.api('/doctor/time-slots/00000000-0000-4000-8000-000000000000', {
        method: 'PATCH',
        token: other.user.token,
        json: { available_time_slots: [] },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Doctor profile not found');
    });

    it('toggles the own status; an inactive doctor is readable but takes no bookings', async () => {
      const { user, doctor } = await createDoctor(server);
      const off = await server.api(`/doctor/toggle-status/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { status: 'inactive' },
      });
      expect(off.status).toBe(200);
      expect(off.body.data.status).toBe('inactive');
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const slots = await server.api(`/doctor/available-slots-for-doctor/${doctor._id}?date=${tomorrow}`, { token: user.token });
      expect(slots.body.data[0].times.every((slot: { status: string }) => slot.status === 'booked')).toBe(true);
      const bad = await server.api(`/doctor/toggle-status/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { status: 'on holiday' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(CARE_MESSAGES.doctorStatusInvalid);
      const on = await server.api(`/doctor/toggle-status/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { status: 'active' },
      });
      expect(on.body.data.status).toBe('active');
    });

    it('tells the patients who booked with the doctor about new slots, by notification and socket event', async () => {
      const { user, doctor } = await createDoctor(server, {}, 'Nora Slots');
      await server.api(`/doctor/time-slots/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { available_time_slots: mondayOnly(1) },
      });
      const booked = await createPatient(server);
      const alsoBooked = await createPatient(server);
      const stranger = await createPatient(server);
      for (const patient of [booked, alsoBooked]) {
        await insertAppointment(server, {
          doctorId: doctor._id,
          patientId: patient.profile._id,
          startsAt: new Date(Date.now() + 5 * 86_400_000),
        });
      }

      const sockets: Socket[] = [booked, alsoBooked, stranger].map((patient) =>
        io(server.baseUrl, {
          path: '/socket.io',
          auth: { token: patient.user.token },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        }),
      );
      try {
        await Promise.all(
          sockets.map(
            (socket) =>
              new Promise<void>((resolve, reject) => {
                socket.once('connect', () => resolve());
                socket.once('connect_error', reject);
              }),
          ),
        );
        const [bookedSocket, alsoBookedSocket, strangerSocket] = sockets as [Socket, Socket, Socket];
        const seenByStranger: unknown[] = [];
        strangerSocket.on(SOCKET_EVENTS.newDoctorSlot, (payload) => seenByStranger.push(payload));
        strangerSocket.on(SOCKET_EVENTS.notification, (payload) => seenByStranger.push(payload));
        const events = [bookedSocket, alsoBookedSocket].map(
          (socket) => new Promise<unknown>((resolve) => socket.once(SOCKET_EVENTS.newDoctorSlot, resolve)),
        );
        const pushes = [bookedSocket, alsoBookedSocket].map(
          (socket) => new Promise<unknown>((resolve) => socket.once(SOCKET_EVENTS.notification, resolve)),
        );
        const answer = await server.api(`/doctor/time-slots/${doctor._id}`, {
          method: 'PATCH',
          token: user.token,
          json: { available_time_slots: mondayOnly(4) },
        });
        expect(answer.status).toBe(200);
        expect(await Promise.all(events)).toEqual([
          { doctorName: 'Nora Slots', doctorId: doctor._id },
          { doctorName: 'Nora Slots', doctorId: doctor._id },
        ]);
        // Each patient's stored notification, as pushed: without its owner, so the same for both.
        const stored = await Promise.all(
          [booked, alsoBooked].map(
            async (patient) => (await server.api('/notifications', { token: patient.user.token })).body.data.notifications[0],
          ),
        );
        for (const [index, patient] of [booked, alsoBooked].entries()) {
          expect(stored[index]).toMatchObject({
            userId: patient.user.id,
            message: newSlotsMessage('Nora Slots'),
            type: 'appointment',
            isRead: false,
          });
        }
        const { userId: _owner, ...withoutOwner } = stored[0];
        expect(await Promise.all(pushes)).toEqual([withoutOwner, withoutOwner]);
        expect(stored[1]).toEqual({ ...withoutOwner, userId: alsoBooked.user.id });
        // One broadcast wrote every frame at once: a stranger's would have come with them.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(seenByStranger).toEqual([]);
      } finally {
        for (const socket of sockets) socket.disconnect();
      }
      const strangerInbox = await server.api('/notifications', { token: stranger.user.token });
      expect(strangerInbox.body.data.notifications.map((n: { message: string }) => n.message)).not.toContain(newSlotsMessage('Nora Slots'));

      // Taking slots away is not news.
      await server.api(`/doctor/time-slots/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { available_time_slots: mondayOnly(2) },
      });
      const after = await server.api('/notifications', { token: booked.user.token });
      expect(after.body.data.notifications.filter((n: { message: string }) => n.message === newSlotsMessage('Nora Slots'))).toHaveLength(1);
    });
  });

  describe('slots of a date', () => {
    it('answers the 18 slots of the date with their instants in the doctor zone', async () => {
      const { user, doctor } = await createDoctor(server, { timeZone: 'Asia/Kolkata' });
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const answer = await server.api(`/doctor/available-slots-for-doctor/${doctor._id}?date=${date}`, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(1);
      const [day] = answer.body.data;
      expect(day).toMatchObject({ date, timeZone: 'Asia/Kolkata' });
      expect(day.times).toHaveLength(18);
      expect(day.times[0]).toEqual({ time: '09:00 AM', status: 'available', startsAt: `${date}T03:30:00.000Z` });
    });

    it('books a slot held by an appointment', async () => {
      const { user, doctor } = await createDoctor(server, { timeZone: 'UTC' });
      const patient = await createPatient(server);
      const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
      await insertAppointment(server, {
        doctorId: doctor._id,
        patientId: patient.profile._id,
        startsAt: new Date(`${date}T10:30:00.000Z`),
      });
      const [day] = (await server.api(`/doctor/available-slots-for-doctor/${doctor._id}?date=${date}`, { token: user.token })).body.data;
      expect(day.times.filter((slot: { status: string }) => slot.status === 'booked').map((slot: { time: string }) => slot.time)).toEqual([
        '10:30 AM',
      ]);
    });

    it('answers every slot booked outside the 30-day window, and 400 for a malformed date', async () => {
      const { user, doctor } = await createDoctor(server);
      const far = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
      const answer = await server.api(`/doctor/available-slots-for-doctor/${doctor._id}?date=${far}`, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].times.every((slot: { status: string }) => slot.status === 'booked')).toBe(true);
      for (const date of ['2026-13-01', 'tomorrow', '']) {
        const bad = await server.api(`/doctor/available-slots-for-doctor/${doctor._id}?date=${date}`, { token: user.token });
        expect(bad.status).toBe(400);
      }
      expect((await server.api(`/doctor/available-slots-for-doctor/not-a-doctor?date=${far}`, { token: user.token })).status).toBe(404);
    });
  });

  it('documents every doctors and patients call in the OpenAPI document', async () => {
    const answer = await server.api('/openapi.json');
    const paths = Object.keys(answer.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/doctor/all-doctors',
        '/api/v1/doctor/profile',
        '/api/v1/doctor/profile/{id}',
        '/api/v1/doctor/specialization',
        '/api/v1/doctor/available-slots-for-doctor/{id}',
        '/api/v1/doctor/{id}/reviews',
        '/api/v1/doctor/{id}/patients',
        '/api/v1/doctor/create',
        '/api/v1/doctor/update',
        '/api/v1/doctor/update-profile-image',
        '/api/v1/doctor/time-slots/{id}',
        '/api/v1/doctor/toggle-status/{id}',
        '/api/v1/patient/create-profile',
        '/api/v1/patient/profile',
        '/api/v1/patient/profile/{id}',
        '/api/v1/patient/update',
        '/api/v1/patient/update-image',
        '/api/v1/patient/delete-profile',
      ]),
    );
    expect(Object.keys(answer.body.paths['/api/v1/doctor/create'].post.requestBody.content)).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/json']),
    );
  });

  describe('reviews and patients', () => {
    it('shows "New" (no rating) without reviews, then the real average and count, newest first', async () => {
      const { user, doctor } = await createDoctor(server);
      const empty = await server.api(`/doctor/${doctor._id}/reviews`, { token: user.token });
      expect(empty.body.data).toEqual({ reviews: [], rating: null, reviewCount: 0 });

      const ann = await createPatient(server, {}, 'Ann Reviewer');
      const bob = await createPatient(server, {}, 'Bob Reviewer');
      await insertReviewedAppointment(server, {
        doctorId: doctor._id,
        patientId: ann.profile._id,
        rating: 5,
        comment: 'Excellent',
        daysAgo: 10,
      });
      await insertReviewedAppointment(server, { doctorId: doctor._id, patientId: bob.profile._id, rating: 4, comment: 'Good', daysAgo: 2 });
      await insertReviewedAppointment(server, { doctorId: doctor._id, patientId: ann.profile._id, rating: 4, comment: 'Fine', daysAgo: 5 });

      const answer = await server.api(`/doctor/${doctor._id}/reviews`, { token: ann.user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.rating).toBe(4.3);
      expect(answer.body.data.reviewCount).toBe(3);
      expect(answer.body.data.reviews.map((r: { comment: string; patientName: string }) => [r.comment, r.patientName])).toEqual([
        ['Good', 'Bob R.'],
        ['Fine', 'Ann R.'],
        ['Excellent', 'Ann R.'],
      ]);
      expect(JSON.stringify(answer.body)).not.toContain('Reviewer');
      const paged = await server.api(`/doctor/${doctor._id}/reviews?limit=1&page=2`, { token: ann.user.token });
      expect(paged.body.data.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Fine']);
      const profile = await server.api(`/doctor/profile/${doctor._id}`, { token: ann.user.token });
      expect(profile.body.data).toMatchObject({ rating: 4.3, reviewCount: 3 });
      expect((await server.api(`/doctor/${doctor._id}/reviews?limit=0`, { token: ann.user.token })).status).toBe(400);
    });

    it('lists the doctor its own patients only', async () => {
      const { user, doctor } = await createDoctor(server);
      const other = await createDoctor(server);
      expect((await server.api(`/doctor/${doctor._id}/patients`, { token: user.token })).body.data).toEqual([]);
      const patient = await createPatient(server, { date_of_birth: '1990-02-03', gender: 'Male' }, 'Pat Listed');
      await insertAppointment(server, {
        doctorId: doctor._id,
        patientId: patient.profile._id,
        startsAt: new Date(Date.now() + 86_400_000),
      });
      await insertAppointment(server, {
        doctorId: doctor._id,
        patientId: patient.profile._id,
        startsAt: new Date(Date.now() - 86_400_000),
        status: 'completed',
      });
      const answer = await server.api(`/doctor/${doctor._id}/patients`, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([
        {
          _id: patient.profile._id,
          user_id: { _id: patient.user.id, name: 'Pat Listed', email: patient.user.email },
          date_of_birth: '1990-02-03',
          gender: 'Male',
          profileImage: null,
        },
      ]);
      const refused = await server.api(`/doctor/${doctor._id}/patients`, { token: other.user.token });
      expect(refused.status).toBe(403);
      expect((await server.api(`/doctor/${doctor._id}/patients`, { token: patient.user.token })).status).toBe(403);
    });

    it('leaves out patients whose only appointments with the doctor were canceled, as the prescription rules do', async () => {
      const { user, doctor } = await createDoctor(server);
      const canceledOnly = await createPatient(server, {}, 'Cora Canceled');
      const scheduled = await createPatient(server, {}, 'Sam Scheduled');
      const completed = await createPatient(server, {}, 'Carl Completed');
      const day = 86_400_000;
      const appointment = (patientId: string, days: number, status: 'scheduled' | 'completed' | 'canceled') =>
        insertAppointment(server, { doctorId: doctor._id, patientId, startsAt: new Date(Date.now() + days * day), status });
      await appointment(canceledOnly.profile._id, 3, 'canceled');
      await appointment(canceledOnly.profile._id, -3, 'canceled');
      await appointment(scheduled.profile._id, 1, 'scheduled');
      await appointment(completed.profile._id, -2, 'completed');
      // A later canceled appointment neither lists nor reorders a patient.
      await appointment(completed.profile._id, 5, 'canceled');

      const answer = await server.api(`/doctor/${doctor._id}/patients`, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((p: { user_id: { name: string } }) => p.user_id.name)).toEqual(['Sam Scheduled', 'Carl Completed']);
      // Every listed patient's prescriptions are open to the doctor; the left-out one's are not.
      for (const patient of [scheduled, completed]) {
        expect(
          (await server.api(`/prescription/get-prescriptions-for-patient?patientId=${patient.profile._id}`, { token: user.token })).status,
        ).toBe(200);
      }
      expect(
        (await server.api(`/prescription/get-prescriptions-for-patient?patientId=${canceledOnly.profile._id}`, { token: user.token }))
          .status,
      ).toBe(403);
    });
  });
});
