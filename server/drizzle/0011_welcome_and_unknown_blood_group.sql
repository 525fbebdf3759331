-- A patient who does not know their blood group can say so.
ALTER TYPE "public"."blood_group" ADD VALUE 'Unknown';--> statement-breakpoint
-- When the dashboard first greeted the user; everyone who signed up before has been greeted.
ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "welcomed_at" = "created_at";
