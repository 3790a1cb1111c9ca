CREATE TABLE "sign_in_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username_key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_key_time_idx" ON "sign_in_attempts" USING btree ("username_key","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_time_idx" ON "sign_in_attempts" USING btree ("attempted_at");