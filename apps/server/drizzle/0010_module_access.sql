CREATE TABLE "module_access" (
	"module" text NOT NULL,
	"role" text NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "module_access_module_role_pk" PRIMARY KEY("module","role"),
	CONSTRAINT "module_access_module_check" CHECK ("module_access"."module" ~ '^[A-Za-z]{1,60}$'),
	CONSTRAINT "module_access_role_check" CHECK ("module_access"."role" in ('RA_ADMIN', 'RA_OSS', 'RA_DOCTOR', 'RA_SECRETARY', 'RA_NURSE', 'RA_GUEST_ASSISTANCE', 'RA_GUEST')),
	CONSTRAINT "module_access_level_check" CHECK ("module_access"."level" in ('none', 'read', 'write'))
);
--> statement-breakpoint
ALTER TABLE "module_access" ADD CONSTRAINT "module_access_updated_by_customer_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;