/**
 * What the patient has filled in on the booking page, kept in sessionStorage per doctor so a
 * reload (or a trip to /profile and back) loses nothing. The chosen time belongs to one date:
 * it is only restored for the date it was chosen on.
 */
import { useCallback, useEffect, useState } from 'react';
import { CONSULTATION_TYPES, DEFAULT_CONSULTATION_TYPE } from '@telehealth/shared-api';
import type { ConsultationType } from '@telehealth/shared-api';

export interface BookingDraft {
  /** yyyy-MM-dd the time was chosen on. */
  date: string | null;
  time: string | null;
  consultationType: ConsultationType;
  reason: string;
}

const EMPTY_DRAFT: BookingDraft = { date: null, time: null, consultationType: DEFAULT_CONSULTATION_TYPE, reason: '' };

export function bookingDraftKey(doctorId: string): string {
  return `carelink.booking-draft.${doctorId}`;
}

function isConsultationType(value: unknown): value is ConsultationType {
  return (CONSULTATION_TYPES as readonly unknown[]).includes(value);
}

/** The stored draft, or an empty one when none is stored or it cannot be read. */
export function readBookingDraft(doctorId: string): BookingDraft {
  try {
    const raw = sessionStorage.getItem(bookingDraftKey(doctorId));
    if (!raw) return EMPTY_DRAFT;
    const stored = JSON.parse(raw) as Partial<Record<keyof BookingDraft, unknown>>;
    return {
      date: typeof stored.date === 'string' ? stored.date : null,
      time: typeof stored.time === 'string' ? stored.time : null,
      consultationType: isConsultationType(stored.consultationType) ? stored.consultationType : DEFAULT_CONSULTATION_TYPE,
      reason: typeof stored.reason === 'string' ? stored.reason : '',
    };
  } catch {
    // Storage disabled or a corrupt entry: start from an empty form.
    return EMPTY_DRAFT;
  }
}

function writeBookingDraft(doctorId: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(bookingDraftKey(doctorId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, it is only not kept across reloads.
  }
}

/** The booking form's own fields for `doctorId` on `date` (the date itself lives in the URL). */
export function useBookingDraft(doctorId: string, date: string) {
  const [draft, setDraft] = useState<BookingDraft>(() => readBookingDraft(doctorId));

  useEffect(() => writeBookingDraft(doctorId, draft), [doctorId, draft]);

  const setTime = useCallback((time: string | null) => setDraft((current) => ({ ...current, date: time ? date : null, time })), [date]);
  const setConsultationType = useCallback(
    (consultationType: ConsultationType) => setDraft((current) => ({ ...current, consultationType })),
    [],
  );
  const setReason = useCallback((reason: string) => setDraft((current) => ({ ...current, reason })), []);

  return {
    time: draft.date === date ? draft.time : null,
    consultationType: draft.consultationType,
    reason: draft.reason,
    setTime,
    setConsultationType,
    setReason,
  };
}
