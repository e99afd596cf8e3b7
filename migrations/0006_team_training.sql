CREATE TABLE "assignment_agents" (
	"assignment_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	CONSTRAINT "assignment_agents_assignment_id_agent_id_pk" PRIMARY KEY("assignment_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_attempts" (
	"practice_session_id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scenario_id" uuid,
	"custom_prompt" text,
	"vertical" "vertical" NOT NULL,
	"whole_team" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"min_score" integer NOT NULL,
	"attempt_limit" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_min_score_range" CHECK ("assignments"."min_score" BETWEEN 0 AND 100),
	CONSTRAINT "assignments_attempt_limit_positive" CHECK ("assignments"."attempt_limit" IS NULL OR "assignments"."attempt_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"vertical" "vertical" NOT NULL,
	"period" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_opt_outs" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_agents" ADD CONSTRAINT "assignment_agents_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_agents" ADD CONSTRAINT "assignment_agents_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attempts" ADD CONSTRAINT "assignment_attempts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_scenario_id_demo_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."demo_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_opt_outs" ADD CONSTRAINT "leaderboard_opt_outs_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_agents_agent_id_idx" ON "assignment_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "assignment_attempts_assignment_id_agent_id_idx" ON "assignment_attempts" USING btree ("assignment_id","agent_id");--> statement-breakpoint
CREATE INDEX "assignment_attempts_agent_id_idx" ON "assignment_attempts" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "assignments_broker_id_due_at_idx" ON "assignments" USING btree ("broker_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_scenario_id_idx" ON "assignments" USING btree ("scenario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_agent_vertical_period_idx" ON "certificates" USING btree ("agent_id","vertical","period");