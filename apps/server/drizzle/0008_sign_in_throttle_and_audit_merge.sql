CREATE TABLE "sign_in_failures" (
	"username_key" text NOT NULL,
	"address_key" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_username_key_address_key_pk" PRIMARY KEY("username_key","address_key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sign_in_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "document_audit" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_audit" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_audit" ADD COLUMN "merge_key" text;--> statement-breakpoint
CREATE INDEX "sign_in_failures_time_idx" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_audit_merge_key_unique" ON "document_audit" USING btree ("merge_key");