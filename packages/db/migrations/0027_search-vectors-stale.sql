CREATE TABLE "search_vectors_stale" (
	"hansard_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Sittings with a Member's speech, stored before who spoke was indexed with their constituency: indexed again once at start.
INSERT INTO "search_vectors_stale" ("hansard_id") SELECT DISTINCT "hansard_id" FROM "speeches" WHERE "person_id" IS NOT NULL;
