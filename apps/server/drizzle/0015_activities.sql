CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"place" text NOT NULL,
	"leader_name" text,
	"leader_account_id" integer,
	"capacity" integer,
	"recurrence" jsonb,
	"last_start" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_title_check" CHECK (char_length("activities"."title") between 1 and 120),
	CONSTRAINT "activities_place_check" CHECK (char_length("activities"."place") between 1 and 120),
	CONSTRAINT "activities_period_check" CHECK ("activities"."ends_at" > "activities"."starts_at"),
	CONSTRAINT "activities_capacity_check" CHECK ("activities"."capacity" is null or "activities"."capacity" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "activity_attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"guest_account_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"diary_entry_id" bigint,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer NOT NULL,
	CONSTRAINT "activity_attendance_occurrence_guest_unique" UNIQUE("activity_id","occurrence_start","guest_account_id"),
	CONSTRAINT "activity_attendance_status_check" CHECK ("activity_attendance"."status" in ('present', 'absent', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "activity_enrolments" (
	"activity_id" integer NOT NULL,
	"guest_account_id" integer NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"enrolled_by" integer NOT NULL,
	CONSTRAINT "activity_enrolments_activity_id_guest_account_id_pk" PRIMARY KEY("activity_id","guest_account_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_leader_account_id_customer_accounts_id_fk" FOREIGN KEY ("leader_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_customer_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_diary_entry_id_diary_entries_id_fk" FOREIGN KEY ("diary_entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_recorded_by_customer_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_enrolled_by_customer_accounts_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_group_period_idx" ON "activities" USING btree ("group_id","starts_at","last_start");--> statement-breakpoint
CREATE INDEX "activity_attendance_guest_idx" ON "activity_attendance" USING btree ("guest_account_id","occurrence_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_enrolments_guest_idx" ON "activity_enrolments" USING btree ("guest_account_id");