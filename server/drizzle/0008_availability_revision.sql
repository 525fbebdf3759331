-- Counts the saves of a doctor's weekly slots, so a save edited from an older week is refused.
ALTER TABLE "doctors" ADD COLUMN "availability_revision" integer DEFAULT 0 NOT NULL;