CREATE TYPE "public"."follow_up_status" AS ENUM('proposed', 'confirmed', 'declined', 'expired');--> statement-breakpoint
CREATE TABLE "follow_up_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"status" "follow_up_status" DEFAULT 'proposed' NOT NULL,
	"reservation_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_visit_id_appointments_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_proposals_open_unique" ON "follow_up_proposals" USING btree ("visit_id") WHERE status = 'proposed';--> statement-breakpoint
CREATE INDEX "follow_up_proposals_expiry_idx" ON "follow_up_proposals" USING btree ("expires_at") WHERE status = 'proposed';--> statement-breakpoint
CREATE INDEX "follow_up_proposals_patient_idx" ON "follow_up_proposals" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_up_proposals_doctor_idx" ON "follow_up_proposals" USING btree ("doctor_id","created_at");