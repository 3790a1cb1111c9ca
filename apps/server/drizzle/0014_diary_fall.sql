ALTER TABLE "diary_entries" ADD COLUMN "fall" jsonb;--> statement-breakpoint
ALTER TABLE "diary_entry_versions" ADD COLUMN "fall" jsonb;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_fall_check" CHECK ("diary_entries"."fall" is null or 'fallIncident' = any("diary_entries"."categories"));