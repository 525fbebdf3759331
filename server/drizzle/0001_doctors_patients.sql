-- Trigram search on doctor names (pg_trgm is a trusted extension on PostgreSQL 13+ and is
-- bundled with PGlite, which loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('scheduled', 'completed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."blood_group" AS ENUM('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-');--> statement-breakpoint
CREATE TYPE "public"."consultation_type" AS ENUM('Video Consultation', 'In-person Consultation');--> statement-breakpoint
CREATE TYPE "public"."doctor_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Male', 'Female', 'Other');--> statement-breakpoint
CREATE TYPE "public"."slot_reservation_kind" AS ENUM('hold', 'appointment');--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" "appointment_status" DEFAULT 'scheduled' NOT NULL,
	"consultation_type" "consultation_type" DEFAULT 'Video Consultation' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"room_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"specialization" text NOT NULL,
	"fees" integer,
	"effective_fee" integer GENERATED ALWAYS AS (coalesce(fees, 500)) STORED NOT NULL,
	"qualification" text NOT NULL,
	"experience" integer NOT NULL,
	"about" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "doctor_status" DEFAULT 'active' NOT NULL,
	"time_zone" text NOT NULL,
	"profile_image" text,
	"weekly_slots" integer[],
	"rating" numeric(2, 1),
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_fees_range" CHECK ("doctors"."fees" is null or "doctors"."fees" >= 0),
	CONSTRAINT "doctors_experience_range" CHECK ("doctors"."experience" >= 0),
	CONSTRAINT "doctors_rating_range" CHECK ("doctors"."rating" is null or "doctors"."rating" between 1 and 5),
	CONSTRAINT "doctors_weekly_slots_shape" CHECK ("doctors"."weekly_slots" is null or cardinality("doctors"."weekly_slots") = 7)
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" "gender" NOT NULL,
	"blood_group" "blood_group" NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"kind" "slot_reservation_kind" NOT NULL,
	"appointment_id" uuid,
	"checkout_session_id" text,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_reservations_kind_shape" CHECK (("slot_reservations"."kind" = 'hold' and "slot_reservations"."expires_at" is not null) or ("slot_reservations"."kind" = 'appointment' and "slot_reservations"."appointment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_room_id_unique" ON "appointments" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "appointments_doctor_id_starts_at_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_id_starts_at_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_user_id_unique" ON "doctors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctors_search_rating_idx" ON "doctors" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "doctors_search_spec_rating_idx" ON "doctors" USING btree ("specialization","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "doctors_search_experience_idx" ON "doctors" USING btree ("experience" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "doctors_search_spec_experience_idx" ON "doctors" USING btree ("specialization","experience" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "doctors_search_fee_idx" ON "doctors" USING btree ("effective_fee","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "doctors_search_spec_fee_idx" ON "doctors" USING btree ("specialization","effective_fee","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "doctors_search_name_trgm_idx" ON "doctors" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_id_unique" ON "patients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_id_unique" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_doctor_id_created_at_idx" ON "reviews" USING btree ("doctor_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_live_unique" ON "slot_reservations" USING btree ("doctor_id","starts_at") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "slot_reservations_live_starts_at_idx" ON "slot_reservations" USING btree ("starts_at") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "slot_reservations_appointment_id_idx" ON "slot_reservations" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "slot_reservations_checkout_session_id_idx" ON "slot_reservations" USING btree ("checkout_session_id");--> statement-breakpoint
-- doctors.search_name is the lowercase name of the doctor's user: set on insert, followed on
-- every change of the user's name.
CREATE FUNCTION "doctors_set_search_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := (SELECT lower(u.name) FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "doctors_search_name_on_write" BEFORE INSERT OR UPDATE OF user_id, search_name ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION "doctors_set_search_name"();--> statement-breakpoint
CREATE FUNCTION "users_name_to_doctors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE doctors SET search_name = lower(NEW.name) WHERE user_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_name_to_doctors_on_update" AFTER UPDATE OF name ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_name_to_doctors"();
