CREATE TYPE "public"."prescription_access_kind" AS ENUM('list', 'detail', 'pdf', 'print', 'verify');--> statement-breakpoint
CREATE TYPE "public"."prescription_access_role" AS ENUM('patient', 'doctor', 'public');--> statement-breakpoint
CREATE TYPE "public"."renewal_request_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "prescription_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"prescription_id" uuid,
	"actor_user_id" uuid,
	"role" "prescription_access_role" NOT NULL,
	"kind" "prescription_access_kind" NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_renewal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "renewal_request_status" DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"renewal_prescription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prescription_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"medication" text NOT NULL,
	"dosage" text NOT NULL,
	"instructions" text NOT NULL,
	"quantity" integer,
	"refills" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid,
	"renewed_from_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"medication" text NOT NULL,
	"dosage" text NOT NULL,
	"instructions" text NOT NULL,
	"quantity" integer,
	"refills" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"verification_token" text NOT NULL,
	"verification_code" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_quantity_range" CHECK ("prescriptions"."quantity" is null or "prescriptions"."quantity" >= 1),
	CONSTRAINT "prescriptions_refills_range" CHECK ("prescriptions"."refills" is null or "prescriptions"."refills" >= 0)
);
--> statement-breakpoint
ALTER TABLE "prescription_access_log" ADD CONSTRAINT "prescription_access_log_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_access_log" ADD CONSTRAINT "prescription_access_log_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_access_log" ADD CONSTRAINT "prescription_access_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_renewal_prescription_id_prescriptions_id_fk" FOREIGN KEY ("renewal_prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_versions" ADD CONSTRAINT "prescription_versions_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_renewed_from_id_prescriptions_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_access_log_patient_id_created_at_idx" ON "prescription_access_log" USING btree ("patient_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "prescription_access_log_prescription_id_idx" ON "prescription_access_log" USING btree ("prescription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_renewal_requests_pending_unique" ON "prescription_renewal_requests" USING btree ("prescription_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "prescription_renewal_requests_doctor_id_idx" ON "prescription_renewal_requests" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prescription_renewal_requests_patient_id_idx" ON "prescription_renewal_requests" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_versions_prescription_version_unique" ON "prescription_versions" USING btree ("prescription_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_verification_token_unique" ON "prescriptions" USING btree ("verification_token");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_verification_code_unique" ON "prescriptions" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_id_created_at_idx" ON "prescriptions" USING btree ("patient_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "prescriptions_doctor_id_created_at_idx" ON "prescriptions" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The access record and the version history are append-only: the database refuses to change or
-- delete them, whatever code runs against it.
CREATE FUNCTION "prescriptions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "prescription_access_log_append_only" BEFORE UPDATE OR DELETE ON "prescription_access_log" FOR EACH ROW EXECUTE FUNCTION "prescriptions_append_only"();--> statement-breakpoint
CREATE TRIGGER "prescription_versions_append_only" BEFORE UPDATE OR DELETE ON "prescription_versions" FOR EACH ROW EXECUTE FUNCTION "prescriptions_append_only"();
