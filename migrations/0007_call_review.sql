CREATE TABLE "coaching_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_session_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"time" double precision NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "retry_moment" jsonb;--> statement-breakpoint
ALTER TABLE "coaching_notes" ADD CONSTRAINT "coaching_notes_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_notes" ADD CONSTRAINT "coaching_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_notes_practice_session_id_idx" ON "coaching_notes" USING btree ("practice_session_id","time");--> statement-breakpoint
CREATE INDEX "coaching_notes_author_id_idx" ON "coaching_notes" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_retry_of_practice_sessions_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_retry_of_idx" ON "practice_sessions" USING btree ("retry_of");