CREATE TABLE "bill_sections" (
	"bill_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'section' NOT NULL,
	"part" text,
	"number" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "bill_sections"."heading"), 'A') || setweight(to_tsvector('english', coalesce("bill_sections"."part", '')), 'C') || setweight(to_tsvector('english', "bill_sections"."text"), 'D')) STORED,
	CONSTRAINT "bill_sections_bill_id_position_pk" PRIMARY KEY("bill_id","position")
);
--> statement-breakpoint
CREATE TABLE "bill_texts" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"title" text,
	"source_filename" text NOT NULL,
	"content_hash" text NOT NULL,
	"section_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_sections" ADD CONSTRAINT "bill_sections_bill_id_bill_texts_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill_texts"("bill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_texts" ADD CONSTRAINT "bill_texts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_sections_search_idx" ON "bill_sections" USING gin ("search_vector");