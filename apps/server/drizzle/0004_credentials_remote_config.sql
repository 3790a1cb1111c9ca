CREATE TABLE "credential_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credential_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "credential_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "credential_tokens_purpose_check" CHECK ("credential_tokens"."purpose" in ('resetPassword', 'defineCredential'))
);
--> statement-breakpoint
CREATE TABLE "remote_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "remote_config_key_check" CHECK ("remote_config"."key" ~ '^[A-Za-z0-9_.-]{1,100}$')
);
--> statement-breakpoint
ALTER TABLE "credential_tokens" ADD CONSTRAINT "credential_tokens_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_config" ADD CONSTRAINT "remote_config_updated_by_customer_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_tokens_account_created_idx" ON "credential_tokens" USING btree ("account_id","created_at");