ALTER TABLE "consultations" ADD COLUMN "visit_summary" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "visit_summary_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "published_visit_summary" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "visit_summary_published_at" timestamp with time zone;