ALTER TABLE "demo_scenarios" DROP CONSTRAINT "demo_scenarios_name_unique";--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD COLUMN "broker_id" uuid;--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD CONSTRAINT "demo_scenarios_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_scenarios" ADD CONSTRAINT "demo_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_scenarios_created_by_idx" ON "demo_scenarios" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_scenarios_seeded_name_idx" ON "demo_scenarios" USING btree ("name") WHERE "demo_scenarios"."broker_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_scenarios_team_name_idx" ON "demo_scenarios" USING btree ("broker_id",lower("name"));