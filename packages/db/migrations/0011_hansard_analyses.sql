CREATE TABLE "hansard_analyses" (
	"hansard_id" text NOT NULL,
	"version" integer NOT NULL,
	"engine" text NOT NULL,
	"engine_model" text,
	"engine_version" text,
	"analysis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hansard_analyses_hansard_id_version_pk" PRIMARY KEY("hansard_id","version")
);
--> statement-breakpoint
ALTER TABLE "hansard_analyses" ADD CONSTRAINT "hansard_analyses_hansard_id_hansards_id_fk" FOREIGN KEY ("hansard_id") REFERENCES "public"."hansards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every sitting already on the site gets its current analysis as version 1 (hand-written: drizzle-kit
-- generates only the table). The keys match HansardAnalysisSnapshot, so re-storing the same analysis
-- later compares equal and adds no version.
INSERT INTO "hansard_analyses" ("hansard_id", "version", "engine", "engine_model", "engine_version", "analysis", "created_at")
SELECT "id", 1, "engine", "engine_model", "engine_version",
	jsonb_build_object(
		'title', "title",
		'session_type', "session_type",
		'summary', "summary",
		'key_topics', to_jsonb("key_topics"),
		'affected_industries', to_jsonb("affected_industries"),
		'bills_discussed', to_jsonb("bills_discussed"),
		'evidence', "evidence"
	),
	"updated_at"
FROM "hansards";
