import { TIME_SLOTS } from './constants';
import {
  accountSchema,
  changePasswordSchema,
  doctorProfileSchema,
  loginSchema,
  MESSAGES,
  patientProfileSchema,
  registerFormSchema,
} from './schemas';

async function firstError(schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('spec §5 schemas', () => {
  it('checks the login email format', async () => {
    expect(await firstError(loginSchema, { email: 'nope', password: 'x' })).toBe('Please enter a valid email address.');
    expect(await firstError(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('refuses a registration whose confirmation differs', async () => {
    const value = { name: 'Ann Lee', email: 'a@b.co', password: 'secret-one', confirmPassword: 'secret-two', role: 'patient' };
    expect(await firstError(registerFormSchema, value)).toBe('Passwords do not match');
  });

  it('refuses a role outside patient and doctor', async () => {
    const value = { name: 'Ann Lee', email: 'a@b.co', password: 'secret-one', confirmPassword: 'secret-one', role: 'admin' };
    expect(await firstError(registerFormSchema, value)).toBe('Role must be patient or doctor');
  });

  it('needs a name of two characters and sends the phone as an integer', async () => {
    expect(await firstError(accountSchema, { name: 'A', email: 'a@b.co' })).toBe('Name must be at least 2 characters.');
    const cast = await accountSchema.validate({ name: 'Ann', email: 'a@b.co', phoneNumber: ' +91 98765 43210 ' });
    expect(cast.phoneNumber).toBe('+91 98765 43210');
    expect((await accountSchema.validate({ name: 'Ann', email: 'a@b.co', phoneNumber: 919876543210 })).phoneNumber).toBe('919876543210');
    expect(await firstError(accountSchema, { name: 'Ann', email: 'a@b.co', phoneNumber: '12ab' })).toBe(
      'Phone number may contain only digits, spaces, brackets, dashes and a leading +',
    );
  });

  it('checks password length and the confirmation on change, and takes an older short current password', async () => {
    expect(await firstError(changePasswordSchema, { oldPassword: '12345', newPassword: 'abcdef1', confirmPassword: 'abcdef1' })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(
      await firstError(changePasswordSchema, { oldPassword: '', newPassword: 'kettle-blue-9', confirmPassword: 'kettle-blue-9' }),
    ).toBe('Please enter your current password');
    expect(
      await firstError(changePasswordSchema, { oldPassword: 'old12', newPassword: 'kettle-blue-9', confirmPassword: 'kettle-blue-9' }),
    ).toBeNull();
    expect(
      await firstError(changePasswordSchema, { oldPassword: '123456', newPassword: 'kettle-blue-9', confirmPassword: 'kettle-blue-8' }),
    ).toBe("Passwords don't match");
  });

  it.each([
    ['abcdef', 'Password must be at least 8 characters.'],
    ['aaaaaaaa', MESSAGES.passwordTrivial],
    ['abcdefgh', MESSAGES.passwordTrivial],
    ['abcabcabc', MESSAGES.passwordTrivial],
    ['asdfghjk!', MESSAGES.passwordTrivial],
    ['Carelink1', MESSAGES.passwordHasProductName],
  ])('refuses the new password %p in the forms with a clear message', async (password, message) => {
    const value = { name: 'Ann Lee', email: 'a@b.co', password, confirmPassword: password, role: 'patient' };
    expect(await firstError(registerFormSchema, value)).toBe(message);
    expect(await firstError(changePasswordSchema, { oldPassword: 'old-one', newPassword: password, confirmPassword: password })).toBe(
      message,
    );
  });

  it('accepts the demo password in the forms', async () => {
    const value = { name: 'Ann Lee', email: 'a@b.co', password: 'Demo@1234', confirmPassword: 'Demo@1234', role: 'patient' };
    expect(await firstError(registerFormSchema, value)).toBeNull();
  });

  it('uses the profile messages of the spec', async () => {
    expect(await firstError(patientProfileSchema, { gender: 'Male', blood_group: 'A+' })).toBe('Date of birth is required');
    expect(await firstError(patientProfileSchema, { date_of_birth: '1990-01-01', blood_group: 'A+' })).toBe('Gender is required');
    // A patient who does not know their blood group says so (issue 24); anything else is refused.
    expect(await patientProfileSchema.isValid({ date_of_birth: '1990-01-01', gender: 'Male', blood_group: 'Unknown' })).toBe(true);
    expect(await firstError(patientProfileSchema, { date_of_birth: '1990-01-01', gender: 'Male', blood_group: 'unknown' })).toBe(
      'Blood group is required',
    );
    const doctor = { specialization: 'Cardiology', fees: 'abc', qualification: 'MD', experience: 3, about: 'x', languages: ['English'] };
    expect(await firstError(doctorProfileSchema, doctor)).toBe('Fees must be a valid number');
    expect(await firstError(doctorProfileSchema, { ...doctor, fees: 100, languages: [] })).toBe('At least one language is required');
  });

  it('takes only whole fees', async () => {
    const doctor = { specialization: 'Cardiology', fees: 100, qualification: 'MD', experience: 3, about: 'x', languages: ['English'] };
    expect(await firstError(doctorProfileSchema, doctor)).toBeNull();
    expect(await firstError(doctorProfileSchema, { ...doctor, fees: 1.5 })).toBe('Fees must be a whole number');
    expect(await firstError(doctorProfileSchema, { ...doctor, fees: '99.99' })).toBe('Fees must be a whole number');
  });

  it('takes only dates of birth that exist, from 1900, written yyyy-MM-dd', async () => {
    const patient = { gender: 'Male', blood_group: 'A+' };
    for (const day of ['1990-02-29', '2026-02-30', '0000-00-00', '1990-13-01', 0, -1, '12/31/1990']) {
      expect(await firstError(patientProfileSchema, { ...patient, date_of_birth: day })).toBe(
        'Date of birth must be a valid date (yyyy-MM-dd)',
      );
    }
    expect(await firstError(patientProfileSchema, { ...patient, date_of_birth: '0001-01-01' })).toBe(
      'Date of birth is too far in the past',
    );
    const leapDay = await patientProfileSchema.validate({ ...patient, date_of_birth: '1992-02-29' });
    expect(leapDay.date_of_birth.toISOString()).toBe('1992-02-29T00:00:00.000Z');
  });

  it('lists the 18 half-hour slots from 09:00 AM to 05:30 PM', () => {
    expect(TIME_SLOTS).toHaveLength(18);
    expect(TIME_SLOTS[0]).toBe('09:00 AM');
    expect(TIME_SLOTS[6]).toBe('12:00 PM');
    expect(TIME_SLOTS[17]).toBe('05:30 PM');
  });
});
