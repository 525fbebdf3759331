import { getInitials } from './get-initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('Mary Ann Evans')).toBe('ME');
  });

  it('gives one initial for a single name, upper-cased', () => {
    expect(getInitials('plato')).toBe('P');
  });

  it('ignores extra whitespace', () => {
    expect(getInitials('  grace   hopper ')).toBe('GH');
  });

  it('is safe for empty and missing names', () => {
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
    expect(getInitials(undefined)).toBe('');
    expect(getInitials(null)).toBe('');
  });
});
