ALTER TYPE "public"."appointment_status" ADD VALUE 'no-show';--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "patient_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "booking_notice_minutes" integer DEFAULT 60 NOT NULL;