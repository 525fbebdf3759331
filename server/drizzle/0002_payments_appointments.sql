CREATE TYPE "public"."canceling_party" AS ENUM('patient', 'doctor', 'system');--> statement-breakpoint
CREATE TYPE "public"."checkout_session_status" AS ENUM('open', 'paid', 'expired', 'canceled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"url" text,
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"appointment_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"consultation_type" "consultation_type" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "checkout_session_status" DEFAULT 'open' NOT NULL,
	"appointment_id" uuid,
	"payment_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_amount_range" CHECK ("checkout_sessions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_session_id" text NOT NULL,
	"appointment_id" uuid,
	"provider" "payment_provider" NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"provider_session_id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_reference" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "canceled_by" "canceling_party";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_unique" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_appointment_id_unique" ON "checkout_sessions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_patient_id_idx" ON "checkout_sessions" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_expires_at_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "payment_refunds_checkout_session_id_idx" ON "payment_refunds" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_checkout_session_id_unique" ON "appointments" USING btree ("checkout_session_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_refunded_amount_range" CHECK ("appointments"."refunded_amount" >= 0);