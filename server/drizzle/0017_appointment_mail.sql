CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"job_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_kind_pk" PRIMARY KEY("appointment_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;