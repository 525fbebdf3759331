ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_requested_at" timestamp with time zone;