import { isCalendarDate, isValidTimeZone } from './calendar';
import { availabilitySchema, CARE_MESSAGES, doctorSearchQuerySchema, doctorStatusSchema, reviewSchema } from './care-schemas';
import { defaultWeeklyAvailability } from './care-types';
import { doctorProfileSchema, patientProfileSchema } from './schemas';

async function firstError(schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const doctor = { specialization: 'Cardiology', fees: 100, qualification: 'MD', experience: 3, about: 'x', languages: ['English'] };

describe('calendar helpers', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('2026-02-03T00:00')).toBe(false);
    expect(isCalendarDate(20260203)).toBe(false);
  });

  it('accepts IANA time zones and refuses offsets and made-up names', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
      expect(isValidTimeZone(zone)).toBe(true);
    }
    for (const zone of ['', '+05:30', 'Mars/Olympus_Mons', 'America/New York', 'x'.repeat(80), 42]) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
  });
});

describe('doctor profile time zone', () => {
  it('is optional and must be a valid IANA zone', async () => {
    expect(await firstError(doctorProfileSchema, doctor)).toBeNull();
    expect(await firstError(doctorProfileSchema, { ...doctor, timeZone: 'Asia/Kolkata' })).toBeNull();
    expect(await firstError(doctorProfileSchema, { ...doctor, timeZone: 'Nowhere/Land' })).toBe('Please choose a valid time zone');
  });

  it('accepts every searchable specialty, Dental included', async () => {
    expect(await firstError(doctorProfileSchema, { ...doctor, specialization: 'Dental' })).toBeNull();
    expect(await firstError(doctorProfileSchema, { ...doctor, specialization: 'Astrology' })).toBe('Specialization is required');
  });
});

describe('patient date of birth', () => {
  const patient = { gender: 'Female', blood_group: 'O+' };

  it('takes yyyy-MM-dd and refuses ambiguous spellings and future dates', async () => {
    expect(await firstError(patientProfileSchema, { ...patient, date_of_birth: '1990-05-01' })).toBeNull();
    expect(await firstError(patientProfileSchema, { ...patient, date_of_birth: '05/01/1990' })).toBe(
      'Date of birth must be a valid date (yyyy-MM-dd)',
    );
    expect(await firstError(patientProfileSchema, { ...patient, date_of_birth: '' })).toBe('Date of birth is required');
    expect(await firstError(patientProfileSchema, { ...patient, date_of_birth: '2999-01-01' })).toBe(
      'Date of birth cannot be in the future',
    );
  });
});

describe('weekly availability', () => {
  it('accepts the default week', async () => {
    expect(await firstError(availabilitySchema, { available_time_slots: defaultWeeklyAvailability() })).toBeNull();
  });

  it.each([
    [[{ day: 'Funday', times: [] }], CARE_MESSAGES.dayInvalid],
    [[{ day: 'Monday', times: [{ time: '08:30 AM', status: 'available' }] }], CARE_MESSAGES.timeInvalid],
    [[{ day: 'Monday', times: [{ time: '09:00 AM', status: 'free' }] }], CARE_MESSAGES.slotStatusInvalid],
    [
      [
        {
          day: 'Monday',
          times: [
            { time: '09:00 AM', status: 'available' },
            { time: '09:00 AM', status: 'booked' },
          ],
        },
      ],
      CARE_MESSAGES.timeRepeated,
    ],
    [
      [
        { day: 'Monday', times: [] },
        { day: 'Monday', times: [] },
      ],
      CARE_MESSAGES.dayRepeated,
    ],
    [[{ day: 'Monday' }], CARE_MESSAGES.timesRequired],
    ['Monday', CARE_MESSAGES.availabilityRequired],
  ])('refuses %j', async (slots, message) => {
    expect(await firstError(availabilitySchema, { available_time_slots: slots })).toBe(message);
  });

  it('refuses a missing list', async () => {
    expect(await firstError(availabilitySchema, {})).toBe(CARE_MESSAGES.availabilityRequired);
  });
});

describe('doctor status', () => {
  it('is active or inactive', async () => {
    expect(await firstError(doctorStatusSchema, { status: 'inactive' })).toBeNull();
    expect(await firstError(doctorStatusSchema, { status: 'retired' })).toBe(CARE_MESSAGES.doctorStatusInvalid);
  });
});

describe('doctor search query', () => {
  it('defaults the sort and the page and reads "All Specialties" as no filter', async () => {
    expect(await doctorSearchQuerySchema.validate({ specialization: 'All Specialties' })).toEqual({ sort: 'rating', page: 1, limit: 12 });
    expect(await doctorSearchQuerySchema.validate({ specialization: 'all', name: '' })).toEqual({ sort: 'rating', page: 1, limit: 12 });
    expect((await doctorSearchQuerySchema.validate({ specialization: 'cardiology' })).specialization).toBe('Cardiology');
  });

  it('casts query-string numbers', async () => {
    const query = await doctorSearchQuerySchema.validate({
      experience: '5',
      minRating: '4.5',
      minFee: '50',
      maxFee: '200',
      page: '2',
      limit: '50',
    });
    expect(query).toMatchObject({ experience: 5, minRating: 4.5, minFee: 50, maxFee: 200, page: 2, limit: 50 });
  });

  it.each([
    [{ specialization: 'Astrology' }, CARE_MESSAGES.specializationUnknown],
    [{ experience: 'ten' }, CARE_MESSAGES.experienceInvalid],
    [{ experience: '-1' }, CARE_MESSAGES.experienceInvalid],
    [{ minRating: '6' }, CARE_MESSAGES.minRatingInvalid],
    [{ minFee: '1.5' }, CARE_MESSAGES.minFeeInvalid],
    [{ minFee: '300', maxFee: '100' }, CARE_MESSAGES.feeRangeInvalid],
    [{ date: '2026-02-30' }, CARE_MESSAGES.dateInvalid],
    [{ sort: 'name' }, CARE_MESSAGES.sortInvalid],
    [{ page: '0' }, CARE_MESSAGES.pageInvalid],
    [{ limit: '51' }, CARE_MESSAGES.searchLimitInvalid],
    [{ name: 'x'.repeat(101) }, CARE_MESSAGES.nameTooLong],
  ])('refuses %j', async (query, message) => {
    expect(await firstError(doctorSearchQuerySchema, query)).toBe(message);
  });
});

describe('review', () => {
  it('takes one to five whole stars', async () => {
    expect(await firstError(reviewSchema, { rating: 5, comment: 'Great' })).toBeNull();
    for (const rating of [0, 6, 4.5, 'x']) expect(await firstError(reviewSchema, { rating })).toBe(CARE_MESSAGES.ratingInvalid);
  });
});
