-- What was said in an ingested sitting (issue 29): one row per speech with the label as printed and the
-- person it resolves to, and the redirects a corrected record leaves. See packages/db/src/schema.ts.
CREATE TABLE "speech_redirects" (
	"from_id" text PRIMARY KEY NOT NULL,
	"to_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speeches" (
	"id" text PRIMARY KEY NOT NULL,
	"hansard_id" text NOT NULL,
	"sitting_date" date NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"person_id" text,
	"post" text,
	"resolved_by" text NOT NULL,
	"heading" text,
	"column" integer,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speech_redirects" ADD CONSTRAINT "speech_redirects_to_id_speeches_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."speeches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_hansard_id_hansards_id_fk" FOREIGN KEY ("hansard_id") REFERENCES "public"."hansards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "speeches_hansard_position_idx" ON "speeches" USING btree ("hansard_id","position");--> statement-breakpoint
CREATE INDEX "speeches_person_date_idx" ON "speeches" USING btree ("person_id","sitting_date" DESC NULLS LAST,"position");