ALTER TABLE "hansards" ADD COLUMN "engine_model" text;--> statement-breakpoint
ALTER TABLE "hansards" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "hansards" ADD COLUMN "published_at" timestamp with time zone;