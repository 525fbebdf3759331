import { PHONE_NUMBER_MESSAGE, toE164 } from './phone-number';

describe('phone numbers', () => {
  it('stores what a person types as E.164, keeping the plus and the country code', () => {
    expect(toE164('+91 98765 43210')).toBe('+919876543210');
    expect(toE164('+1 (415) 555-2671')).toBe('+14155552671');
    expect(toE164(919876543210)).toBe('+919876543210');
    expect(toE164('  ')).toBeNull();
    expect(toE164(null)).toBeNull();
  });

  it('refuses a number that is not a phone number, in everyday words', () => {
    for (const bad of ['12345', '+91 12', '+999 1234 5678', 'call me']) expect(() => toE164(bad)).toThrow(PHONE_NUMBER_MESSAGE);
  });
});
