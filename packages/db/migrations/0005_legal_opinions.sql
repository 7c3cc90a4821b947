CREATE TABLE "ai_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_opinions" (
	"id" text PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"source_hash" text NOT NULL,
	"opinion" text NOT NULL,
	"citations" jsonb NOT NULL,
	"engine_name" text NOT NULL,
	"engine_model" text DEFAULT '' NOT NULL,
	"engine_version" text NOT NULL,
	"fallback_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_opinions" ADD CONSTRAINT "legal_opinions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_feedback_subject_idx" ON "ai_feedback" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_opinions_answer_key" ON "legal_opinions" USING btree ("bill_id","question_key","source_hash","engine_name","engine_model","engine_version");