import { SlotClaims } from './slot-claims';

const SLOT = 'doctor-1|2026-12-01|10:00 AM';
const STARTS_AT = new Date('2026-12-01T15:00:00.000Z');

describe('SlotClaims', () => {
  let nowMs: number;
  const clock = () => new Date(nowMs);
  const hold = (minutes = 15) => ({ doctorId: 'doctor-1', startsAt: STARTS_AT, expiresAt: new Date(nowMs + minutes * 60_000) });

  beforeEach(() => {
    nowMs = Date.parse('2026-11-28T12:00:00.000Z');
  });

  it('refuses every other claim while one is being made, and forgets a claim that got no hold', () => {
    const claims = new SlotClaims(true, clock);
    expect(claims.begin(SLOT, 'ada')).toBe(true);
    expect(claims.begin(SLOT, 'ben')).toBe(false);
    expect(claims.begin(SLOT, 'ada')).toBe(false);
    expect(claims.begin('doctor-1|2026-12-01|10:30 AM', 'ben')).toBe(true);
    claims.end(SLOT);
    expect(claims.begin(SLOT, 'ben')).toBe(true);
  });

  it('refuses others while the hold lasts, but lets its own patient start again (Back, then Book again)', () => {
    const claims = new SlotClaims(true, clock);
    claims.begin(SLOT, 'ada');
    claims.end(SLOT, hold());
    expect(claims.begin(SLOT, 'ben')).toBe(false);
    expect(claims.begin(SLOT, 'ada')).toBe(true);
    claims.end(SLOT, hold());
    expect(claims.begin(SLOT, 'ben')).toBe(false);
  });

  it('says whether it would refuse a claim without changing what it knows', () => {
    const claims = new SlotClaims(true, clock);
    expect(claims.refuses(SLOT, 'ben')).toBe(false);
    claims.begin(SLOT, 'ada');
    expect(claims.refuses(SLOT, 'ben')).toBe(true);
    claims.end(SLOT, hold());
    expect(claims.refuses(SLOT, 'ben')).toBe(true);
    expect(claims.refuses(SLOT, 'ada')).toBe(false);
    expect(claims.size).toBe(1);
    expect(claims.begin(SLOT, 'ben')).toBe(false);
    nowMs += 15 * 60_000;
    expect(claims.refuses(SLOT, 'ben')).toBe(false);
    expect(new SlotClaims(false, clock).refuses(SLOT, 'ben')).toBe(false);
  });

  it('lets others claim once the hold has lapsed', () => {
    const claims = new SlotClaims(true, clock);
    claims.begin(SLOT, 'ada');
    claims.end(SLOT, hold(10));
    nowMs += 10 * 60_000;
    expect(claims.begin(SLOT, 'ben')).toBe(true);
  });

  it('forgets a hold when its slot changes, and only that slot of that doctor', () => {
    const claims = new SlotClaims(true, clock);
    claims.begin(SLOT, 'ada');
    claims.end(SLOT, hold());
    claims.slotsChanged('doctor-2', [STARTS_AT.toISOString()]);
    claims.slotsChanged('doctor-1', ['2026-12-01T15:30:00.000Z']);
    expect(claims.begin(SLOT, 'ben')).toBe(false);
    claims.slotsChanged('doctor-1', ['2026-12-01T15:30:00.000Z', STARTS_AT.toISOString()]);
    expect(claims.size).toBe(0);
    expect(claims.begin(SLOT, 'ben')).toBe(true);
  });

  it('does not forget a claim still being made when its slot changes (the claim itself publishes the change)', () => {
    const claims = new SlotClaims(true, clock);
    claims.begin(SLOT, 'ada');
    claims.slotsChanged('doctor-1', [STARTS_AT.toISOString()]);
    expect(claims.begin(SLOT, 'ben')).toBe(false);
  });

  it('sweeps out lapsed holds once it knows many slots', () => {
    const claims = new SlotClaims(true, clock);
    for (let index = 0; index <= 10_000; index += 1) {
      const key = `doctor-1|day-${index}`;
      claims.begin(key, 'ada');
      claims.end(key, { doctorId: 'doctor-1', startsAt: new Date(STARTS_AT.getTime() + index * 60_000), expiresAt: new Date(nowMs + 1) });
    }
    nowMs += 2;
    claims.begin('doctor-1|last', 'ada');
    claims.end('doctor-1|last', hold());
    expect(claims.size).toBe(1);
  });

  it('knows nothing when switched off: every claim goes to the database', () => {
    const claims = new SlotClaims(false, clock);
    expect(claims.begin(SLOT, 'ada')).toBe(true);
    claims.end(SLOT, hold());
    expect(claims.begin(SLOT, 'ben')).toBe(true);
    expect(claims.size).toBe(0);
  });
});
