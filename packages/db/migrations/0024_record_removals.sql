CREATE TABLE "record_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"into_id" text,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_removals_kind_removed_idx" ON "record_removals" USING btree ("kind","removed_at");--> statement-breakpoint
-- Every deletion of a sitting, bill or person, and every merge of a person, leaves its id here,
-- whichever code or editor's SQL does it (incremental sync reports them: `?since=`).
CREATE FUNCTION "kakyere_record_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'person_redirects' THEN
    INSERT INTO "record_removals" ("kind", "record_id", "into_id") VALUES ('person', NEW."from_id", NEW."to_id");
    RETURN NEW;
  END IF;
  INSERT INTO "record_removals" ("kind", "record_id") VALUES (TG_ARGV[0], OLD."id");
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "hansards_record_removal" AFTER DELETE ON "hansards" FOR EACH ROW EXECUTE FUNCTION "kakyere_record_removal"('hansard');
--> statement-breakpoint
CREATE TRIGGER "bills_record_removal" AFTER DELETE ON "bills" FOR EACH ROW EXECUTE FUNCTION "kakyere_record_removal"('bill');
--> statement-breakpoint
CREATE TRIGGER "persons_record_removal" AFTER DELETE ON "persons" FOR EACH ROW EXECUTE FUNCTION "kakyere_record_removal"('person');
--> statement-breakpoint
CREATE TRIGGER "person_redirects_record_removal" AFTER INSERT ON "person_redirects" FOR EACH ROW EXECUTE FUNCTION "kakyere_record_removal"();
