import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { bookAppointment, browser, checkoutBody, dateAhead, startCheckout } from '../../test/support/booking-fixtures';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';

const FEE = 55;

describe.each(databases())('one currency from CURRENCY on %s', (db) => {
  let server: TestServer;
  let doctor: DoctorFixture;
  let patient: PatientFixture;

  beforeAll(async () => {
    server = await startTestServer({ db, env: { CURRENCY: 'eur' } });
    doctor = await createDoctor(server, { fees: FEE, timeZone: 'UTC' }, 'Euro Doctor');
    patient = await createPatient(server, {}, 'Ana Payer');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names the currency beside every fee: search, profile, own profile and similar doctors', async () => {
    const search = await server.api('/doctor/all-doctors?name=Euro', { token: patient.user.token });
    expect(search.body.data.currency).toBe('EUR');
    expect(search.body.data.doctors[0]).toMatchObject({ fees: FEE, currency: 'EUR' });
    const profile = await server.api(`/doctor/profile/${doctor.doctor._id}`, { token: patient.user.token });
    expect(profile.body.data).toMatchObject({ fees: FEE, currency: 'EUR' });
    const own = await server.api('/doctor/profile', { token: doctor.user.token });
    expect(own.body.data.currency).toBe('EUR');
  });

  it('answers it to any signed-in user, for prices shown before any doctor answer', async () => {
    expect((await server.api('/payment/currency', { token: doctor.user.token })).body.data).toEqual({ currency: 'EUR' });
    expect((await server.api('/payment/currency')).status).toBe(401);
  });

  it('charges in it and writes it on the hosted checkout as Intl does: €55', async () => {
    const date = dateAhead(2, 'UTC');
    const started = await startCheckout(
      server,
      patient.user.token,
      checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date, time: '10:00 AM' }, FEE),
    );
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ amount: FEE, currency: 'eur' });
    const page = await browser(server, new URL(started.body.data.url).pathname);
    expect(page.text).toContain('Total: €55<');
    expect(page.text).toContain('Pay €55<');
    expect(page.text).not.toContain('$');
  });

  it('records the currency on the payment of a booked appointment', async () => {
    const { appointment } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date: dateAhead(3, 'UTC'),
      time: '11:00 AM',
    });
    expect(appointment.payment).toMatchObject({ amount: FEE, currency: 'eur' });
  });
});
