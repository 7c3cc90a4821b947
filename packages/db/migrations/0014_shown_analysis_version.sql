ALTER TABLE "hansards" ADD COLUMN "shown_analysis_version" integer;--> statement-breakpoint
-- Until now every sitting showed its newest analysis (hand-written): that is the version it shows.
UPDATE "hansards" SET "shown_analysis_version" = (
	SELECT max("version") FROM "hansard_analyses" WHERE "hansard_analyses"."hansard_id" = "hansards"."id"
) WHERE "shown_analysis_version" IS NULL;
