/**
 * Which slot to book for a consultation the journeys can join at once (spec §9: the room opens
 * 15 minutes before the slot). Slot times are fixed (18 half-hour slots from 09:00 AM local,
 * spec §9) and checkout only sells slots still ahead, so the only free choice is the doctor's
 * time zone: in whole-hour zones slots start on :00 and :30 UTC, in the three :45 zones
 * (Kathmandu, Eucla, Chatham) on :15 and :45. Every UTC hour is covered on :00/:30, but the :45
 * zones' office hours leave :15/:45 uncovered from about 12:15 to 18:45 UTC (to 19:45 in the
 * northern summer), so then the soonest slot can open up to 15 minutes after `now`; no IANA
 * zone does better (server/test/support/e2e-joinable-slot.test.ts checks every quarter hour).
 */
// Pure and self-contained: the call benchmark and a server unit test import it too.

const MINUTE_MS = 60_000;
/** Spec §9: the room opens this long before the slot. */
export const JOIN_OPENS_BEFORE_MS = 15 * MINUTE_MS;
/** Sign-up, profile and checkout take seconds: a slot starting sooner could be gone by then. */
export const BOOKING_LEAD_MS = MINUTE_MS;

const WHOLE_HOUR_ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((hours) =>
  hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`,
);
const QUARTER_HOUR_ZONES = ['Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham'];
/** Every UTC offset a slot can fall on: one zone per whole hour (UTC−12 to UTC+14), and the :45 zones. */
export const CANDIDATE_ZONES: readonly string[] = [...WHOLE_HOUR_ZONES, ...QUARTER_HOUR_ZONES];
/** Local start minutes of the 18 slots: 09:00 AM to 05:30 PM. */
const SLOT_MINUTES = Array.from({ length: 18 }, (_, i) => 9 * 60 + i * 30);

function slotLabel(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 > 12 ? h24 - 12 : h24;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h24 >= 12 ? 'PM' : 'AM'}`;
}

export interface SlotChoice {
  /** The doctor's time zone. */
  timeZone: string;
  /** yyyy-MM-dd and the slot label ('02:30 PM') in that zone, as checkout takes them. */
  date: string;
  time: string;
  /** Epoch milliseconds of the slot's start. */
  startsAt: number;
  /** When its room opens: `now` or later. */
  joinableAt: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function localParts(timeZone: string, at: number): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
}

/**
 * The slot starting soonest, at least `BOOKING_LEAD_MS` after `now`, on the doctor's today in
 * any candidate zone (a later local day never starts sooner: each zone's first slot of today is
 * before tomorrow's). Its room is open at once whenever some zone has a slot in the next 15
 * minutes.
 */
export function joinableSlot(now = Date.now(), zones: readonly string[] = CANDIDATE_ZONES): SlotChoice {
  let best: SlotChoice | null = null;
  for (const timeZone of zones) {
    const parts = localParts(timeZone, now);
    const localSeconds = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
    // Whole seconds: every zone's offset is, so slot starts come out exact.
    const wholeSecond = now - (now % 1000);
    for (const slot of SLOT_MINUTES) {
      const startsAt = wholeSecond + (slot * 60 - localSeconds) * 1000;
      if (startsAt - now < BOOKING_LEAD_MS) continue;
      if (!best || startsAt < best.startsAt) {
        best = {
          timeZone,
          date: `${parts.year}-${parts.month}-${parts.day}`,
          time: slotLabel(slot),
          startsAt,
          joinableAt: Math.max(now, startsAt - JOIN_OPENS_BEFORE_MS),
        };
      }
      break;
    }
  }
  if (!best) throw new Error('No slot found in any time zone');
  return best;
}
