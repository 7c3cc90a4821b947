-- Search of everything said (issue 30). pg_trgm finds the nearest word for a misspelt one; it ships
-- with PostgreSQL (contrib) and PGlite. kakyere_words joins a text array for a generated column:
-- array_to_string is only STABLE in general (other element types format by locale), not for text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kakyere_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"speeches" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hansards" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "hansards" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "hansards"."title" || ' ' || kakyere_words("hansards"."key_topics")), 'A') || setweight(to_tsvector('simple', "hansards"."title" || ' ' || kakyere_words("hansards"."key_topics")), 'A') || setweight(to_tsvector('english', "hansards"."summary"), 'B') || setweight(to_tsvector('simple', "hansards"."summary"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "hansards_search_idx" ON "hansards" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "speeches" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "speeches_search_idx" ON "speeches" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "speeches_date_idx" ON "speeches" USING btree ("sitting_date" DESC NULLS LAST,"hansard_id","position");