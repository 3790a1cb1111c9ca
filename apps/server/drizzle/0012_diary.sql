CREATE TABLE "diary_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"term_key" text,
	"labels" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_categories_id_check" CHECK ("diary_categories"."id" ~ '^[a-z][A-Za-z0-9]{0,39}$'),
	CONSTRAINT "diary_categories_name_check" CHECK ("diary_categories"."term_key" is not null or "diary_categories"."labels" is not null)
);
--> statement-breakpoint
CREATE TABLE "diary_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_account_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"author_id" integer NOT NULL,
	"author_role" text,
	"categories" text[] NOT NULL,
	"text" text NOT NULL,
	"significance" text NOT NULL,
	"handover" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"acknowledges_entry_id" bigint,
	CONSTRAINT "diary_entries_significance_check" CHECK ("diary_entries"."significance" in ('routine', 'significant', 'critical')),
	CONSTRAINT "diary_entries_status_check" CHECK ("diary_entries"."status" in ('active', 'amended', 'enteredInError')),
	CONSTRAINT "diary_entries_categories_check" CHECK (cardinality("diary_entries"."categories") >= 1),
	CONSTRAINT "diary_entries_text_check" CHECK (char_length("diary_entries"."text") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "diary_entry_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_entry_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"categories" text[] NOT NULL,
	"significance" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" integer NOT NULL,
	CONSTRAINT "diary_entry_versions_entry_version_unique" UNIQUE("entry_id","version"),
	CONSTRAINT "diary_entry_versions_kind_check" CHECK ("diary_entry_versions"."kind" in ('correction', 'amendment', 'enteredInError'))
);
--> statement-breakpoint
CREATE TABLE "diary_reads" (
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diary_reads_entry_id_account_id_pk" PRIMARY KEY("entry_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_author_id_customer_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_acknowledged_by_customer_accounts_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entry_versions" ADD CONSTRAINT "diary_entry_versions_entry_id_diary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entry_versions" ADD CONSTRAINT "diary_entry_versions_changed_by_customer_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_reads" ADD CONSTRAINT "diary_reads_entry_id_diary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_reads" ADD CONSTRAINT "diary_reads_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_entries_guest_occurred_idx" ON "diary_entries" USING btree ("guest_account_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "diary_entries_categories_idx" ON "diary_entries" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "diary_entries_significance_idx" ON "diary_entries" USING btree ("significance","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "diary_entries_recorded_idx" ON "diary_entries" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "diary_entries_acknowledges_idx" ON "diary_entries" USING btree ("acknowledges_entry_id");--> statement-breakpoint
CREATE INDEX "diary_reads_account_idx" ON "diary_reads" USING btree ("account_id");