CREATE TABLE "diary_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"data" text NOT NULL,
	"attached_at" timestamp with time zone NOT NULL,
	"attached_by" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	CONSTRAINT "diary_attachments_size_check" CHECK ("diary_attachments"."size" >= 0),
	CONSTRAINT "diary_attachments_archived_check" CHECK (("diary_attachments"."archived_at" is null) = ("diary_attachments"."archived_by" is null))
);
--> statement-breakpoint
ALTER TABLE "diary_entries" ADD COLUMN "origin" jsonb;--> statement-breakpoint
ALTER TABLE "diary_entry_versions" ADD COLUMN "origin" jsonb;--> statement-breakpoint
ALTER TABLE "diary_attachments" ADD CONSTRAINT "diary_attachments_entry_id_diary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_attachments" ADD CONSTRAINT "diary_attachments_attached_by_customer_accounts_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_attachments" ADD CONSTRAINT "diary_attachments_archived_by_customer_accounts_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_attachments_entry_idx" ON "diary_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diary_attachments_active_name_unique" ON "diary_attachments" USING btree ("entry_id","name") WHERE "diary_attachments"."archived_at" is null;--> statement-breakpoint
-- Entries an activity's attendance wrote before entries had an origin get it from that
-- attendance (docs/behaviour/diary.md#entries-from-other-modules): an existing database keeps
-- them, translated from now on.
UPDATE "diary_entries" AS "entry" SET "origin" = jsonb_build_object(
	'kind', 'activity',
	'activityId', "attendance"."activity_id",
	'occurrenceStart', to_char("attendance"."occurrence_start" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
	'status', "attendance"."status",
	'title', "activity"."title",
	'place', "activity"."place",
	'note', "attendance"."note"
)
FROM "activity_attendance" AS "attendance"
INNER JOIN "activities" AS "activity" ON "activity"."id" = "attendance"."activity_id"
WHERE "attendance"."diary_entry_id" = "entry"."id" AND "entry"."origin" IS NULL;
