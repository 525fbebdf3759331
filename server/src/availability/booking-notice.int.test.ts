import { bookingNoticeRefusal, DEFAULT_BOOKING_NOTICE_MINUTES, type DateAvailability } from '@telehealth/shared-api/core';
import { createDoctor, createPatient, validDoctorProfile, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { bookAppointment, checkoutBody, startCheckout } from '../../test/support/booking-fixtures';
import { createTestClock, databases, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';

const DAY_MS = 86_400_000;
// Tomorrow (UTC) at 09:10: the doctor (in UTC) has had one slot start today, 09:00 AM.
const TODAY = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS).toISOString().slice(0, 10);
const NOW = new Date(`${TODAY}T09:10:00.000Z`);

describe.each(databases())("a doctor's minimum booking notice, on %s", (db) => {
  let server: TestServer;
  let doctor: DoctorFixture;
  let patient: PatientFixture;

  beforeAll(async () => {
    server = await startTestServer({
      db,
      clock: createTestClock(NOW),
      env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' },
    });
    doctor = await createDoctor(server, { fees: 200, timeZone: 'UTC' }, 'Noor Haddad', { bookingNoticeMinutes: 120 });
    patient = await createPatient(server, {}, 'Sam Lee');
  });
  afterAll(async () => {
    await server?.close();
  });

  const slotsOf = async (date: string): Promise<Record<string, string>> => {
    const answer = await server.api(`/doctor/available-slots-for-doctor/${doctor.doctor._id}?date=${date}`, { token: patient.user.token });
    return Object.fromEntries((answer.body.data[0] as DateAvailability).times.map((slot) => [slot.time, slot.status]));
  };
  const checkout = (time: string) =>
    startCheckout(server, patient.user.token, checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date: TODAY, time }, 200));
  const setNotice = (minutes: number) =>
    server.api(`/doctor/booking-notice/${doctor.doctor._id}`, {
      method: 'PATCH',
      token: doctor.user.token,
      json: { bookingNoticeMinutes: minutes },
    });
  const found = async (): Promise<boolean> => {
    const answer = await server.api(`/doctor/all-doctors?name=Noor%20Haddad&date=${TODAY}`, { token: patient.user.token });
    return (answer.body.data.doctors as Array<{ _id: string }>).some((found) => found._id === doctor.doctor._id);
  };

  it('starts at one hour for a new profile', async () => {
    const user = await registerUser(server, { role: 'doctor', name: 'New Doctor' });
    const created = await server.api('/doctor/create', { method: 'POST', token: user.token, json: validDoctorProfile });
    expect(created.status).toBe(201);
    expect(created.body.data.bookingNoticeMinutes).toBe(DEFAULT_BOOKING_NOTICE_MINUTES);
    expect(DEFAULT_BOOKING_NOTICE_MINUTES).toBe(60);
  });

  it('offers neither past slots nor those inside the notice, and offers the rest', async () => {
    const slots = await slotsOf(TODAY);
    expect(slots['09:00 AM']).toBe('booked');
    for (const time of ['09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']) expect(slots[time]).toBe('booked');
    expect(slots['11:30 AM']).toBe('available');
  });

  it('refuses a checkout inside the notice with a clear message, and takes one after it', async () => {
    const refused = await checkout('10:30 AM');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(bookingNoticeRefusal(120));
    expect(refused.body.message).toBe('This doctor needs at least 2 hours notice before a visit. Please choose a later time.');
    expect((await checkout('12:00 PM')).status).toBe(201);
  });

  it('refuses to move a visit inside the notice and changes nothing', async () => {
    const { appointment } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date: TODAY,
      time: '03:00 PM',
    });
    const moved = await server.api(`/appointment/reschedule/${appointment._id}`, {
      method: 'PATCH',
      token: doctor.user.token,
      json: { date: TODAY, time: '11:00 AM' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(bookingNoticeRefusal(120));
    const after = await server.api(`/appointment/${appointment._id}`, { token: patient.user.token });
    expect(after.body.data).toMatchObject({ timeSlot: '03:00 PM', status: 'scheduled' });
  });

  it('is set by the doctor, honoured by search at once, and refuses a value it does not offer', async () => {
    expect(await found()).toBe(true);
    const oneDay = await setNotice(1440);
    expect(oneDay.status).toBe(200);
    expect(oneDay.body.data.bookingNoticeMinutes).toBe(1440);
    expect(await found()).toBe(false);
    expect(Object.values(await slotsOf(TODAY)).every((status) => status === 'booked')).toBe(true);

    const bad = await setNotice(45);
    expect(bad.status).toBe(400);
    expect((await server.api(`/doctor/profile/${doctor.doctor._id}`, { token: patient.user.token })).body.data.bookingNoticeMinutes).toBe(
      1440,
    );

    expect((await setNotice(0)).status).toBe(200);
    expect(await found()).toBe(true);
    expect((await slotsOf(TODAY))['09:30 AM']).toBe('available');
  });
});
