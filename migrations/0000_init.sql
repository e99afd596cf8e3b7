CREATE TYPE "public"."analytics_period" AS ENUM('daily', 'weekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."demo_call_status" AS ENUM('started', 'active', 'completed', 'failed', 'abandoned');--> statement-breakpoint
CREATE TYPE "public"."lead_sentiment" AS ENUM('positive', 'neutral', 'negative', 'hostile', 'interested');--> statement-breakpoint
CREATE TYPE "public"."phone_provider" AS ENUM('elevenlabs', 'twilio', 'other');--> statement-breakpoint
CREATE TYPE "public"."practice_session_status" AS ENUM('pending', 'active', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."processing_status" AS ENUM('pending', 'processing', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('broker', 'agent');--> statement-breakpoint
CREATE TYPE "public"."scenario_difficulty" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."vertical" AS ENUM('real_estate', 'insurance', 'saas', 'homepage');--> statement-breakpoint
CREATE TYPE "public"."yes_no" AS ENUM('yes', 'no');--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" "role" DEFAULT 'agent' NOT NULL,
	"broker_id" uuid,
	"is_trainer" "yes_no" DEFAULT 'no' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text,
	"email_notifications" jsonb DEFAULT '{"dailyReports":true,"agentMilestones":true,"weeklysummaries":false}'::jsonb NOT NULL,
	"training_config" jsonb DEFAULT '{"defaultSessionDuration":10,"minimumPassingScore":75,"enableRealTimeCoaching":true,"detailedFeedback":true}'::jsonb NOT NULL,
	"team_management" jsonb DEFAULT '{"autoAssignBeginner":true,"performanceTracking":"all"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"display_name" text NOT NULL,
	"provider" "phone_provider" DEFAULT 'elevenlabs' NOT NULL,
	"provider_id" text,
	"vertical" "vertical",
	"broker_id" uuid,
	"is_active" "yes_no" DEFAULT 'yes' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_numbers_phoneNumber_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "demo_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"difficulty" "scenario_difficulty" DEFAULT 'intermediate' NOT NULL,
	"prompt_text" text NOT NULL,
	"conversation_config" jsonb NOT NULL,
	"vertical" "vertical" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_scenarios_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "llm_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"instruction_type" text NOT NULL,
	"system_prompt" text NOT NULL,
	"vertical" "vertical",
	"scenario_category" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"created_by" uuid,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "llm_instructions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"vertical" "vertical" DEFAULT 'real_estate' NOT NULL,
	"phone_number_id" uuid,
	"ai_agent_id" text,
	"scenario_id" uuid,
	"custom_prompt" text,
	"conversation_id" text,
	"status" "practice_session_status" DEFAULT 'pending' NOT NULL,
	"transcript" jsonb,
	"transcript_text" text,
	"audio_url" text,
	"score" integer,
	"feedback" text,
	"duration" integer,
	"scores" jsonb,
	"lead_sentiment" "lead_sentiment",
	"key_phrases" text[],
	"ai_evaluation_status" "processing_status" DEFAULT 'pending' NOT NULL,
	"ai_evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"broker_id" uuid,
	"period" "analytics_period" NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"total_sessions" integer DEFAULT 0 NOT NULL,
	"completed_sessions" integer DEFAULT 0 NOT NULL,
	"average_score" real,
	"average_duration" real,
	"average_tone_score" real,
	"average_pacing_score" real,
	"average_objection_handling_score" real,
	"average_script_adherence_score" real,
	"average_conversion_likelihood_score" real,
	"positive_sentiment_count" integer DEFAULT 0 NOT NULL,
	"neutral_sentiment_count" integer DEFAULT 0 NOT NULL,
	"negative_sentiment_count" integer DEFAULT 0 NOT NULL,
	"hostile_sentiment_count" integer DEFAULT 0 NOT NULL,
	"interested_sentiment_count" integer DEFAULT 0 NOT NULL,
	"improvement_trend" real,
	"last_calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_agent_period_start_unique" UNIQUE("agent_id","period","period_start")
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" varchar(21) PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"phone_number" text,
	"additional_notes" text,
	"vertical" "vertical" DEFAULT 'real_estate' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "demo_call_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid,
	"vertical" "vertical" NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid,
	"agent_id" text,
	"phone_number_id" uuid,
	"override_applied" boolean DEFAULT false NOT NULL,
	"override_success" boolean,
	"call_start_time" timestamp with time zone,
	"call_end_time" timestamp with time zone,
	"call_duration" integer,
	"status" "demo_call_status" DEFAULT 'started' NOT NULL,
	"error_message" text,
	"ip_address" text,
	"user_agent" text,
	"provider_conversation_id" text,
	"call_sid" text,
	"transcript" jsonb,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_call_logs_conversationId_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
CREATE TABLE "audio_processing_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"agent_id" text,
	"provider_conversation_id" text,
	"status" "processing_status" DEFAULT 'pending' NOT NULL,
	"audio_base64" text,
	"audio_file_path" text,
	"audio_file_size" integer,
	"processing_started_at" timestamp with time zone,
	"processing_completed_at" timestamp with time zone,
	"error_message" text,
	"file_expires_at" timestamp with time zone,
	"is_file_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_processing_jobs_conversationId_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "llm_instructions" ADD CONSTRAINT "llm_instructions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_phone_number_id_phone_numbers_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_scenario_id_demo_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."demo_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics" ADD CONSTRAINT "analytics_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics" ADD CONSTRAINT "analytics_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_call_logs" ADD CONSTRAINT "demo_call_logs_scenario_id_demo_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."demo_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_call_logs" ADD CONSTRAINT "demo_call_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_call_logs" ADD CONSTRAINT "demo_call_logs_phone_number_id_phone_numbers_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "users_broker_id_idx" ON "users" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "phone_numbers_broker_id_idx" ON "phone_numbers" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "demo_scenarios_vertical_idx" ON "demo_scenarios" USING btree ("vertical");--> statement-breakpoint
CREATE INDEX "llm_instructions_created_by_idx" ON "llm_instructions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "practice_sessions_agent_id_created_at_idx" ON "practice_sessions" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_phone_number_id_idx" ON "practice_sessions" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_scenario_id_idx" ON "practice_sessions" USING btree ("scenario_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_conversation_id_idx" ON "practice_sessions" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "analytics_broker_id_idx" ON "analytics" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_email_lower_idx" ON "waiting_list" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "demo_call_logs_scenario_id_idx" ON "demo_call_logs" USING btree ("scenario_id");--> statement-breakpoint
CREATE INDEX "demo_call_logs_user_id_idx" ON "demo_call_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demo_call_logs_phone_number_id_idx" ON "demo_call_logs" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "demo_call_logs_provider_conversation_id_idx" ON "demo_call_logs" USING btree ("provider_conversation_id");