CREATE TABLE "bill_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"position" integer NOT NULL,
	"amendment_number" text,
	"proposed_by" text NOT NULL,
	"status" text NOT NULL,
	"rationale" text,
	"clause_affected" text,
	"hansard_id" text
);
--> statement-breakpoint
CREATE TABLE "bill_debates" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"debate_type" text NOT NULL,
	"debate_date" date,
	"debate_summary" text,
	"hansard_id" text,
	"hansard_url" text
);
--> statement-breakpoint
CREATE TABLE "bill_stages" (
	"bill_id" text NOT NULL,
	"stage" text NOT NULL,
	"stage_status" text NOT NULL,
	"started_date" date,
	"completed_date" date,
	"committee_name" text,
	"votes_for" integer,
	"votes_against" integer,
	"votes_abstain" integer,
	"notes" text,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "bill_stages_bill_id_stage_pk" PRIMARY KEY("bill_id","stage")
);
--> statement-breakpoint
CREATE TABLE "bill_stakeholders" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"stakeholder_name" text NOT NULL,
	"stakeholder_type" text,
	"position" text NOT NULL,
	"key_concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"submission_url" text
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"bill_number" text,
	"title" text NOT NULL,
	"short_title" text,
	"summary" text NOT NULL,
	"bill_type" text NOT NULL,
	"sponsor" text,
	"ministry" text,
	"status" text NOT NULL,
	"current_stage" text NOT NULL,
	"introduction_date" date,
	"last_action_date" date,
	"act_number" text,
	"act_title" text,
	"parliament" text,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_terms" text DEFAULT '' NOT NULL,
	"is_synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("bills"."bill_number", '') || ' ' || "bills"."search_terms"), 'A') || setweight(to_tsvector('english', "bills"."title" || ' ' || coalesce("bills"."short_title", '')), 'A') || setweight(to_tsvector('english', "bills"."summary"), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "bill_amendments" ADD CONSTRAINT "bill_amendments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_amendments" ADD CONSTRAINT "bill_amendments_hansard_id_hansards_id_fk" FOREIGN KEY ("hansard_id") REFERENCES "public"."hansards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_debates" ADD CONSTRAINT "bill_debates_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_debates" ADD CONSTRAINT "bill_debates_hansard_id_hansards_id_fk" FOREIGN KEY ("hansard_id") REFERENCES "public"."hansards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_stages" ADD CONSTRAINT "bill_stages_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_stakeholders" ADD CONSTRAINT "bill_stakeholders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_amendments_bill_idx" ON "bill_amendments" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_debates_bill_idx" ON "bill_debates" USING btree ("bill_id","debate_date");--> statement-breakpoint
CREATE INDEX "bill_stakeholders_bill_idx" ON "bill_stakeholders" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bills_search_idx" ON "bills" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bills_type_idx" ON "bills" USING btree ("bill_type");