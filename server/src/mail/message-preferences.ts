import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import { messagePreferences } from '../db/schema';

/** Account and security messages always go; the others can be switched off. */
export const OPTIONAL_CATEGORIES = ['reminders', 'receipts'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type MessageCategory = 'account' | OptionalCategory;

export interface MessageSettings {
  reminders: boolean;
  receipts: boolean;
  /** Appointment reminders by SMS too (off until the user switches them on; needs SMS configured and a phone number). */
  smsReminders: boolean;
  /** 'HH:MM'–'HH:MM' in `timeZone` during which no optional email is sent (moved to its end). */
  quietHours: { from: string; to: string } | null;
  timeZone: string | null;
}

export const DEFAULT_SETTINGS: MessageSettings = { reminders: true, receipts: true, smsReminders: false, quietHours: null, timeZone: null };

export async function readMessageSettings(db: Db, userId: string): Promise<MessageSettings> {
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    reminders: row.reminders,
    receipts: row.receipts,
    smsReminders: row.smsReminders,
    quietHours: row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
    timeZone: row.timeZone,
  };
}

export async function saveMessageSettings(db: Db, userId: string, settings: MessageSettings, now: Date): Promise<void> {
  const values = {
    reminders: settings.reminders,
    receipts: settings.receipts,
    smsReminders: settings.smsReminders,
    quietFrom: settings.quietHours?.from ?? null,
    quietTo: settings.quietHours?.to ?? null,
    timeZone: settings.timeZone,
    updatedAt: now,
  };
  await db
    .insert(messagePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: values });
}

export async function switchOff(db: Db, userId: string, category: OptionalCategory, now: Date): Promise<void> {
  const settings = await readMessageSettings(db, userId);
  await saveMessageSettings(db, userId, { ...settings, [category]: false }, now);
}

/**
 * When an optional message may go: null when the user switched its category off, else now or
 * the end of the user's quiet hours (in their zone) when now falls inside them.
 */
export function sendingTime(settings: MessageSettings, category: MessageCategory, now: Date): Date | null {
  if (category === 'account') return now;
  if (!settings[category]) return null;
  const quiet = settings.quietHours;
  if (!quiet || quiet.from === quiet.to) return now;
  const local = DateTime.fromJSDate(now, { zone: settings.timeZone ?? 'UTC' });
  const at = (hhmm: string, dayOffset = 0) => {
    const [hour, minute] = hhmm.split(':').map(Number);
    return local.startOf('day').plus({ days: dayOffset }).set({ hour, minute });
  };
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const nowMinutes = local.hour * 60 + local.minute;
  const [from, to] = [minutes(quiet.from), minutes(quiet.to)];
  if (from < to) return nowMinutes >= from && nowMinutes < to ? at(quiet.to).toJSDate() : now;
  // Over midnight (22:00–07:00): quiet in the evening until tomorrow's end, or in the early morning until today's.
  if (nowMinutes >= from) return at(quiet.to, 1).toJSDate();
  if (nowMinutes < to) return at(quiet.to).toJSDate();
  return now;
}

/** A signed token naming the user and the category an unsubscribe link switches off. */
export function unsubscribeToken(secret: string, userId: string, category: OptionalCategory): string {
  const payload = `${userId}.${category}`;
  return `${payload}.${createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; category: OptionalCategory } | null {
  const match = /^([0-9a-f-]{36})\.(reminders|receipts)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(unsubscribeToken(secret, match[1]!, match[2] as OptionalCategory).split('.')[2]!);
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: match[1]!, category: match[2] as OptionalCategory };
}
