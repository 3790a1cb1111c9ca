CREATE TABLE "measurement_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_account_id" integer NOT NULL,
	"reading_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"parameter" text,
	"value" double precision NOT NULL,
	"judgement" text NOT NULL,
	"detail" text,
	"measured_at" timestamp with time zone NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"acted_at" timestamp with time zone,
	"acted_by" integer,
	"action_note" text,
	"diary_entry_id" bigint
);
--> statement-breakpoint
CREATE TABLE "measurement_device_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_device_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" bigint NOT NULL,
	"group_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reading_id" bigint
);
--> statement-breakpoint
CREATE TABLE "measurement_devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"model" text NOT NULL,
	"serial" text NOT NULL,
	"guest_account_id" integer,
	"group_id" integer,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_reading_at" timestamp with time zone,
	CONSTRAINT "measurement_devices_assignment_check" CHECK (("measurement_devices"."guest_account_id" is null) <> ("measurement_devices"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "measurement_profiles" (
	"guest_account_id" integer PRIMARY KEY NOT NULL,
	"height_cm" double precision,
	"spo2_scale" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "measurement_profiles_scale_check" CHECK ("measurement_profiles"."spo2_scale" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "measurement_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"value" jsonb,
	"measured_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"author_id" integer,
	"device_id" bigint,
	"note" text,
	"judgement" text,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"round_id" bigint,
	"entered_in_error_at" timestamp with time zone,
	"entered_in_error_by" integer,
	"entered_in_error_reason" text,
	CONSTRAINT "measurement_readings_type_check" CHECK ("measurement_readings"."type" in ('pressure', 'weight', 'glycemia', 'heartRate', 'saturation', 'temperature', 'diuresis', 'hydration', 'sleep', 'step', 'respirationRate', 'consciousness')),
	CONSTRAINT "measurement_readings_outcome_check" CHECK ("measurement_readings"."outcome" in ('measured', 'refused', 'notMeasurable')),
	CONSTRAINT "measurement_readings_value_check" CHECK (("measurement_readings"."outcome" = 'measured') = ("measurement_readings"."value" is not null))
);
--> statement-breakpoint
CREATE TABLE "measurement_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_account_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"author_id" integer NOT NULL,
	"news2" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_schedules" (
	"guest_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"every_days" integer,
	"times" text[],
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "measurement_schedules_guest_account_id_type_pk" PRIMARY KEY("guest_account_id","type")
);
--> statement-breakpoint
CREATE TABLE "measurement_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"glycemia_unit" text DEFAULT 'mg/dL' NOT NULL,
	CONSTRAINT "measurement_settings_one_row_check" CHECK ("measurement_settings"."id" = 1),
	CONSTRAINT "measurement_settings_unit_check" CHECK ("measurement_settings"."glycemia_unit" in ('mg/dL', 'mmol/L'))
);
--> statement-breakpoint
CREATE TABLE "measurement_threshold_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_threshold_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guest_account_id" integer NOT NULL,
	"parameter" text NOT NULL,
	"range" jsonb,
	"previous" jsonb,
	"reason" text NOT NULL,
	"by" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_thresholds" (
	"guest_account_id" integer NOT NULL,
	"parameter" text NOT NULL,
	"range" jsonb NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "measurement_thresholds_guest_account_id_parameter_pk" PRIMARY KEY("guest_account_id","parameter")
);
--> statement-breakpoint
ALTER TABLE "measurement_alerts" ADD CONSTRAINT "measurement_alerts_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_alerts" ADD CONSTRAINT "measurement_alerts_reading_id_measurement_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."measurement_readings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_alerts" ADD CONSTRAINT "measurement_alerts_acted_by_customer_accounts_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_alerts" ADD CONSTRAINT "measurement_alerts_diary_entry_id_diary_entries_id_fk" FOREIGN KEY ("diary_entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_device_queue" ADD CONSTRAINT "measurement_device_queue_device_id_measurement_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."measurement_devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_device_queue" ADD CONSTRAINT "measurement_device_queue_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_device_queue" ADD CONSTRAINT "measurement_device_queue_reading_id_measurement_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."measurement_readings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_devices" ADD CONSTRAINT "measurement_devices_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_devices" ADD CONSTRAINT "measurement_devices_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_devices" ADD CONSTRAINT "measurement_devices_created_by_customer_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_profiles" ADD CONSTRAINT "measurement_profiles_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_readings" ADD CONSTRAINT "measurement_readings_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_readings" ADD CONSTRAINT "measurement_readings_author_id_customer_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_readings" ADD CONSTRAINT "measurement_readings_round_id_measurement_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."measurement_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_readings" ADD CONSTRAINT "measurement_readings_entered_in_error_by_customer_accounts_id_fk" FOREIGN KEY ("entered_in_error_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_rounds" ADD CONSTRAINT "measurement_rounds_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_rounds" ADD CONSTRAINT "measurement_rounds_author_id_customer_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_schedules" ADD CONSTRAINT "measurement_schedules_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_schedules" ADD CONSTRAINT "measurement_schedules_set_by_customer_accounts_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_threshold_changes" ADD CONSTRAINT "measurement_threshold_changes_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_threshold_changes" ADD CONSTRAINT "measurement_threshold_changes_by_customer_accounts_id_fk" FOREIGN KEY ("by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_thresholds" ADD CONSTRAINT "measurement_thresholds_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_thresholds" ADD CONSTRAINT "measurement_thresholds_set_by_customer_accounts_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_alerts_guest_idx" ON "measurement_alerts" USING btree ("guest_account_id","raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "measurement_alerts_active_idx" ON "measurement_alerts" USING btree ("raised_at" DESC NULLS LAST) WHERE "measurement_alerts"."acted_at" is null;--> statement-breakpoint
CREATE INDEX "measurement_device_queue_waiting_idx" ON "measurement_device_queue" USING btree ("group_id","received_at") WHERE "measurement_device_queue"."reading_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_devices_key_hash_idx" ON "measurement_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "measurement_readings_guest_type_at_idx" ON "measurement_readings" USING btree ("guest_account_id","type","measured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "measurement_readings_guest_at_idx" ON "measurement_readings" USING btree ("guest_account_id","measured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "measurement_rounds_guest_idx" ON "measurement_rounds" USING btree ("guest_account_id","measured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "measurement_threshold_changes_guest_idx" ON "measurement_threshold_changes" USING btree ("guest_account_id","at" DESC NULLS LAST);