// Server answers of the consultation feature for component tests.
import type { Appointment, ConsultationNotes, ConsultationState, ConsultationUser } from '@telehealth/shared-api';
import { makeAppointment, ok } from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';

export const DOCTOR_USER_ID = 'user-doctor';
export const PATIENT_USER_ID = 'user-patient-1';

export function makeConsultationState(appointment: Appointment, overrides: Partial<ConsultationState> = {}): ConsultationState {
  const start = Date.parse(appointment.startsAt);
  return {
    appointmentId: appointment._id,
    roomId: appointment.roomId,
    status: 'not-started',
    startedAt: null,
    endedAt: null,
    durationSeconds: null,
    startsAt: appointment.startsAt,
    opensAt: new Date(start - 15 * 60_000).toISOString(),
    closesAt: new Date(start + 30 * 60_000).toISOString(),
    rejoinUntil: new Date(start + 120 * 60_000).toISOString(),
    canJoin: true,
    refusal: null,
    role: 'patient',
    ...overrides,
  };
}

export function makeNotes(overrides: Partial<ConsultationNotes> = {}): ConsultationNotes {
  return {
    appointmentId: 'a',
    medicalNotes: null,
    medicalNotesUpdatedAt: null,
    personalNotes: null,
    personalNotesUpdatedAt: null,
    visitSummary: null,
    visitSummaryUpdatedAt: null,
    publishedVisitSummary: null,
    visitSummaryPublishedAt: null,
    ...overrides,
  };
}

/** An appointment starting now (inside its window) with its consultation routes answered. */
export function consultationRoutes(
  appointment: Appointment = makeAppointment({ start: new Date() }),
  extra: FakeRoutes = {},
  state: Partial<ConsultationState> = {},
): FakeRoutes {
  const id = appointment._id;
  return {
    [`GET /appointment/${id}`]: ok(appointment),
    [`GET /consultation/${id}`]: ok(makeConsultationState(appointment, state)),
    [`GET /consultation/${id}/ice-servers`]: ok({ iceServers: [{ urls: 'stun:stun.example.test:3478' }], expiresAt: null }),
    [`GET /consultation/${id}/notes`]: ok(makeNotes({ appointmentId: id })),
    ...extra,
  };
}

export const doctorUser = (appointment: Appointment): ConsultationUser => ({
  id: appointment.doctorId.user_id._id,
  name: appointment.doctorId.user_id.name,
  role: 'doctor',
});
export const patientUser = (appointment: Appointment): ConsultationUser => ({
  id: appointment.patientId.user_id._id,
  name: appointment.patientId.user_id.name,
  role: 'patient',
});
