/** Saves an appointment as an iCalendar (.ics) file through the browser's download. */
import { saveFile } from '@telehealth/shared-ui';
import { appointmentsApi } from '@telehealth/shared-api';
import type { AppointmentView } from '../appointment-view';

/** 'carelink-appointment-dr-sarah-chen-2026-11-21-1030am.ics' */
export function calendarFileName(appointment: Pick<AppointmentView, 'date' | 'time' | 'doctorName'>): string {
  const slug = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const parts = [
    'carelink-appointment',
    slug(`dr ${appointment.doctorName.replace(/^dr\.?\s+/i, '')}`),
    appointment.date,
    slug(appointment.time).replace(/-/g, ''),
  ];
  return `${parts.filter(Boolean).join('-')}.ics`;
}

/** Downloads the appointment's calendar file; rejects with the server's reason. */
export async function downloadCalendarFile(appointment: AppointmentView): Promise<void> {
  saveFile(await appointmentsApi.calendarFile(appointment.id), calendarFileName(appointment), 'text/calendar');
}
