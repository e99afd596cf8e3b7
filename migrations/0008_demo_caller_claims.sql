CREATE TABLE "demo_caller_claims" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"caller_number" text,
	"practice_number" text NOT NULL,
	"phone_number_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_caller_claims" ADD CONSTRAINT "demo_caller_claims_phone_number_id_phone_numbers_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_caller_claims_pending_caller_idx" ON "demo_caller_claims" USING btree ("caller_number") WHERE "demo_caller_claims"."pending";--> statement-breakpoint
CREATE INDEX "demo_caller_claims_created_at_idx" ON "demo_caller_claims" USING btree ("created_at");