CREATE TABLE "account_settings" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_settings_account_id_key_pk" PRIMARY KEY("account_id","key"),
	CONSTRAINT "account_settings_value_check" CHECK ("account_settings"."value" in ('T', 'F'))
);
--> statement-breakpoint
ALTER TABLE "personal_data" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "personal_data" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;