CREATE TYPE "public"."upload_status" AS ENUM('pending', 'receiving', 'complete', 'failed');--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" "upload_status" DEFAULT 'pending' NOT NULL,
	"extension" text,
	"content_type" text,
	"file_name" text,
	"size" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" is null or "uploads"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_status_created_at_idx" ON "uploads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lessons_video_url_idx" ON "lessons" USING btree ("video_url");--> statement-breakpoint
CREATE INDEX "lessons_file_url_idx" ON "lessons" USING btree ("file_url");