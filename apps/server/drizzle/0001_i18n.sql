CREATE TABLE "legal_texts" (
	"locale" text PRIMARY KEY NOT NULL,
	"terms_and_conditions" text NOT NULL,
	"privacy_policy" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missing_terms" (
	"term_id" text PRIMARY KEY NOT NULL,
	"report_count" integer DEFAULT 1 NOT NULL,
	"reported_signed_in" boolean DEFAULT false NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_terms_term_id_check" CHECK ("missing_terms"."term_id" ~ '^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$')
);
--> statement-breakpoint
CREATE TABLE "translation_locales" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"term_id" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "translations_locale_term_id_pk" PRIMARY KEY("locale","term_id"),
	CONSTRAINT "translations_term_id_check" CHECK ("translations"."term_id" ~ '^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$')
);
--> statement-breakpoint
ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_locale_translation_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."translation_locales"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_locale_translation_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."translation_locales"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_updated_by_customer_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;