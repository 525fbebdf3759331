import { insertDoctorRow } from '../../test/support/care-fixtures';
import {
  callChild,
  childLog,
  createChildDatabase,
  insertUsers,
  rows,
  sql,
  startChildServer,
  stopChild,
  type ChildDatabase,
  type RunningProduct,
} from '../../test/support/child-server';
import { databases } from '../../test/support/test-server';

// Issue 24: a deploy restarts the server while a patient is on the card form. The reconciliation
// at start must leave a checkout whose hold is still running open, so the payment goes through.
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Deploy Patient' };
const FEE = 95;

describe.each(databases())('a checkout open across a restart, on %s', (kind) => {
  let database: ChildDatabase;
  let product: RunningProduct | undefined;

  beforeAll(async () => {
    database = await createChildDatabase(kind, 'restart');
  }, 60_000);
  afterAll(async () => {
    await stopChild(product);
    await database?.dispose();
  });

  it('can still be paid after the server restarts, and books the slot once', async () => {
    const patient = await database.run(async (db) => {
      await insertDoctorRow(db.db, { name: 'Deploy Doctor', specialization: 'Cardiologist', fees: FEE, experience: 5, timeZone: 'UTC' });
      return (await insertUsers(db, 1, 'patient'))[0]!;
    });
    product = await startChildServer(database, { label: 'restart' });
    try {
      const doctors = (await callChild(product, 'GET', '/api/v1/doctor/all-doctors?limit=5', { token: patient.token })).body.data.doctors;
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const slots = await callChild(product, 'GET', `/api/v1/doctor/available-slots-for-doctor/${doctors[0]._id}?date=${date}`, {
        token: patient.token,
      });
      const time = (slots.body.data[0].times as Array<{ time: string; status: string }>).find((slot) => slot.status === 'available')!.time;
      const created = await callChild(product, 'POST', '/api/v1/payment/create-checkout-session', {
        token: patient.token,
        json: {
          doctorId: doctors[0]._id,
          date,
          time,
          consultationType: 'Video Consultation',
          reason: 'Follow-up',
          userId: patient.id,
          doctorName: 'Deploy Doctor',
          price: FEE,
        },
      });
      expect(created.status).toBe(201);
      const { id, url } = created.body.data as { id: string; url: string };

      // The deploy: a clean stop and a new process on the same data, minutes before the hold ends.
      await stopChild(product);
      product = await startChildServer(database, { label: 'restart' });
      // Let the reconciliation at start run.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      const page = await callChild(product, 'GET', new URL(url).pathname);
      expect(page.status).toBe(200);
      expect(page.text).not.toMatch(/expired/i);
      const paid = await callChild(product, 'POST', new URL(url).pathname, { form: CARD });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/success?session_id=${encodeURIComponent(id)}`);
      const confirmed = await callChild(product, 'GET', `/api/v1/payment/confirm-stripe-session?session_id=${encodeURIComponent(id)}`, {
        token: patient.token,
      });
      expect(confirmed.body.data.status).toBe('confirmed');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- server log ---\n${childLog(product)}`, { cause: error });
    }
    await stopChild(product);
    product = undefined;
    const booked = await database.run((db) => rows<{ n: number }>(db, sql`select count(*)::int as n from appointments`));
    expect(booked[0]!.n).toBe(1);
  }, 120_000);
});
