CREATE TABLE "topic_follows" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"search" jsonb NOT NULL,
	"label" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_speech_sends" (
	"subscription_id" uuid NOT NULL,
	"speech_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_speech_sends_subscription_id_speech_id_pk" PRIMARY KEY("subscription_id","speech_id")
);
--> statement-breakpoint
DROP INDEX "alert_deliveries_once";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "topic_hansard_id" text;--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_speech_sends" ADD CONSTRAINT "topic_speech_sends_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_speech_sends" ADD CONSTRAINT "topic_speech_sends_delivery_id_alert_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_follows_subscription_idx" ON "topic_follows" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "topic_speech_sends_delivery_idx" ON "topic_speech_sends" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_topic_once" ON "alert_deliveries" USING btree ("subscription_id","topic_hansard_id","channel") WHERE "alert_deliveries"."topic_hansard_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once" ON "alert_deliveries" USING btree ("subscription_id","event_id","channel") WHERE "alert_deliveries"."person_id" is null and "alert_deliveries"."topic_hansard_id" is null;