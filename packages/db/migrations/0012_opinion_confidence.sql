ALTER TABLE "legal_opinions" ADD COLUMN "confidence" text DEFAULT 'answered' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_opinions" ADD COLUMN "source" jsonb;--> statement-breakpoint
-- Answers stored before confidence was recorded (hand-written: drizzle-kit generates only the
-- columns): one that cited a provision answered; one that cited nothing said the text was silent.
UPDATE "legal_opinions" SET "confidence" = CASE WHEN jsonb_array_length("citations") > 0 THEN 'answered' ELSE 'not-found' END;
