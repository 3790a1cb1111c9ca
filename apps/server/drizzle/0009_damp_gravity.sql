CREATE TABLE "export_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" text,
	"guest_account_id" integer,
	"type" text NOT NULL,
	"module" text NOT NULL,
	"format" text NOT NULL,
	"lang" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "export_audit_format_check" CHECK ("export_audit"."format" in ('csv', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "export_audit" ADD CONSTRAINT "export_audit_actor_id_customer_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_audit" ADD CONSTRAINT "export_audit_guest_account_id_customer_accounts_id_fk" FOREIGN KEY ("guest_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_audit_guest_idx" ON "export_audit" USING btree ("guest_account_id","at");--> statement-breakpoint
CREATE INDEX "export_audit_at_idx" ON "export_audit" USING btree ("at");