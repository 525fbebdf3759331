-- Phone numbers become E.164 text. Stored integers were typed with their country code and lost
-- only the plus ('+91 98765 43210' was kept as 919876543210), so the plus is put back.
ALTER TABLE "users" ALTER COLUMN "phone_number" SET DATA TYPE text USING CASE WHEN "phone_number" IS NULL THEN NULL ELSE '+' || "phone_number"::text END;
