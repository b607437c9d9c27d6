CREATE TABLE "bundle_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"phone_number" text NOT NULL,
	"transaction_id" text,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"proof_image" text,
	"notes" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_payments_amount_check" CHECK ("bundle_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "training_bundles" ADD COLUMN "mobile_money_info" jsonb;--> statement-breakpoint
ALTER TABLE "bundle_payments" ADD CONSTRAINT "bundle_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_payments" ADD CONSTRAINT "bundle_payments_bundle_id_training_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."training_bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_payments" ADD CONSTRAINT "bundle_payments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_payments_user_id_idx" ON "bundle_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bundle_payments_bundle_id_idx" ON "bundle_payments" USING btree ("bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_payments_one_pending_idx" ON "bundle_payments" USING btree ("user_id","bundle_id") WHERE "bundle_payments"."status" = 'pending';