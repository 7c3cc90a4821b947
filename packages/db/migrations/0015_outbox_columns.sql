DROP INDEX "domain_events_unrelayed_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
-- The text outbox kept its attempt count, claim time and backoff in meta (it had no columns for
-- them): they move into the columns, and out of meta. A claim lasted ten minutes from claimedAt.
UPDATE "text_outbox" SET
	"attempts" = coalesce(("meta"->>'attempts')::int, 0),
	"next_attempt_at" = ("meta"->>'nextAttemptAt')::timestamptz,
	"claimed_until" = CASE WHEN "status" = 'sending' THEN coalesce(("meta"->>'claimedAt')::timestamptz, now()) + interval '10 minutes' END,
	"meta" = "meta" - 'attempts' - 'claimedAt' - 'nextAttemptAt'
WHERE "meta" ?| array['attempts', 'claimedAt', 'nextAttemptAt'] OR "status" = 'sending';--> statement-breakpoint
-- One status vocabulary: a push the push service refused for good is 'failed', as a refused text or e-mail is.
UPDATE "push_deliveries" SET "status" = 'failed' WHERE "status" = 'refused';--> statement-breakpoint
-- Events had no status: a relayed one is 'sent', one a relay claimed is 'sending' until its claim
-- (claimed_until, kept) runs out, the rest are 'pending'.
UPDATE "domain_events" SET
	"status" = CASE WHEN "relayed_at" IS NOT NULL THEN 'sent' WHEN "claimed_until" IS NOT NULL THEN 'sending' ELSE 'pending' END,
	"attempts" = CASE WHEN "relayed_at" IS NOT NULL OR "claimed_until" IS NOT NULL THEN 1 ELSE 0 END,
	"claimed_until" = CASE WHEN "relayed_at" IS NULL THEN "claimed_until" END;--> statement-breakpoint
CREATE INDEX "domain_events_unrelayed_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."status" <> 'sent';