import { eq } from 'drizzle-orm';
import { mailMessages } from '../db/schema';
import { PHONE_NUMBER_MESSAGE } from '../users/phone-number';
import { API_MESSAGES, MESSAGES } from '@telehealth/shared-api/core';
import { databases, login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

describe.each(databases())('auth API on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('POST /user/register', () => {
    it('creates a patient by default and answers a token and the user in the envelope', async () => {
      const email = uniqueEmail('Reg');
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: '  Ada Lovelace ', email: `  ${email.toUpperCase()} `, password: 'secret-pass-1' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ statusCode: 201, success: true, message: expect.any(String) });
      expect(answer.body.data.accessToken).toEqual(expect.any(String));
      expect(answer.body.data.user).toEqual({
        _id: expect.any(String),
        name: 'Ada Lovelace',
        email: email.toLowerCase(),
        role: 'patient',
        profileImage: null,
        phoneNumber: null,
        emailVerified: false,
      });
    });

    it('creates a doctor when asked', async () => {
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Dr Who', email: uniqueEmail(), password: 'secret-pass-1', role: 'doctor' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.user.role).toBe('doctor');
    });

    it('ignores unknown fields', async () => {
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Eve', email: uniqueEmail(), password: 'secret-pass-1', isAdmin: true, passwordHash: 'x', _id: 'mine' },
      });
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body.data.user).sort()).toEqual([
        '_id',
        'email',
        'emailVerified',
        'name',
        'phoneNumber',
        'profileImage',
        'role',
      ]);
      expect(answer.body.data.user._id).not.toBe('mine');
    });

    it.each([
      ['a missing email', { name: 'Bob', password: 'secret-pass-1' }, MESSAGES.emailRequired],
      ['an invalid email', { name: 'Bob', email: 'not-an-email', password: 'secret-pass-1' }, MESSAGES.emailInvalid],
      ['a short password', { name: 'Bob', email: 'bob@example.test', password: '123' }, MESSAGES.passwordMin],
      ['a missing password', { name: 'Bob', email: 'bob@example.test' }, MESSAGES.passwordRequired],
      ['a name that is too short', { name: 'B', email: 'bob@example.test', password: 'secret-pass-1' }, MESSAGES.nameMin],
      ['the role admin', { name: 'Bob', email: 'bob@example.test', password: 'secret-pass-1', role: 'admin' }, MESSAGES.roleInvalid],
    ])('refuses %s with 400 and the rule message', async (_case, body, message) => {
      const answer = await server.api('/user/register', { method: 'POST', json: body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, data: null, message, success: false });
    });

    it.each([
      ['an object as the name', { name: { first: 'Bob' }, email: 'bob@example.test', password: 'secret-pass-1' }, 'name must be text'],
      ['an array as the email', { name: 'Bob', email: ['bob@example.test'], password: 'secret-pass-1' }, 'email must be text'],
      ['a null password', { name: 'Bob', email: 'bob@example.test', password: null }, MESSAGES.passwordRequired],
    ])('refuses %s with 400, never a 500', async (_case, body, message) => {
      const answer = await server.api('/user/register', { method: 'POST', json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });

    it('treats a null role as the default role', async () => {
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Nora', email: uniqueEmail(), password: 'secret-pass-1', role: null },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.user.role).toBe('patient');
    });

    it('refuses a body that is not JSON', async () => {
      const answer = await server.api('/user/register', {
        method: 'POST',
        rawBody: '{"name": "Bob",',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, data: null, message: API_MESSAGES.invalidJson, success: false });
    });

    it('refuses a body that is not a JSON object', async () => {
      const answer = await server.api('/user/register', { method: 'POST', json: ['name', 'email'] });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(API_MESSAGES.bodyNotObject);
    });

    it('refuses a body sent as plain text with 415', async () => {
      const answer = await server.api('/user/register', { method: 'POST', rawBody: 'name=Bob', headers: { 'content-type': 'text/plain' } });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ success: false, data: null, message: API_MESSAGES.unsupportedMediaType });
    });

    it('refuses an email that is already registered, whatever its case, with 409', async () => {
      const email = uniqueEmail('dup');
      await registerUser(server, { email });
      const again = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Other', email: email.toUpperCase(), password: 'secret-pass-1' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, data: null, message: API_MESSAGES.emailTaken, success: false });
    });
  });

  describe('POST /user/login', () => {
    it('signs in with the right password, whatever the email case', async () => {
      const user = await registerUser(server);
      const answer = await login(server, user.email.toUpperCase(), user.password);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ statusCode: 200, success: true });
      expect(answer.body.data.user).toMatchObject({ _id: user.id, email: user.email });
      expect(answer.body.data.accessToken).toEqual(expect.any(String));
    });

    it('refuses a wrong password and an unknown email with the same 401 message', async () => {
      const user = await registerUser(server);
      const wrong = await login(server, user.email, 'not-the-password');
      const unknown = await login(server, uniqueEmail('ghost'), 'whatever1');
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ statusCode: 401, data: null, message: API_MESSAGES.invalidCredentials, success: false });
      }
    });

    it('refuses a missing password with 400', async () => {
      const answer = await server.api('/user/login', { method: 'POST', json: { email: 'a@example.test' } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.passwordRequired);
    });
  });

  describe('POST /user/welcome', () => {
    it('answers firstVisit true only on the first dashboard of a new user, even when two tabs ask at once', async () => {
      const user = await registerUser(server, { name: 'Ada Lovelace' });
      const first = await Promise.all([
        server.api('/user/welcome', { method: 'POST', token: user.token }),
        server.api('/user/welcome', { method: 'POST', token: user.token }),
      ]);
      expect(first.map((answer) => answer.status)).toEqual([200, 200]);
      expect(first.map((answer) => answer.body.data.firstVisit).sort()).toEqual([false, true]);
      const later = await server.api('/user/welcome', { method: 'POST', token: user.token });
      expect(later.body.data).toEqual({ firstVisit: false });
    });

    it('refuses a request without a token', async () => {
      expect((await server.api('/user/welcome', { method: 'POST' })).status).toBe(401);
    });
  });

  describe('GET /user/current-user', () => {
    it('answers the signed-in user and never a password hash', async () => {
      const user = await registerUser(server, { name: 'Grace Hopper' });
      const answer = await server.api('/user/current-user', { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        _id: user.id,
        name: 'Grace Hopper',
        email: user.email,
        role: 'patient',
        profileImage: null,
        phoneNumber: null,
        emailVerified: false,
      });
      expect(answer.text).not.toMatch(/argon2|password/i);
    });

    it('refuses a request without a token', async () => {
      const answer = await server.api('/user/current-user');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ statusCode: 401, data: null, message: API_MESSAGES.authRequired, success: false });
    });

    it('refuses a forged token', async () => {
      const user = await registerUser(server);
      const [header, payload] = user.token.split('.');
      const answer = await server.api('/user/current-user', { token: `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(API_MESSAGES.authRequired);
    });
  });

  describe('POST /user/logout', () => {
    it('revokes the session so its token is refused afterwards', async () => {
      const user = await registerUser(server);
      const other = await login(server, user.email, user.password);
      const logout = await server.api('/user/logout', { method: 'POST', token: user.token });
      expect(logout.status).toBe(200);
      expect(logout.body).toMatchObject({ statusCode: 200, data: null, success: true });

      const after = await server.api('/user/current-user', { token: user.token });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(API_MESSAGES.sessionExpired);
      // Another device's session is untouched.
      expect((await server.api('/user/current-user', { token: other.body.data.accessToken })).status).toBe(200);
    });

    it('accepts an empty JSON body', async () => {
      const user = await registerUser(server);
      const answer = await server.api('/user/logout', {
        method: 'POST',
        token: user.token,
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(200);
    });
  });

  describe('PATCH /user/update-account-details', () => {
    it('updates name, email and phone number and answers the user', async () => {
      const user = await registerUser(server);
      const newEmail = uniqueEmail('moved');
      const answer = await server.api('/user/update-account-details', {
        method: 'PATCH',
        token: user.token,
        json: { name: 'New Name', email: newEmail.toUpperCase(), phoneNumber: '+91 98765 43210' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        _id: user.id,
        name: 'New Name',
        email: newEmail,
        role: 'patient',
        profileImage: null,
        phoneNumber: '+919876543210',
        emailVerified: false,
      });
      // The new address gets its own confirmation link.
      const mails = await server.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, newEmail));
      expect(mails.map((mail) => mail.kind)).toEqual(['email-verification']);
      expect((await login(server, newEmail, user.password)).status).toBe(200);
      expect((await server.api('/user/current-user', { token: user.token })).body.data.phoneNumber).toBe('+919876543210');
    });

    it('refuses a phone number that is not a real number, and changes nothing', async () => {
      const user = await registerUser(server);
      const answer = await server.api('/user/update-account-details', {
        method: 'PATCH',
        token: user.token,
        json: { name: 'Changed Name', email: user.email, phoneNumber: '+91 12345' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(PHONE_NUMBER_MESSAGE);
      expect((await server.api('/user/current-user', { token: user.token })).body.data).toMatchObject({
        name: user.name,
        phoneNumber: null,
        emailVerified: false,
      });
    });

    it('refuses an email another account uses with 409', async () => {
      const first = await registerUser(server);
      const second = await registerUser(server);
      const answer = await server.api('/user/update-account-details', {
        method: 'PATCH',
        token: second.token,
        json: { name: 'Second', email: first.email.toUpperCase() },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(API_MESSAGES.emailTaken);
    });

    it.each([
      ['a one-letter name', { name: 'X', email: 'x@example.test' }, MESSAGES.nameMin],
      ['an invalid email', { name: 'Xavier', email: 'x@' }, MESSAGES.emailInvalid],
      ['a phone number with letters', { name: 'Xavier', email: 'x@example.test', phoneNumber: '12ab' }, MESSAGES.phoneInvalid],
    ])('refuses %s with the account rule message', async (_case, body, message) => {
      const user = await registerUser(server);
      const answer = await server.api('/user/update-account-details', { method: 'PATCH', token: user.token, json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });
  });

  describe('weak passwords at sign-up (ASVS 5.0 chapter 6)', () => {
    it.each([
      ['a common password', () => 'iloveyou', API_MESSAGES.passwordTooCommon],
      ['another common one', () => 'password', API_MESSAGES.passwordTooCommon],
      ['eight spaces', () => '        ', API_MESSAGES.passwordBlank],
      ['six letters', () => 'abcdef', MESSAGES.passwordMin],
      ['one letter repeated', () => 'aaaaaaaa', MESSAGES.passwordTrivial],
      ['a repeated group', () => 'abcabcabc', MESSAGES.passwordTrivial],
      ['a keyboard row with a digit', () => 'qwertyui1', MESSAGES.passwordTrivial],
      ["the product's name", () => 'Carelink1', MESSAGES.passwordHasProductName],
      ['the email itself', (email: string) => email, API_MESSAGES.passwordIsPersonal],
      ['the name', () => 'Weak Walter', API_MESSAGES.passwordIsPersonal],
    ])('refuses %s with a clear message and creates no account', async (_case, passwordFor, message) => {
      const email = uniqueEmail('weak');
      const password = passwordFor(email);
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Weak Walter', email, password, role: 'patient' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect((await login(server, email, password)).status).toBe(401);
    });
  });

  describe('PATCH /user/change-password', () => {
    it('checks the current password', async () => {
      const user = await registerUser(server);
      const answer = await server.api('/user/change-password', {
        method: 'PATCH',
        token: user.token,
        json: { oldPassword: 'wrong-pass', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, data: null, message: API_MESSAGES.currentPasswordIncorrect, success: false });
      expect((await server.api('/user/current-user', { token: user.token })).status).toBe(200);
    });

    it.each([
      ['a common password', 'password1', API_MESSAGES.passwordTooCommon],
      ['spaces only', '        ', API_MESSAGES.passwordBlank],
      ['a sequence', '12345678', MESSAGES.passwordTrivial],
    ])('refuses %s as the new password and keeps the old one', async (_case, newPassword, message) => {
      const user = await registerUser(server);
      const answer = await server.api('/user/change-password', {
        method: 'PATCH',
        token: user.token,
        json: { oldPassword: user.password, newPassword, confirmPassword: newPassword },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect((await login(server, user.email, user.password)).status).toBe(200);
    });

    it('refuses the account email as the new password', async () => {
      const user = await registerUser(server);
      const answer = await server.api('/user/change-password', {
        method: 'PATCH',
        token: user.token,
        json: { oldPassword: user.password, newPassword: user.email, confirmPassword: user.email },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(API_MESSAGES.passwordIsPersonal);
    });

    it('refuses a confirmation that does not match', async () => {
      const user = await registerUser(server);
      const answer = await server.api('/user/change-password', {
        method: 'PATCH',
        token: user.token,
        json: { oldPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.passwordsDontMatch);
    });

    it('signs out every other session, answers a fresh token, and swaps the passwords', async () => {
      const user = await registerUser(server);
      const otherDevice = (await login(server, user.email, user.password)).body.data.accessToken as string;

      const answer = await server.api('/user/change-password', {
        method: 'PATCH',
        token: user.token,
        json: { oldPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      });
      expect(answer.status).toBe(200);
      const fresh = answer.body.data.accessToken as string;
      expect(fresh).toEqual(expect.any(String));

      expect((await server.api('/user/current-user', { token: otherDevice })).status).toBe(401);
      expect((await server.api('/user/current-user', { token: user.token })).status).toBe(401);
      expect((await server.api('/user/current-user', { token: fresh })).status).toBe(200);

      expect((await login(server, user.email, user.password)).status).toBe(401);
      expect((await login(server, user.email, 'brand-new-1')).status).toBe(200);
    });
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const answer = await server.api('/no-such-thing', { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, data: null, message: 'Route POST /api/v1/no-such-thing not found', success: false });
  });
});
