CREATE TABLE "hansard_documents" (
	"hansard_id" text PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hansards" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sitting_date" date NOT NULL,
	"session_type" text,
	"summary" text NOT NULL,
	"affected_industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"bills_discussed" text[] DEFAULT '{}'::text[] NOT NULL,
	"mps_present" text[] DEFAULT '{}'::text[] NOT NULL,
	"raw_text" text DEFAULT '' NOT NULL,
	"document_url" text,
	"source" text NOT NULL,
	"engine" text NOT NULL,
	"engine_version" text,
	"is_synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("hansards"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("hansards"."summary", '')), 'B') || setweight(to_tsvector('english', coalesce("hansards"."raw_text", '')), 'D')) STORED
);
--> statement-breakpoint
ALTER TABLE "hansard_documents" ADD CONSTRAINT "hansard_documents_hansard_id_hansards_id_fk" FOREIGN KEY ("hansard_id") REFERENCES "public"."hansards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hansards_sitting_date_idx" ON "hansards" USING btree ("sitting_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "hansards_search_idx" ON "hansards" USING gin ("search_vector");