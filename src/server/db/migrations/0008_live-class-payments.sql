ALTER TABLE "live_class_registrations" ADD COLUMN "payment_method" "payment_method";--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "proof_image" text;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "amount_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "amount_asked_cdf" integer;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD CONSTRAINT "live_class_registrations_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_class_registrations_proof_image_idx" ON "live_class_registrations" USING btree ("proof_image") WHERE "live_class_registrations"."proof_image" is not null;