import { DateTime } from 'luxon';
import { PRODUCT_NAME } from '../http/html-page';

/**
 * The text of an SMS reminder. A text shows on a lock screen and may be read by anyone holding
 * the phone: it says when and how to join, and nothing about health (no specialty, no reason,
 * not even the doctor's name, which can hint at one). It ends with how to stop them: Twilio
 * blocks a number that replies STOP, and the sender then switches that user's SMS off.
 */
export function smsReminderText(input: { lead: '24h' | '1h'; startsAt: Date; zone: string; joinUrl: string }): string {
  const local = DateTime.fromJSDate(input.startsAt, { zone: input.zone });
  const time = local.toFormat('h:mm a');
  const when = input.lead === '24h' ? `tomorrow (${local.toFormat('ccc d LLL')}) at ${time}` : `in one hour, at ${time}`;
  return `${PRODUCT_NAME} reminder: your video appointment is ${when} (${input.zone}). Open the app to join: ${input.joinUrl} Reply STOP to stop these texts.`;
}
