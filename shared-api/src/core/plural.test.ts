import { formatCount, pluralNoun } from './plural';

describe('counts follow the plural rules (Intl.PluralRules)', () => {
  const refills = { one: 'refill', other: 'refills' };

  it('says "1 refill", never "1 refills"', () => {
    expect(formatCount(1, refills)).toBe('1 refill');
  });

  it('uses the plural for zero, several and fractions', () => {
    expect(formatCount(0, refills)).toBe('0 refills');
    expect(formatCount(3, refills)).toBe('3 refills');
    expect(pluralNoun(1.5, refills)).toBe('refills');
  });
});
