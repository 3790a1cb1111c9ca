ALTER TABLE "idempotency_keys" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_device_id_measurement_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."measurement_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_device_key_unique" UNIQUE("device_id","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_owner_check" CHECK (("idempotency_keys"."account_id" is null) <> ("idempotency_keys"."device_id" is null));