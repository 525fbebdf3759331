CREATE TYPE "public"."consultation_status" AS ENUM('not-started', 'waiting', 'live', 'ended');--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"sender_role" "user_role" NOT NULL,
	"sender_name" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"status" "consultation_status" DEFAULT 'not-started' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"waiting_notified_at" timestamp with time zone,
	"medical_notes" text,
	"medical_notes_updated_at" timestamp with time zone,
	"personal_notes" text,
	"personal_notes_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_messages_client_id_unique" ON "consultation_messages" USING btree ("appointment_id","client_id");--> statement-breakpoint
CREATE INDEX "consultation_messages_appointment_id_sent_at_idx" ON "consultation_messages" USING btree ("appointment_id","sent_at","id");