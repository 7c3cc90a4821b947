CREATE TABLE "member_follows" (
	"subscription_id" uuid NOT NULL,
	"person_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_follows_subscription_id_person_id_pk" PRIMARY KEY("subscription_id","person_id")
);
--> statement-breakpoint
DROP INDEX "alert_deliveries_once";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "person_id" text;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "hansard_id" text;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_follows_person_idx" ON "member_follows" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_member_once" ON "alert_deliveries" USING btree ("subscription_id","person_id","hansard_id") WHERE "alert_deliveries"."person_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once" ON "alert_deliveries" USING btree ("subscription_id","event_id","channel") WHERE "alert_deliveries"."person_id" is null;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_member_sitting" CHECK (("alert_deliveries"."person_id" is null) = ("alert_deliveries"."hansard_id" is null));