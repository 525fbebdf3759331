CREATE TYPE "public"."doctor_verification" AS ENUM('pending', 'submitted', 'verified', 'rejected', 'suspended');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'admin';--> statement-breakpoint
CREATE TABLE "doctor_licences" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"issuing_authority" text NOT NULL,
	"expires_on" date NOT NULL,
	"document_name" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification" "doctor_verification" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_licences" ADD CONSTRAINT "doctor_licences_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_licences" ADD CONSTRAINT "doctor_licences_document_name_uploads_name_fk" FOREIGN KEY ("document_name") REFERENCES "public"."uploads"("name") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_licences" ADD CONSTRAINT "doctor_licences_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Doctors who were practising before verification existed keep being listed and bookable: an
-- operator reviews them and may suspend one. Every profile made from now on starts 'pending'.
UPDATE "doctors" SET "verification" = 'verified';
