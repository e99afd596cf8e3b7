CREATE TABLE "call_usage" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"practice_session_id" uuid,
	"agent_id" uuid,
	"team_id" uuid,
	"channel" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"reserved_seconds" integer NOT NULL,
	"billed_seconds" integer,
	"provider_credits" numeric(14, 4),
	"provider_cost_usd" numeric(12, 6),
	"lead_latency_ms" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_usage_reserved_seconds_positive" CHECK ("call_usage"."reserved_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "verified_phone_numbers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_phone_numbers_phoneNumber_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "monthly_practice_minutes" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "invalid_reason" text;--> statement-breakpoint
ALTER TABLE "coaching_notes" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "call_usage" ADD CONSTRAINT "call_usage_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_usage" ADD CONSTRAINT "call_usage_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_usage" ADD CONSTRAINT "call_usage_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_phone_numbers" ADD CONSTRAINT "verified_phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_usage_team_id_started_at_idx" ON "call_usage" USING btree ("team_id","started_at");--> statement-breakpoint
CREATE INDEX "call_usage_agent_id_started_at_idx" ON "call_usage" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "call_usage_practice_session_id_idx" ON "call_usage" USING btree ("practice_session_id");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_notes" ADD CONSTRAINT "coaching_notes_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_team_id_created_at_idx" ON "practice_sessions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "coaching_notes_team_id_idx" ON "coaching_notes" USING btree ("team_id");--> statement-breakpoint
-- A note belongs to the team whose broker wrote it.
UPDATE "coaching_notes" SET "team_id" = "author_id" WHERE "team_id" IS NULL;--> statement-breakpoint
-- A session belongs to the team it was made in: the broker who wrote a note on it or set it as an assignment knew
-- it as their team's; otherwise the agent's team today is the best knowledge there is (a broker's own trial call is their team's).
UPDATE "practice_sessions" s SET "team_id" = coalesce(
  (SELECT n."author_id" FROM "coaching_notes" n WHERE n."practice_session_id" = s."id" ORDER BY n."created_at" LIMIT 1),
  (SELECT a."broker_id" FROM "assignment_attempts" x JOIN "assignments" a ON a."id" = x."assignment_id" WHERE x."practice_session_id" = s."id"),
  (SELECT CASE WHEN u."role" = 'broker' THEN u."id" ELSE u."broker_id" END FROM "users" u WHERE u."id" = s."agent_id")
) WHERE s."team_id" IS NULL;--> statement-breakpoint
-- A call that was heard (a transcript, a score, or still on) connected; when exactly is not known, so its start stands in.
UPDATE "practice_sessions" SET "connected_at" = "created_at"
WHERE "connected_at" IS NULL AND ("status" IN ('active', 'completed') OR "transcript" IS NOT NULL OR "score" IS NOT NULL);--> statement-breakpoint
-- The minutes of calls made before usage was recorded, so this month's figures and the usage report include them
-- (which channel they used was not recorded: they count as phone calls).
INSERT INTO "call_usage" ("conversation_id", "practice_session_id", "agent_id", "team_id", "channel", "started_at", "connected_at", "ended_at", "reserved_seconds", "billed_seconds", "settled_at")
SELECT s."conversation_id"::uuid, s."id", s."agent_id", s."team_id", 'phone', s."created_at", s."connected_at", s."updated_at", greatest(s."duration", 1), s."duration", s."updated_at"
FROM "practice_sessions" s
WHERE s."duration" IS NOT NULL AND s."conversation_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
ON CONFLICT DO NOTHING;
