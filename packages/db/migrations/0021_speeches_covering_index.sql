-- A Member's counts (sittings by year and Parliament) read the speeches index alone: the sitting's id joins its keys.
DROP INDEX "speeches_person_date_idx";--> statement-breakpoint
CREATE INDEX "speeches_person_date_idx" ON "speeches" USING btree ("person_id","sitting_date" DESC NULLS LAST,"position","hansard_id");