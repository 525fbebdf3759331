import { DEFAULT_SETTINGS, readUnsubscribeToken, sendingTime, unsubscribeToken, type MessageSettings } from './message-preferences';

const quiet = (from: string, to: string, timeZone = 'Asia/Kolkata'): MessageSettings => ({
  ...DEFAULT_SETTINGS,
  quietHours: { from, to },
  timeZone,
});
/** A UTC instant from the wall time in Kolkata (UTC+5:30). */
const kolkata = (iso: string) => new Date(new Date(`${iso}Z`).getTime() - 330 * 60_000);

describe('when an optional email may go', () => {
  it('sends account messages at once, whatever the settings', () => {
    const now = kolkata('2026-11-27T23:00');
    expect(sendingTime({ ...quiet('22:00', '07:00'), reminders: false, receipts: false }, 'account', now)).toEqual(now);
  });

  it('sends nothing of a category the user switched off', () => {
    expect(sendingTime({ ...DEFAULT_SETTINGS, reminders: false }, 'reminders', new Date())).toBeNull();
    expect(sendingTime({ ...DEFAULT_SETTINGS, receipts: false }, 'reminders', new Date())).not.toBeNull();
  });

  it.each([
    ['before quiet hours', '2026-11-27T21:59', '2026-11-27T21:59'],
    ['in the evening part', '2026-11-27T22:00', '2026-11-28T07:00'],
    ['after midnight', '2026-11-28T03:15', '2026-11-28T07:00'],
    ['at their end', '2026-11-28T07:00', '2026-11-28T07:00'],
  ])('with quiet hours 22:00–07:00 in the user zone, sends a reminder queued %s at the right time', (_case, at, expected) => {
    expect(sendingTime(quiet('22:00', '07:00'), 'reminders', kolkata(at))).toEqual(kolkata(expected));
  });

  it('handles quiet hours within one day', () => {
    expect(sendingTime(quiet('13:00', '14:30'), 'receipts', kolkata('2026-11-27T13:10'))).toEqual(kolkata('2026-11-27T14:30'));
    expect(sendingTime(quiet('13:00', '14:30'), 'receipts', kolkata('2026-11-27T15:00'))).toEqual(kolkata('2026-11-27T15:00'));
  });
});

describe('unsubscribe tokens', () => {
  const user = '3e96d018-416a-4df3-a07c-be835473b79f';
  it('names the user and the category, and only with the right secret', () => {
    const token = unsubscribeToken('secret-1', user, 'reminders');
    expect(readUnsubscribeToken('secret-1', token)).toEqual({ userId: user, category: 'reminders' });
    expect(readUnsubscribeToken('secret-2', token)).toBeNull();
    expect(readUnsubscribeToken('secret-1', token.replace('reminders', 'receipts'))).toBeNull();
    expect(readUnsubscribeToken('secret-1', 'nonsense')).toBeNull();
  });
});
