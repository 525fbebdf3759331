import { API_MESSAGES } from '@telehealth/shared-api/core';
import { createDoctor, createPatient, sendForm, validDoctorProfile, validPatientProfile } from '../../test/support/care-fixtures';
import { databases, registerUser, startTestServer, uniqueEmail, type ApiAnswer, type TestServer } from '../../test/support/test-server';

/** A 4xx in the error envelope whose message names `field`. */
function expectRefused(answer: ApiAnswer, field: string | RegExp): void {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toMatchObject({ success: false, statusCode: answer.status });
  expect(answer.body.message).toMatch(field);
}

describe.each(databases())('bad input on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('a NUL character (PostgreSQL cannot store one)', () => {
    it('is refused in a JSON text field, naming it, and nothing is written', async () => {
      const email = uniqueEmail('nul');
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Nul\u0000Person', email, password: 'a-good-pass-1', role: 'patient' },
      });
      expectRefused(answer, /\bname\b/);
      const login = await server.api('/user/login', { method: 'POST', json: { email, password: 'a-good-pass-1' } });
      expect(login.status).toBe(401);
    });

    it('is refused in a nested JSON field, naming its path', async () => {
      const { user, doctor } = await createDoctor(server);
      const answer = await server.api(`/doctor/time-slots/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { available_time_slots: [{ day: 'Mon\u0000day', times: [] }] },
      });
      expectRefused(answer, /available_time_slots\[0\]\.day/);
    });

    it('is refused in a JSON key', async () => {
      const user = await registerUser(server);
      const answer = await server.api('/user/update-account-details', {
        method: 'PATCH',
        token: user.token,
        json: { name: 'Kept Name', email: user.email, 'x\u0000': 1 },
      });
      expect(answer.status).toBe(400);
      expect((await server.api('/user/current-user', { token: user.token })).body.data.name).toBe(user.name);
    });

    it('is refused in a path id and in a query string', async () => {
      const user = await registerUser(server);
      expectRefused(await server.api('/appointment/abc%00def', { token: user.token }), /\bid\b/);
      expectRefused(await server.api('/doctor/all-doctors?name=Ann%00a', { token: user.token }), /\bname\b/);
    });

    it('is refused in a multipart text field, naming it, and no profile is created', async () => {
      const user = await registerUser(server, { role: 'doctor' });
      const answer = await sendForm(server, '/doctor/create', {
        token: user.token,
        fields: { ...validDoctorProfile, fees: '150', experience: '12', languages: 'English', about: 'About\u0000me' },
      });
      expectRefused(answer, /\babout\b/);
      expect((await server.api('/doctor/profile', { token: user.token })).status).toBe(404);
    });
  });

  describe('a fee that is not a whole number', () => {
    it.each([1.5, '99.99'])('refuses %p with a message naming the fee, and keeps the profile', async (fees) => {
      const { user } = await createDoctor(server);
      const answer = await server.api('/doctor/update', { method: 'PATCH', token: user.token, json: { ...validDoctorProfile, fees } });
      expectRefused(answer, /Fees/);
      expect((await server.api('/doctor/profile', { token: user.token })).body.data.fees).toBe(validDoctorProfile.fees);
    });
  });

  describe('a date of birth that is not a real date', () => {
    it.each(['1990-02-29', '2026-02-30', '0000-00-00', '0001-01-01', '1899-12-31', 0, -1, '1990-13-01'])(
      'refuses %p, naming the date of birth, and creates nothing',
      async (dateOfBirth) => {
        const user = await registerUser(server);
        const answer = await server.api('/patient/create-profile', {
          method: 'POST',
          token: user.token,
          json: { ...validPatientProfile, date_of_birth: dateOfBirth },
        });
        expectRefused(answer, /Date of birth/);
        expect((await server.api('/patient/profile', { token: user.token })).status).toBe(404);
      },
    );

    it('still takes a real leap day', async () => {
      const { user } = await createPatient(server);
      const answer = await server.api('/patient/update', {
        method: 'PATCH',
        token: user.token,
        json: { ...validPatientProfile, date_of_birth: '1992-02-29' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.date_of_birth).toBe('1992-02-29');
    });
  });

  describe('a malformed multipart body', () => {
    const send = (token: string, contentType: string, body: string) =>
      server.api('/doctor/create', { method: 'POST', token, headers: { 'content-type': contentType }, rawBody: body });

    it('without a boundary is refused with a clear 400', async () => {
      const user = await registerUser(server, { role: 'doctor' });
      const answer = await send(
        user.token,
        'multipart/form-data',
        '--x\r\nContent-Disposition: form-data; name="about"\r\n\r\nHi\r\n--x--\r\n',
      );
      expectRefused(answer, /form/i);
      expect(answer.status).toBe(400);
    });

    it('cut short is refused with a clear 400 and creates nothing', async () => {
      const user = await registerUser(server, { role: 'doctor' });
      const fields = Object.entries({ ...validDoctorProfile, languages: 'English' })
        .map(([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('');
      const answer = await send(
        user.token,
        'multipart/form-data; boundary=b0undary',
        `${fields}--b0undary\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      );
      expectRefused(answer, /form|upload/i);
      expect(answer.status).toBe(400);
      expect((await server.api('/doctor/profile', { token: user.token })).status).toBe(404);
    });
  });
  // Found by the malformed-input fuzzer (server/test/trust): yup looks fields up by plain
  // property access, so these names reached its casts as a 500.
  describe('a key named like an Object.prototype member', () => {
    const names = ['toString', 'hasOwnProperty', 'constructor', '__proto__', 'valueOf'];

    it.each(names)('in a query string (%s) is ignored like any unknown parameter', async (name) => {
      const { user, doctor } = await createDoctor(server);
      const answer = await server.api(`/doctor/${doctor._id}/reviews?${name}=1&page=1`, { token: user.token });
      expect(answer.status).toBe(200);
    });

    it('in a JSON body and inside its nested objects is ignored', async () => {
      const { user, doctor } = await createDoctor(server);
      const patient = await createPatient(server);
      const update = await server.api('/patient/update', {
        method: 'PATCH',
        token: patient.user.token,
        json: { ...validPatientProfile, toString: 1, hasOwnProperty: { valueOf: 2 }, address: '1 New Road' },
      });
      expect(update.status).toBe(200);
      expect(update.body.data.address).toBe('1 New Road');
      const slots = await server.api(`/doctor/time-slots/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: {
          available_time_slots: [{ day: 'Monday', times: [{ time: '09:00 AM', status: 'available', constructor: 'x' }], toString: 1 }],
        },
      });
      expect(slots.status).toBe(200);
    });

    it('as a multipart field name is refused with a clean 400 (the form parser guards it)', async () => {
      const form = { ...validDoctorProfile, fees: '150', experience: '12', languages: 'English' };
      const user = await registerUser(server, { role: 'doctor' });
      for (const name of names) {
        const refused = await sendForm(server, '/doctor/create', { token: user.token, fields: { ...form, [name]: 'a' } });
        expect(refused.status).toBe(400);
        expect(refused.body.success).toBe(false);
      }
      expect((await server.api('/doctor/profile', { token: user.token })).status).toBe(404);
    });
  });

  describe('input nested deeper than any request', () => {
    const deep = (inner: string) => `{"about":${'['.repeat(20_000)}${inner}${']'.repeat(20_000)}}`;

    it('is refused with a clear 400, with or without a NUL inside', async () => {
      const { user } = await createDoctor(server);
      for (const body of [deep('"x"'), deep('"\\u0000"')]) {
        const answer = await server.api('/doctor/update', {
          method: 'PATCH',
          token: user.token,
          headers: { 'content-type': 'application/json' },
          rawBody: body,
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, message: API_MESSAGES.inputTooDeep });
      }
      expect((await server.api('/doctor/profile', { token: user.token })).body.data.about).toBe(validDoctorProfile.about);
    });
  });

  it('answers a URL beyond the header size limit in the error envelope', async () => {
    const answer = await server.api(`/doctor/all-doctors?name=${'a'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ statusCode: 431, data: null, message: API_MESSAGES.headersTooLarge, success: false });
  });
});
