ALTER TABLE "speeches" ADD COLUMN "party_id" text;--> statement-breakpoint
-- The party of every stored speech's Member on its sitting's day, by the rule of
-- apps/server/src/modules/records/speeches/speech-party.ts (partyOnSql), before the index is built.
UPDATE "speeches" s SET "party_id" = (
  SELECT m.on_behalf_of_id FROM memberships m LEFT JOIN legislative_periods lp ON lp.id = m.legislative_period_id
  WHERE m.person_id = s.person_id AND m.role = 'member'
    AND s.sitting_date::text >= coalesce(m.start_date, lp.start_date, '')
    AND s.sitting_date::text <= coalesce(m.end_date, lp.end_date, '9999') || '~'
  ORDER BY coalesce(m.start_date, lp.start_date, '') DESC, m.id DESC LIMIT 1)
WHERE s.person_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "speeches_party_date_idx" ON "speeches" USING btree ("party_id","sitting_date" DESC NULLS LAST,"hansard_id","position");
