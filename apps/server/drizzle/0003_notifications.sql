CREATE TABLE "notification_channels" (
	"channel" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "notification_channels_channel_check" CHECK (char_length("notification_channels"."channel") between 1 and 200),
	CONSTRAINT "notification_channels_last_seq_check" CHECK ("notification_channels"."last_seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"seq" bigint NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_channel_seq_unique" UNIQUE("channel","seq"),
	CONSTRAINT "notifications_seq_check" CHECK ("notifications"."seq" > 0),
	CONSTRAINT "notifications_name_check" CHECK (char_length("notifications"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");