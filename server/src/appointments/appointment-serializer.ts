import { APPOINTMENT_STATUSES, CONSULTATION_TYPES, type Appointment, type AppointmentReview } from '@telehealth/shared-api/core';
import type { ReviewRow } from '../db/schema';
import type { JsonSchema } from '../http/schemas';
import type { AppointmentRecord } from './appointment-repository';

// The spec's wire names (`doctorId` / `patientId` populated, `user_id`) are written here only.

export function toAppointment(record: AppointmentRecord): Appointment {
  const { appointment, doctor, doctorUser, patient, patientUser, checkout, review, consultation } = record;
  return {
    _id: appointment.id,
    doctorId: {
      _id: doctor.id,
      user_id: { _id: doctorUser.id, name: doctorUser.name },
      specialization: doctor.specialization,
      profileImage: doctor.profileImage ?? doctorUser.profileImage ?? null,
      experience: doctor.experience,
      timeZone: doctor.timeZone,
    },
    patientId: {
      _id: patient.id,
      user_id: { _id: patientUser.id, name: patientUser.name },
      profileImage: patient.profileImage ?? patientUser.profileImage ?? null,
    },
    appointmentDate: appointment.appointmentDate,
    timeSlot: appointment.timeSlot,
    startsAt: appointment.startsAt.toISOString(),
    immediate: appointment.immediate,
    status: appointment.status,
    consultationType: appointment.consultationType,
    reason: appointment.reason,
    roomId: appointment.roomId,
    payment: checkout
      ? {
          provider: checkout.provider,
          sessionId: checkout.id,
          amount: checkout.amount,
          currency: checkout.currency,
          refundedAmount: appointment.refundedAmount,
          refundedAt: appointment.refundedAt?.toISOString() ?? null,
        }
      : null,
    canceledAt: appointment.canceledAt?.toISOString() ?? null,
    canceledBy: appointment.canceledBy ?? null,
    cancelReason: appointment.cancelReason ?? null,
    rescheduleCount: appointment.sequence,
    rescheduleRequestedAt: appointment.rescheduleRequestedAt?.toISOString() ?? null,
    review: review ? { _id: review.id, rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() } : null,
    visitSummary: consultation?.publishedVisitSummary ?? null,
    createdAt: appointment.createdAt.toISOString(),
    updatedAt: appointment.updatedAt.toISOString(),
  };
}

export function toAppointmentReview(review: ReviewRow): AppointmentReview {
  return { _id: review.id, rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Response schemas: exactly these fields are sent.

const userRef: JsonSchema = {
  type: 'object',
  required: ['_id', 'name'],
  properties: { _id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
};

export const appointmentReviewSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'rating', 'comment', 'createdAt'],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const appointmentSchema: JsonSchema = {
  type: 'object',
  required: [
    '_id',
    'doctorId',
    'patientId',
    'appointmentDate',
    'timeSlot',
    'startsAt',
    'status',
    'consultationType',
    'reason',
    'roomId',
    'payment',
    'canceledAt',
    'canceledBy',
    'review',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    doctorId: {
      type: 'object',
      required: ['_id', 'user_id', 'specialization', 'profileImage', 'experience', 'timeZone'],
      properties: {
        _id: { type: 'string', format: 'uuid' },
        user_id: userRef,
        specialization: { type: 'string' },
        profileImage: { type: ['string', 'null'] },
        experience: { type: 'integer' },
        timeZone: { type: 'string', description: 'IANA zone of appointmentDate and timeSlot' },
      },
    },
    patientId: {
      type: 'object',
      required: ['_id', 'user_id', 'profileImage'],
      properties: { _id: { type: 'string', format: 'uuid' }, user_id: userRef, profileImage: { type: ['string', 'null'] } },
    },
    appointmentDate: { type: 'string', format: 'date', description: "yyyy-MM-dd in the doctor's time zone" },
    timeSlot: {
      type: 'string',
      pattern: '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$',
      description: 'One of TIME_SLOTS; for an immediate visit the minute it was booked',
    },
    startsAt: { type: 'string', format: 'date-time', description: 'Exact start instant (UTC)' },
    immediate: { type: 'boolean', description: 'A "See a doctor now" visit, booked to start at once' },
    status: { type: 'string', enum: [...APPOINTMENT_STATUSES] },
    consultationType: { type: 'string', enum: [...CONSULTATION_TYPES] },
    reason: { type: 'string' },
    roomId: { type: 'string' },
    payment: {
      type: ['object', 'null'],
      required: ['provider', 'sessionId', 'amount', 'currency', 'refundedAmount', 'refundedAt'],
      properties: {
        provider: { type: 'string', enum: ['sandbox', 'stripe'] },
        sessionId: { type: 'string' },
        amount: { type: 'integer' },
        currency: { type: 'string' },
        refundedAmount: { type: 'integer' },
        refundedAt: { type: ['string', 'null'], format: 'date-time' },
      },
    },
    canceledAt: { type: ['string', 'null'], format: 'date-time' },
    canceledBy: { type: ['string', 'null'], enum: ['patient', 'doctor', 'system', null] },
    cancelReason: { type: ['string', 'null'], description: 'Why the doctor cancelled (shown to the patient); null otherwise' },
    rescheduleCount: { type: 'integer', description: 'How many times the appointment was moved' },
    rescheduleRequestedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the doctor asked the patient to pick another time (null when not asked, or moved since)',
    },
    review: { ...appointmentReviewSchema, type: ['object', 'null'] },
    visitSummary: {
      type: ['string', 'null'],
      description: 'The visit summary the doctor published for the patient (null until published); clinical notes are never here',
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
