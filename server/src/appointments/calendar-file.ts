import { SLOT_MINUTES, consultationPath } from '@telehealth/shared-api/core';
import type { AppointmentRecord } from './appointment-repository';

/**
 * A small RFC 5545 writer for one VEVENT. A library (ics, ical-generator) would do the same
 * for one event; this keeps the server free of a dependency for ~40 lines and does the three
 * things that matter: UTC date-times, TEXT escaping (§3.3.11) and line folding at 75 octets
 * (§3.1), with CRLF line ends.
 */

/** 20261125T153000Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, continuation lines starting with a space; never splits a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  /** URL property (RFC 5545 §3.8.4.6): the join link. */
  url?: string;
  /** Revision of the event (RFC 5545 §3.8.7.4): a calendar replaces its copy of the UID by a higher one. */
  sequence?: number;
}

export function calendarOf(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CareLink//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * The appointment as an iCalendar file (30 minutes from its exact start, in UTC). Calendars
 * sync to other services, so it names who and when but never the reason for the visit; it
 * carries the join link instead (`origin`: the product's public origin).
 */
export function calendarFileOf(record: AppointmentRecord, now: Date, origin: string): string {
  const { appointment, doctorUser, patientUser, doctor } = record;
  const start = appointment.startsAt;
  const joinUrl = `${origin}${consultationPath(appointment.id)}`;
  const description = [
    `${appointment.consultationType} between Dr. ${doctorUser.name} (${doctor.specialization}) and ${patientUser.name}.`,
    `Booked for ${appointment.appointmentDate} at ${appointment.timeSlot} (${doctor.timeZone}).`,
    `Join: ${joinUrl}`,
  ].join('\n');
  return calendarOf({
    uid: `${appointment.id}@carelink`,
    stamp: now,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary: `${appointment.consultationType} with Dr. ${doctorUser.name}`,
    description,
    url: joinUrl,
    sequence: appointment.sequence,
    location: appointment.consultationType === 'Video Consultation' ? joinUrl : undefined,
  });
}
