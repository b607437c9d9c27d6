CREATE TYPE "public"."rendition_quality" AS ENUM('low', 'medium', 'audio');--> statement-breakpoint
CREATE TYPE "public"."rendition_status" AS ENUM('waiting', 'working', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "video_renditions" (
	"upload_id" uuid NOT NULL,
	"quality" "rendition_quality" NOT NULL,
	"status" "rendition_status" DEFAULT 'waiting' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_renditions_upload_id_quality_pk" PRIMARY KEY("upload_id","quality"),
	CONSTRAINT "video_renditions_progress_check" CHECK ("video_renditions"."progress" between 0 and 100),
	CONSTRAINT "video_renditions_size_check" CHECK ("video_renditions"."size" is null or "video_renditions"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;