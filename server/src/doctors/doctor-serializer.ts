import {
  DOCTOR_STATUSES,
  SLOT_STATUSES,
  TIME_SLOTS,
  WEEK_DAYS,
  type DateAvailability,
  type Doctor,
  type DoctorPatient,
  type DoctorReviews,
  type DoctorSummary,
  type Review,
  publicPersonName,
} from '@telehealth/shared-api/core';
import { availabilityFromWeeklySlots } from '../availability';
import type { PatientRow, ReviewRow } from '../db/schema';
import type { JsonSchema } from '../http/schemas';
import type { DoctorRecord } from './doctor-repository';

// The spec's wire names (`user_id`, `available_time_slots`) are written here and nowhere else.

/** `user_id` populated as the spec sends it: `_id`, `name` and `email` of the account. */
export function userRef(owner: DoctorRecord['owner']): { _id: string; name: string; email: string } {
  return { _id: owner.id, name: owner.name, email: owner.email };
}

/** `currency`: the ISO 4217 code every fee is charged in (config CURRENCY). */
/** `now`: when given, the summary says whether the doctor is "Available now" at that instant. */
export function toDoctorSummary({ doctor, owner }: DoctorRecord, currency: string, now?: Date): DoctorSummary {
  // One object literal of a fixed shape: spreading the optional field in first made V8 build each
  // summary property by property (about ten times slower; bench/README.md, doctor-search).
  const summary: DoctorSummary = {
    _id: doctor.id,
    user_id: userRef(owner),
    name: owner.name,
    specialization: doctor.specialization,
    profileImage: doctor.profileImage ?? owner.profileImage ?? null,
    experience: doctor.experience,
    languages: doctor.languages,
    fees: doctor.fees,
    currency,
    qualification: doctor.qualification,
    about: doctor.about,
    status: doctor.status,
    timeZone: doctor.timeZone,
    rating: doctor.reviewCount > 0 && doctor.rating !== null ? Number(doctor.rating) : null,
    reviewCount: doctor.reviewCount,
    createdAt: doctor.createdAt.toISOString(),
    updatedAt: doctor.updatedAt.toISOString(),
  };
  if (now) summary.availableNow = doctor.availableNowUntil !== null && doctor.availableNowUntil.getTime() > now.getTime();
  return summary;
}

export function toDoctor(record: DoctorRecord, currency: string, now?: Date): Doctor {
  return {
    ...toDoctorSummary(record, currency, now),
    available_time_slots: availabilityFromWeeklySlots(record.doctor.weeklySlots),
    availabilityRevision: record.doctor.availabilityRevision,
    bookingNoticeMinutes: record.doctor.bookingNoticeMinutes,
  };
}

/** A review as the public reads it: the patient by first name and initial only ('Priya S.'). */
export function toReview({ review, patientName }: { review: ReviewRow; patientName: string }): Review {
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    patientName: publicPersonName(patientName),
    createdAt: review.createdAt.toISOString(),
  };
}

export function toDoctorPatient({ patient, owner }: { patient: PatientRow; owner: DoctorRecord['owner'] }): DoctorPatient {
  return {
    _id: patient.id,
    user_id: userRef(owner),
    date_of_birth: patient.dateOfBirth,
    gender: patient.gender,
    profileImage: patient.profileImage ?? owner.profileImage ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Response schemas: exactly these fields are sent.

const isoDateTime = { type: 'string', format: 'date-time' } as const;

export const profileOwnerSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'name', 'email'],
  properties: { _id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, email: { type: 'string' } },
};

const slotTimeSchema: JsonSchema = {
  type: 'object',
  required: ['time', 'status'],
  properties: { time: { type: 'string', enum: [...TIME_SLOTS] }, status: { type: 'string', enum: [...SLOT_STATUSES] } },
};

const dayAvailabilitySchema: JsonSchema = {
  type: 'object',
  required: ['day', 'times'],
  properties: { day: { type: 'string', enum: [...WEEK_DAYS] }, times: { type: 'array', items: slotTimeSchema } },
};

export const availabilityListSchema: JsonSchema = { type: 'array', items: dayAvailabilitySchema };

export const doctorSummarySchema: JsonSchema = {
  type: 'object',
  required: [
    '_id',
    'user_id',
    'name',
    'specialization',
    'profileImage',
    'experience',
    'languages',
    'fees',
    'currency',
    'qualification',
    'about',
    'status',
    'timeZone',
    'rating',
    'reviewCount',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    user_id: profileOwnerSchema,
    name: { type: 'string' },
    specialization: { type: 'string' },
    profileImage: { type: ['string', 'null'] },
    experience: { type: 'integer' },
    languages: { type: 'array', items: { type: 'string' } },
    fees: { type: ['integer', 'null'], description: 'null: DEFAULT_DOCTOR_FEE applies' },
    currency: { type: 'string', description: 'ISO 4217 code of fees (CURRENCY), e.g. USD' },
    qualification: { type: 'string' },
    about: { type: 'string' },
    status: { type: 'string', enum: [...DOCTOR_STATUSES] },
    timeZone: { type: 'string', description: 'IANA zone of the weekly slots' },
    rating: { type: ['number', 'null'], description: 'Average of stored reviews, one decimal; null = no reviews yet ("New")' },
    reviewCount: { type: 'integer' },
    availableNow: { type: 'boolean', description: 'Whether the doctor is "Available now" (search answers and doctor profiles)' },
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  },
};

export const doctorSchema: JsonSchema = {
  ...doctorSummarySchema,
  required: [...(doctorSummarySchema.required as string[]), 'available_time_slots', 'availabilityRevision', 'bookingNoticeMinutes'],
  properties: {
    ...(doctorSummarySchema.properties as object),
    available_time_slots: availabilityListSchema,
    availabilityRevision: {
      type: 'integer',
      minimum: 0,
      description: 'Raised by every save of available_time_slots; send it back when saving them',
    },
    bookingNoticeMinutes: { type: 'integer', minimum: 0, description: 'Minimum booking notice: slots starting sooner are not offered' },
  },
};

export const doctorSearchResultSchema: JsonSchema = {
  type: 'object',
  required: ['doctors', 'total', 'totalCapped', 'page', 'limit', 'currency'],
  properties: {
    doctors: { type: 'array', items: doctorSummarySchema },
    total: { type: 'integer', description: 'Matching doctors, exact up to 1,000; the cap when totalCapped' },
    totalCapped: { type: 'boolean', description: 'More doctors match than total (show "1,000+")' },
    page: { type: 'integer' },
    limit: { type: 'integer' },
    currency: { type: 'string', description: 'ISO 4217 code of every fee (CURRENCY), e.g. USD' },
  },
};

export const dateAvailabilitySchema: JsonSchema = {
  type: 'object',
  required: ['date', 'day', 'timeZone', 'times'],
  properties: {
    date: { type: 'string', format: 'date' },
    day: { type: 'string', enum: [...WEEK_DAYS] },
    timeZone: { type: 'string' },
    bookableAfter: { ...isoDateTime, description: "Now plus the doctor's booking notice: slots starting at or before it are not offered" },
    times: {
      type: 'array',
      items: {
        type: 'object',
        required: ['time', 'status', 'startsAt'],
        properties: { ...(slotTimeSchema.properties as object), startsAt: isoDateTime },
      },
    },
  },
};

export const doctorReviewsSchema: JsonSchema = {
  type: 'object',
  required: ['reviews', 'rating', 'reviewCount'],
  properties: {
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'rating', 'comment', 'patientName', 'createdAt'],
        properties: {
          _id: { type: 'string', format: 'uuid' },
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          comment: { type: 'string' },
          patientName: { type: 'string', description: "First name and last initial ('Priya S.')" },
          createdAt: isoDateTime,
        },
      },
    },
    rating: { type: ['number', 'null'] },
    reviewCount: { type: 'integer' },
  },
};

export const doctorPatientSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'user_id', 'date_of_birth', 'gender', 'profileImage'],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    user_id: profileOwnerSchema,
    date_of_birth: { type: ['string', 'null'], format: 'date' },
    gender: { type: ['string', 'null'] },
    profileImage: { type: ['string', 'null'] },
  },
};

export type { DateAvailability, DoctorReviews };
