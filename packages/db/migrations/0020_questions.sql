-- Question time (issue 29): each Question the record prints, the Member it stands for and the Minister who answered. See packages/db/src/schema.ts.
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"hansard_id" text NOT NULL,
	"sitting_date" date NOT NULL,
	"number" integer,
	"minister" text NOT NULL,
	"asked_by_person_id" text,
	"on_behalf_of_label" text,
	"member_person_id" text,
	"answer_speech_id" text,
	"answered_by_person_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_hansard_id_hansards_id_fk" FOREIGN KEY ("hansard_id") REFERENCES "public"."hansards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_asked_by_person_id_persons_id_fk" FOREIGN KEY ("asked_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_member_person_id_persons_id_fk" FOREIGN KEY ("member_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answered_by_person_id_persons_id_fk" FOREIGN KEY ("answered_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_hansard_idx" ON "questions" USING btree ("hansard_id");--> statement-breakpoint
CREATE INDEX "questions_member_idx" ON "questions" USING btree ("member_person_id","sitting_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_answered_by_idx" ON "questions" USING btree ("answered_by_person_id","sitting_date" DESC NULLS LAST);