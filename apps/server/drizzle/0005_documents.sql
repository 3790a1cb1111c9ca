CREATE TABLE "document_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"data" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inserted_by" integer,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	CONSTRAINT "document_attachments_status_check" CHECK ("document_attachments"."status" in ('A', 'D')),
	CONSTRAINT "document_attachments_size_check" CHECK ("document_attachments"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" text,
	"action" text NOT NULL,
	"allowed" boolean NOT NULL,
	"document_id" integer,
	"attachment_id" integer
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"document_id" integer NOT NULL,
	"expiration" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_reminders_document_id_expiration_pk" PRIMARY KEY("document_id","expiration")
);
--> statement-breakpoint
CREATE TABLE "document_role_permissions" (
	"role" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"default_value" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"options" text NOT NULL,
	CONSTRAINT "document_role_permissions_role_check" CHECK ("document_role_permissions"."role" in ('RA_ADMIN', 'RA_OSS', 'RA_DOCTOR', 'RA_SECRETARY', 'RA_NURSE', 'RA_GUEST_ASSISTANCE', 'RA_GUEST')),
	CONSTRAINT "document_role_permissions_default_check" CHECK ("document_role_permissions"."default_value" in ('W', 'R', 'N')),
	CONSTRAINT "document_role_permissions_options_check" CHECK ("document_role_permissions"."options" ~ '^[WRN](,[WRN]){0,2}$')
);
--> statement-breakpoint
CREATE TABLE "document_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"expiration" timestamp with time zone,
	"state" boolean DEFAULT false NOT NULL,
	"tag_id" integer,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "documents_name_check" CHECK (char_length("documents"."name") between 1 and 80),
	CONSTRAINT "documents_description_check" CHECK ("documents"."description" is null or char_length("documents"."description") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_inserted_by_customer_accounts_id_fk" FOREIGN KEY ("inserted_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_archived_by_customer_accounts_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audit" ADD CONSTRAINT "document_audit_actor_id_customer_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tag_id_document_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."document_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_customer_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_updated_by_customer_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_attachments_document_idx" ON "document_attachments" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_attachments_active_name_unique" ON "document_attachments" USING btree ("document_id","name") WHERE "document_attachments"."status" = 'A';--> statement-breakpoint
CREATE INDEX "document_audit_document_idx" ON "document_audit" USING btree ("document_id","at");--> statement-breakpoint
CREATE INDEX "document_audit_at_idx" ON "document_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "documents_account_idx" ON "documents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "documents_expiration_idx" ON "documents" USING btree ("expiration");