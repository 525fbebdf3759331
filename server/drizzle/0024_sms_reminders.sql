ALTER TABLE "mail_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD COLUMN "sms_reminders" boolean DEFAULT false NOT NULL;