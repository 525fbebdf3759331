CREATE TABLE "doctor_agendas" (
	"doctor_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_agendas_doctor_id_local_date_pk" PRIMARY KEY("doctor_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "doctor_agendas" ADD CONSTRAINT "doctor_agendas_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;