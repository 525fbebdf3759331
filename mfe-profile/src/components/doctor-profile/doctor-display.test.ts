import { formatExperience, formatFee, statusLabel } from './doctor-display';
import { browserTimeZone, currentZoneName, formatTimeZone, timeZoneGroups } from './time-zones';

describe('doctor profile display', () => {
  it('shows the fee in the currency the server charges, the default fee when none is stored', () => {
    expect(formatFee(500, 'USD')).toBe('$500');
    expect(formatFee(1500, 'USD')).toBe('$1,500');
    expect(formatFee(499.5, 'USD')).toBe('$499.50');
    expect(formatFee(null, 'EUR')).toBe('€500');
  });

  it('says years of experience and the status in words', () => {
    expect(formatExperience(1)).toBe('1 year');
    expect(formatExperience(0)).toBe('0 years');
    expect(formatExperience(12)).toBe('12 years');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('inactive')).toBe('Inactive');
    expect(statusLabel('suspended')).toBe('Inactive');
  });
});

describe('time zones', () => {
  const january = new Date('2026-01-15T12:00:00Z');

  it('names a zone with its offset at a given time', () => {
    expect(formatTimeZone('America/New_York', january)).toBe('America/New York (GMT-5)');
    expect(formatTimeZone('Asia/Kolkata', january)).toBe('Asia/Kolkata (GMT+5:30)');
    expect(formatTimeZone('Not/A_Zone', january)).toBe('Not/A Zone');
  });

  it('uses the current names of renamed zones', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris');
    expect(browserTimeZone()).toBe(currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it('groups every zone by region, UTC included, and keeps a stored zone the list lacks', () => {
    const groups = timeZoneGroups();
    const values = groups.flatMap((group) => group.zones.map((zone) => zone.value));
    expect(values).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires', 'UTC']));
    expect(values).not.toContain('Asia/Calcutta');
    expect(
      groups.find((group) => group.region === 'America')?.zones.find((zone) => zone.value === 'America/Argentina/Buenos_Aires')?.label,
    ).toMatch(/^Buenos Aires, Argentina \(GMT-3\)$/);
    expect(groups.at(-1)?.region).toBe('Other');

    const withStored = timeZoneGroups(['Asia/Calcutta']);
    expect(withStored[0]).toEqual({
      region: 'Your time zone',
      zones: [{ value: 'Asia/Calcutta', label: expect.stringMatching(/^Asia\/Calcutta/) }],
    });
  });
});
