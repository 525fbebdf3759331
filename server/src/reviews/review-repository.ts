import { desc, eq, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../db/client';
import { doctors, patients, reviews, users, type ReviewRow } from '../db/schema';
import { publish } from '../events';
import { Conflict } from '../http/errors';

/**
 * Reviews and the doctor's rating aggregates. A doctor's `rating` (average, one decimal),
 * `rating_sum` and `review_count` change only together with the reviews, in one transaction.
 */

export const REVIEW_MESSAGES = {
  alreadyReviewed: 'This appointment has already been reviewed',
} as const;

export interface NewReview {
  doctorId: string;
  patientId: string;
  appointmentId: string;
  rating: number;
  comment: string;
}

/**
 * Stores a review and updates the doctor's aggregates in the same transaction. The caller
 * checks that the appointment is completed and belongs to the patient; one review per
 * appointment is guarded by a unique index. Publishes `doctor.changed` with it; the caller
 * flushes the event stream after.
 */
export async function insertReview(db: Db, review: NewReview, now: Date): Promise<ReviewRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({ ...review, createdAt: now })
        .returning();
      await tx
        .update(doctors)
        .set({
          ratingSum: sql`${doctors.ratingSum} + ${review.rating}`,
          reviewCount: sql`${doctors.reviewCount} + 1`,
          rating: sql`round((${doctors.ratingSum} + ${review.rating})::numeric / (${doctors.reviewCount} + 1), 1)`,
        })
        .where(eq(doctors.id, review.doctorId));
      // The doctor's rating and review count changed.
      await publish(tx as unknown as Db, { type: 'doctor.changed', aggregateId: review.doctorId, data: { doctorId: review.doctorId } });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

/** Recomputes every doctor's aggregates from the stored reviews (after bulk inserts). */
export async function refreshDoctorRatings(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE doctors d SET
      rating_sum = coalesce(r.total, 0),
      review_count = coalesce(r.n, 0),
      rating = CASE WHEN coalesce(r.n, 0) = 0 THEN NULL ELSE round(r.total::numeric / r.n, 1) END
    FROM doctors d2
    LEFT JOIN (SELECT doctor_id, sum(rating)::int AS total, count(*)::int AS n FROM reviews GROUP BY doctor_id) r ON r.doctor_id = d2.id
    WHERE d.id = d2.id
      AND (d.review_count <> coalesce(r.n, 0) OR d.rating_sum <> coalesce(r.total, 0))`);
}

/** A page of the doctor's reviews, newest first, with the reviewer's name. */
export function listDoctorReviews(db: Db, doctorId: string, page: number, limit: number) {
  return db
    .select({ review: reviews, patientName: users.name })
    .from(reviews)
    .innerJoin(patients, eq(patients.id, reviews.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(reviews.doctorId, doctorId))
    .orderBy(desc(reviews.createdAt), reviews.id)
    .limit(limit)
    .offset((page - 1) * limit);
}
