import type {
  Appointment,
  AppointmentReview,
  CheckoutSession,
  CheckoutSessionRequest,
  CreateAppointmentRequest,
  PatientAppointments,
  PaymentConfirmation,
} from '../core/appointment-types';
import type { DoctorCancelRequest, RescheduleRequest } from '../core/reschedule';
import type { ApiEnvelope } from '../core/types';
import { apiBlob, apiRequest } from './api-client';

const id = (value: string) => encodeURIComponent(value);

/** Calls of spec §7 "Appointments" (plus reviews and the calendar file). Each answers `data`. */
export const appointmentsApi = {
  create: async (input: CreateAppointmentRequest): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>('/appointment', { method: 'POST', body: input })).data,
  byId: async (appointmentId: string, signal?: AbortSignal): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/${id(appointmentId)}`, { signal })).data,
  forPatient: async (patientId: string, signal?: AbortSignal): Promise<Appointment[]> =>
    (await apiRequest<ApiEnvelope<PatientAppointments>>(`/appointment/patient/${id(patientId)}`, { signal })).data.appointments,
  forDoctor: async (doctorId: string, signal?: AbortSignal): Promise<Appointment[]> =>
    (await apiRequest<ApiEnvelope<Appointment[]>>(`/appointment/doctor/${id(doctorId)}`, { signal })).data,
  cancel: async (appointmentId: string): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/cancel/${id(appointmentId)}`, { method: 'PATCH' })).data,
  updateStatus: async (appointmentId: string, status: 'completed' | 'canceled'): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/update/${id(appointmentId)}`, { method: 'PATCH', body: { status } })).data,
  /** The appointment's doctor marks that the patient never joined the video visit (no refund). */
  markNoShow: async (appointmentId: string): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/no-show/${id(appointmentId)}`, { method: 'PATCH' })).data,
  /** The appointment's doctor cancels it with a reason the patient reads; the patient is refunded in full. */
  doctorCancel: async (appointmentId: string, input: DoctorCancelRequest): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/doctor-cancel/${id(appointmentId)}`, { method: 'PATCH', body: input })).data,
  /** Its patient or doctor moves the appointment to another free slot of the same doctor (same id, same payment). */
  reschedule: async (appointmentId: string, input: RescheduleRequest): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/reschedule/${id(appointmentId)}`, { method: 'PATCH', body: input })).data,
  /** The doctor asks the patient to pick another time (keeping the payment). */
  requestReschedule: async (appointmentId: string): Promise<Appointment> =>
    (await apiRequest<ApiEnvelope<Appointment>>(`/appointment/reschedule-request/${id(appointmentId)}`, { method: 'POST' })).data,
  review: async (appointmentId: string, input: { rating: number; comment: string }): Promise<AppointmentReview> =>
    (await apiRequest<ApiEnvelope<AppointmentReview>>(`/appointment/${id(appointmentId)}/review`, { method: 'POST', body: input })).data,
  /** The appointment as an iCalendar file (`GET /appointment/{id}/calendar.ics`). */
  calendarFile: (appointmentId: string, signal?: AbortSignal): Promise<Blob> =>
    apiBlob(`/appointment/${id(appointmentId)}/calendar.ics`, { signal }),
};

/** Calls of spec §7 "Payment". */
export const paymentApi = {
  createCheckoutSession: async (input: CheckoutSessionRequest): Promise<CheckoutSession> =>
    (await apiRequest<ApiEnvelope<CheckoutSession>>('/payment/create-checkout-session', { method: 'POST', body: input })).data,
  confirmSession: async (sessionId: string, signal?: AbortSignal): Promise<PaymentConfirmation> =>
    (await apiRequest<ApiEnvelope<PaymentConfirmation>>('/payment/confirm-stripe-session', { query: { session_id: sessionId }, signal }))
      .data,
  /** The currency every fee is shown and charged in ('USD'), for prices shown before a doctor answer names it. */
  currency: async (): Promise<string> => (await apiRequest<ApiEnvelope<{ currency: string }>>('/payment/currency')).data.currency,
};
