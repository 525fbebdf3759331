import { ageInYears, ageLabel } from './patient-age';

const NOW = new Date(2026, 10, 24, 12, 0);

describe('patient age (spec §2 "Prescriptions")', () => {
  it('counts whole years, turning on the birthday itself', () => {
    expect(ageInYears('1990-11-24', NOW)).toBe(36);
    expect(ageInYears('1990-11-25', NOW)).toBe(35);
    expect(ageInYears('1990-04-12T00:00:00.000Z', NOW)).toBe(36);
  });

  it("says 'Age N/A' without a usable date of birth", () => {
    expect(ageLabel(null, NOW)).toBe('Age N/A');
    expect(ageLabel('', NOW)).toBe('Age N/A');
    expect(ageLabel('not a date', NOW)).toBe('Age N/A');
    expect(ageLabel('1990-02-30', NOW)).toBe('Age N/A');
    expect(ageLabel('2030-01-01', NOW)).toBe('Age N/A');
    expect(ageLabel('1985-02-01', NOW)).toBe('Age 41');
  });
});
