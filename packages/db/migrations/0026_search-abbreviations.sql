CREATE TABLE "search_abbreviations" (
	"short" text NOT NULL,
	"long" text NOT NULL,
	"speeches" integer NOT NULL,
	CONSTRAINT "search_abbreviations_short_long_pk" PRIMARY KEY("short","long")
);
--> statement-breakpoint
CREATE TABLE "search_abbreviations_pending" (
	"hansard_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Sittings stored before abbreviations were read, those with a bracket in a speech: read once at start.
INSERT INTO "search_abbreviations_pending" ("hansard_id") SELECT DISTINCT "hansard_id" FROM "speeches" WHERE "text" LIKE '%(%';
