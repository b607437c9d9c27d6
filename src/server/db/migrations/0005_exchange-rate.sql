CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cdf_per_usd" integer NOT NULL,
	"set_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_cdf_per_usd_check" CHECK ("exchange_rates"."cdf_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "amount_asked_cdf" integer;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_created_at_idx" ON "exchange_rates" USING btree ("created_at" DESC NULLS LAST);