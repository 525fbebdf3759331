CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'booked', 'left', 'lapsed');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"offer_reservation_id" uuid,
	"offered_starts_at" timestamp with time zone,
	"offered_time" text,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_unique" ON "waitlist_entries" USING btree ("patient_id","doctor_id","date") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("doctor_id","date","seq") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE status = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient_idx" ON "waitlist_entries" USING btree ("patient_id","created_at");