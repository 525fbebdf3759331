CREATE TABLE "access_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"patient_id" uuid,
	"doctor_id" uuid,
	"subject_id" text,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_records_occurred_at_idx" ON "access_records" USING btree ("occurred_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "access_records_patient_idx" ON "access_records" USING btree ("patient_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_records_actor_idx" ON "access_records" USING btree ("actor_user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
-- The prescription reads recorded so far join the general record.
INSERT INTO "access_records" ("occurred_at", "kind", "actor_user_id", "actor_role", "patient_id", "doctor_id", "subject_id", "detail", "ip")
SELECT l."created_at",
	CASE l."kind" WHEN 'list' THEN 'prescription-list' WHEN 'detail' THEN 'prescription-read' ELSE 'prescription-' || l."kind"::text END,
	l."actor_user_id", l."role"::text, l."patient_id", p."doctor_id", l."prescription_id"::text, '', l."ip"
FROM "prescription_access_log" l LEFT JOIN "prescriptions" p ON p."id" = l."prescription_id";
