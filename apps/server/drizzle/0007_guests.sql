CREATE TABLE "account_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text,
	"effective_date" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" integer,
	CONSTRAINT "account_status_history_to_check" CHECK ("account_status_history"."to_status" in ('A', 'D', 'W', 'R', 'S')),
	CONSTRAINT "account_status_history_date_check" CHECK ("account_status_history"."effective_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "account_status_history" ADD CONSTRAINT "account_status_history_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_status_history" ADD CONSTRAINT "account_status_history_changed_by_customer_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_status_history_account_idx" ON "account_status_history" USING btree ("account_id","changed_at");--> statement-breakpoint
CREATE INDEX "customer_accounts_status_idx" ON "customer_accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "customer_roles_role_idx" ON "customer_roles" USING btree ("role","account_id");