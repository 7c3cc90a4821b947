ALTER TABLE "subscriptions" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
-- Subscriptions made before double opt-in were accepted under the old rule (hand-written): their
-- addresses count as confirmed, so no current subscriber loses alerts.
UPDATE "subscriptions" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
