ALTER TABLE "practice_sessions" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "scored_by" jsonb;