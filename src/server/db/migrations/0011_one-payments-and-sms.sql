CREATE TYPE "public"."decision_via" AS ENUM('person', 'sms');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('course', 'package', 'subscription', 'bundle', 'live_class');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'afrimoney';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment_pending' BEFORE 'package_confirmed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment_reversed' BEFORE 'package_confirmed';--> statement-breakpoint
CREATE TABLE "receiving_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"operator" "payment_method" NOT NULL,
	"phone_number" text NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"secret_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"template_id" uuid,
	"sender_known" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"amount" integer,
	"currency" text,
	"payer_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator" "payment_method" NOT NULL,
	"name" text NOT NULL,
	"pattern" text NOT NULL,
	"senders" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CDF' NOT NULL,
	"amount_usd" numeric(12, 2),
	"payment_method" "payment_method" NOT NULL,
	"phone_number" text NOT NULL,
	"payee_number" text,
	"transaction_id" text,
	"proof_image" text,
	"sms_text" text,
	"notes" text,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_via" "decision_via",
	"sms_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);--> statement-breakpoint
ALTER TABLE "package_purchases" DROP CONSTRAINT "package_purchases_amount_paid_check";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_amount_paid_check";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP CONSTRAINT "package_purchases_decided_by_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_decided_by_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP CONSTRAINT "live_class_registrations_decided_by_id_users_id_fk";--> statement-breakpoint
DROP INDEX "user_subscriptions_status_idx";--> statement-breakpoint
DROP INDEX "live_class_registrations_proof_image_idx";--> statement-breakpoint
ALTER TABLE "package_purchases" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "mobile_money_info" jsonb;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "receiving_phones" ADD CONSTRAINT "receiving_phones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_phone_id_receiving_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."receiving_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_template_id_sms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sms_id_sms_messages_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_phones_secret_hash_idx" ON "receiving_phones" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "receiving_phones_owner_id_idx" ON "receiving_phones" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "receiving_phones_phone_number_idx" ON "receiving_phones" USING btree ("phone_number") WHERE "receiving_phones"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_phone_id_content_hash_idx" ON "sms_messages" USING btree ("phone_id","content_hash");--> statement-breakpoint
CREATE INDEX "sms_messages_transaction_id_idx" ON "sms_messages" USING btree ("transaction_id") WHERE "sms_messages"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_messages_phone_id_received_at_idx" ON "sms_messages" USING btree ("phone_id","received_at");--> statement-breakpoint
CREATE INDEX "payments_buyer_id_idx" ON "payments" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_kind_item_id_idx" ON "payments" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("kind","created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_idx" ON "payments" USING btree ("transaction_id") WHERE "payments"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_sms_id_idx" ON "payments" USING btree ("sms_id") WHERE "payments"."sms_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_proof_image_idx" ON "payments" USING btree ("proof_image") WHERE "payments"."proof_image" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("buyer_id","kind","item_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "enrollments_payment_id_idx" ON "enrollments" USING btree ("payment_id") WHERE "enrollments"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "live_class_registrations_payment_id_idx" ON "live_class_registrations" USING btree ("payment_id");--> statement-breakpoint
-- Every payment moves, with the same id, into the one table (docs/decisions/0013).
INSERT INTO "payments" ("id","kind","item_id","buyer_id","amount","payment_method","phone_number","transaction_id","proof_image","notes","status","decided_by_id","decided_at","decided_via","created_at","updated_at")
SELECT "id",'course',"course_id","user_id","amount","payment_method","phone_number","transaction_id","proof_image","notes","status","decided_by_id","decided_at",CASE WHEN "status" <> 'pending' THEN 'person'::decision_via END,"created_at","updated_at" FROM "payment_requests";
--> statement-breakpoint
INSERT INTO "payments" ("id","kind","item_id","buyer_id","amount","payment_method","phone_number","transaction_id","proof_image","notes","status","decided_by_id","decided_at","decided_via","created_at","updated_at")
SELECT "id",'bundle',"bundle_id","user_id","amount","payment_method","phone_number","transaction_id","proof_image","notes","status","decided_by_id","decided_at",CASE WHEN "status" <> 'pending' THEN 'person'::decision_via END,"created_at","updated_at" FROM "bundle_payments";
--> statement-breakpoint
INSERT INTO "payments" ("id","kind","item_id","buyer_id","amount","payment_method","phone_number","transaction_id","proof_image","notes","status","decided_by_id","decided_at","decided_via","created_at","updated_at")
SELECT "id",'package',"package_id","user_id","amount_paid","payment_method","phone_number","transaction_id","proof_image","notes","status","decided_by_id","decided_at",CASE WHEN "status" <> 'pending' THEN 'person'::decision_via END,"purchase_date",coalesce("decided_at","purchase_date") FROM "package_purchases";
--> statement-breakpoint
INSERT INTO "payments" ("id","kind","item_id","buyer_id","amount","amount_usd","payment_method","phone_number","transaction_id","proof_image","status","decided_by_id","decided_at","decided_via","created_at","updated_at")
SELECT "id",'subscription',"plan_id","user_id",coalesce("amount_asked_cdf", round("amount_paid" * coalesce((SELECT "cdf_per_usd" FROM "exchange_rates" ORDER BY "created_at" DESC LIMIT 1), 2800))::integer),"amount_paid","payment_method","phone_number","transaction_id","proof_image","status","decided_by_id","decided_at",CASE WHEN "status" <> 'pending' THEN 'person'::decision_via END,"created_at","updated_at" FROM "user_subscriptions";
--> statement-breakpoint
INSERT INTO "payments" ("id","kind","item_id","buyer_id","amount","amount_usd","payment_method","phone_number","transaction_id","proof_image","status","decided_by_id","decided_at","decided_via","created_at","updated_at")
SELECT "id",'live_class',"live_class_id","user_id",coalesce("amount_asked_cdf", round("amount_paid" * coalesce((SELECT "cdf_per_usd" FROM "exchange_rates" ORDER BY "created_at" DESC LIMIT 1), 2800))::integer),"amount_paid",coalesce("payment_method",'mpesa'),coalesce("phone_number",''),"transaction_id","proof_image","payment_status","decided_by_id","decided_at",CASE WHEN "payment_status" <> 'pending' AND "decided_at" IS NOT NULL THEN 'person'::decision_via END,"registered_at",coalesce("decided_at","registered_at") FROM "live_class_registrations" WHERE "amount_paid" IS NOT NULL;
--> statement-breakpoint
UPDATE "live_class_registrations" SET "payment_id" = "id" WHERE "amount_paid" IS NOT NULL;
--> statement-breakpoint
-- The enrolments a confirmed course payment gave now name it, so reversing it can undo them.
UPDATE "enrollments" e SET "payment_id" = p."id" FROM "payments" p
WHERE p."kind" = 'course' AND p."status" = 'confirmed' AND p."buyer_id" = e."user_id" AND p."item_id" = e."course_id";
--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_id_payments_id_fk" FOREIGN KEY ("id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_id_payments_id_fk" FOREIGN KEY ("id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_registrations" ADD CONSTRAINT "live_class_registrations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_transactions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_requests" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bundle_payments" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "mobile_money_transactions" CASCADE;--> statement-breakpoint
DROP TABLE "payment_requests" CASCADE;--> statement-breakpoint
DROP TABLE "bundle_payments" CASCADE;--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "amount_paid";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "transaction_id";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "proof_image";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "notes";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "decided_by_id";--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "decided_at";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "transaction_id";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "amount_paid";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "amount_asked_cdf";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "proof_image";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "decided_by_id";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "decided_at";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "transaction_id";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "proof_image";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "amount_paid";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "amount_asked_cdf";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "decided_by_id";--> statement-breakpoint
ALTER TABLE "live_class_registrations" DROP COLUMN "decided_at";
