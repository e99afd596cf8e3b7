CREATE TYPE "public"."call_source" AS ENUM('practice', 'real_call');--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "source" "call_source" DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "real_call" jsonb;