ALTER TABLE "checkout_sessions" ADD COLUMN "refund_due_amount" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_due_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
-- Refunds owed by cancellations before this migration were read from the appointments: record them on their sessions.
UPDATE "checkout_sessions" cs SET
  "refund_due_amount" = a."refunded_amount",
  "refund_due_reason" = CASE WHEN a."canceled_by" = 'patient' THEN 'patient_cancel' ELSE 'doctor_cancel' END,
  "refund_due_at" = a."canceled_at"
FROM "appointments" a
WHERE a."checkout_session_id" = cs."id" AND a."status" = 'canceled' AND a."refunded_amount" > 0 AND a."refunded_at" IS NULL AND a."canceled_at" IS NOT NULL;
