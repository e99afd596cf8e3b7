CREATE TABLE "score_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_session_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_score" integer NOT NULL,
	"to_score" integer NOT NULL,
	"reason" text NOT NULL,
	"moment_time" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_corrections_scores_range" CHECK ("score_corrections"."from_score" BETWEEN 0 AND 100 AND "score_corrections"."to_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "score_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_session_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"time" double precision NOT NULL,
	"comment" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calibration_grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"practice_session_id" uuid NOT NULL,
	"grade" integer NOT NULL,
	"expected_sentiment" "lead_sentiment" NOT NULL,
	"criteria" jsonb NOT NULL,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_grades_grade_range" CHECK ("calibration_grades"."grade" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "analysed_score" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "analysed_scores" jsonb;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "corrected_score" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "corrected_scores" jsonb;--> statement-breakpoint
ALTER TABLE "score_corrections" ADD CONSTRAINT "score_corrections_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_corrections" ADD CONSTRAINT "score_corrections_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_flags" ADD CONSTRAINT "score_flags_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_flags" ADD CONSTRAINT "score_flags_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_flags" ADD CONSTRAINT "score_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_grades" ADD CONSTRAINT "calibration_grades_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_grades" ADD CONSTRAINT "calibration_grades_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_corrections_practice_session_id_idx" ON "score_corrections" USING btree ("practice_session_id","created_at");--> statement-breakpoint
CREATE INDEX "score_corrections_author_id_idx" ON "score_corrections" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "score_flags_practice_session_id_idx" ON "score_flags" USING btree ("practice_session_id","time");--> statement-breakpoint
CREATE INDEX "score_flags_agent_id_idx" ON "score_flags" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "score_flags_resolved_by_idx" ON "score_flags" USING btree ("resolved_by");--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_grades_broker_session_idx" ON "calibration_grades" USING btree ("broker_id","practice_session_id");--> statement-breakpoint
CREATE INDEX "calibration_grades_practice_session_id_idx" ON "calibration_grades" USING btree ("practice_session_id");--> statement-breakpoint
-- Calls scored before corrections existed: their score is the analyser's.
UPDATE "practice_sessions" SET "analysed_score" = "score", "analysed_scores" = "scores" WHERE "score" IS NOT NULL;