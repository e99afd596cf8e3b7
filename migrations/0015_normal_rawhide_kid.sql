-- Every stored phone number is E.164 from here on (the CHECKs below), so rows written before are normalised by
-- domain/phone.ts's toE164 rule first and the CHECKs are then validated, not NOT VALID. A waiting-list phone that
-- is no phone number at all moves into the entry's notes, so nothing a visitor typed is lost; a practice line or
-- a verified number that still is not E.164 after this fails the migration on purpose (it could never route a call).
UPDATE "waiting_list" AS t SET "phone_number" = n.e164 FROM (
  SELECT "id" AS key, CASE WHEN c ~ '^\+[1-9]\d{7,14}$' THEN c WHEN c ~ '^\d{10}$' THEN '+1' || c WHEN c ~ '^1\d{10}$' THEN '+' || c END AS e164
  FROM (SELECT "id", regexp_replace(btrim("phone_number"), '[[:space:].()-]', '', 'g') AS c FROM "waiting_list" WHERE "phone_number" IS NOT NULL AND "phone_number" !~ '^\+[1-9]\d{7,14}$') AS compact
) AS n WHERE t."id" = n.key AND n.e164 IS NOT NULL;--> statement-breakpoint
UPDATE "waiting_list" SET "additional_notes" = CASE WHEN btrim("phone_number") = '' THEN "additional_notes" ELSE concat_ws(E'\n', "additional_notes", 'Phone as entered: ' || "phone_number") END, "phone_number" = NULL WHERE "phone_number" !~ '^\+[1-9]\d{7,14}$';--> statement-breakpoint
UPDATE "phone_numbers" AS t SET "phone_number" = n.e164 FROM (
  SELECT "id" AS key, CASE WHEN c ~ '^\+[1-9]\d{7,14}$' THEN c WHEN c ~ '^\d{10}$' THEN '+1' || c WHEN c ~ '^1\d{10}$' THEN '+' || c END AS e164
  FROM (SELECT "id", regexp_replace(btrim("phone_number"), '[[:space:].()-]', '', 'g') AS c FROM "phone_numbers" WHERE "phone_number" IS NOT NULL AND "phone_number" !~ '^\+[1-9]\d{7,14}$') AS compact
) AS n WHERE t."id" = n.key AND n.e164 IS NOT NULL;--> statement-breakpoint
UPDATE "verified_phone_numbers" AS t SET "phone_number" = n.e164 FROM (
  SELECT "user_id" AS key, CASE WHEN c ~ '^\+[1-9]\d{7,14}$' THEN c WHEN c ~ '^\d{10}$' THEN '+1' || c WHEN c ~ '^1\d{10}$' THEN '+' || c END AS e164
  FROM (SELECT "user_id", regexp_replace(btrim("phone_number"), '[[:space:].()-]', '', 'g') AS c FROM "verified_phone_numbers" WHERE "phone_number" IS NOT NULL AND "phone_number" !~ '^\+[1-9]\d{7,14}$') AS compact
) AS n WHERE t."user_id" = n.key AND n.e164 IS NOT NULL;--> statement-breakpoint
UPDATE "demo_caller_claims" AS t SET "caller_number" = n.e164 FROM (
  SELECT "conversation_id" AS key, CASE WHEN c ~ '^\+[1-9]\d{7,14}$' THEN c WHEN c ~ '^\d{10}$' THEN '+1' || c WHEN c ~ '^1\d{10}$' THEN '+' || c END AS e164
  FROM (SELECT "conversation_id", regexp_replace(btrim("caller_number"), '[[:space:].()-]', '', 'g') AS c FROM "demo_caller_claims" WHERE "caller_number" IS NOT NULL AND "caller_number" !~ '^\+[1-9]\d{7,14}$') AS compact
) AS n WHERE t."conversation_id" = n.key AND n.e164 IS NOT NULL;--> statement-breakpoint
UPDATE "demo_caller_claims" AS t SET "practice_number" = n.e164 FROM (
  SELECT "conversation_id" AS key, CASE WHEN c ~ '^\+[1-9]\d{7,14}$' THEN c WHEN c ~ '^\d{10}$' THEN '+1' || c WHEN c ~ '^1\d{10}$' THEN '+' || c END AS e164
  FROM (SELECT "conversation_id", regexp_replace(btrim("practice_number"), '[[:space:].()-]', '', 'g') AS c FROM "demo_caller_claims" WHERE "practice_number" IS NOT NULL AND "practice_number" !~ '^\+[1-9]\d{7,14}$') AS compact
) AS n WHERE t."conversation_id" = n.key AND n.e164 IS NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_phone_number_e164" CHECK ("phone_numbers"."phone_number" ~ '^\+[1-9]\d{7,14}$');--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_phone_number_e164" CHECK ("waiting_list"."phone_number" ~ '^\+[1-9]\d{7,14}$');--> statement-breakpoint
ALTER TABLE "demo_caller_claims" ADD CONSTRAINT "demo_caller_claims_caller_number_e164" CHECK ("demo_caller_claims"."caller_number" ~ '^\+[1-9]\d{7,14}$');--> statement-breakpoint
ALTER TABLE "demo_caller_claims" ADD CONSTRAINT "demo_caller_claims_practice_number_e164" CHECK ("demo_caller_claims"."practice_number" ~ '^\+[1-9]\d{7,14}$');--> statement-breakpoint
ALTER TABLE "verified_phone_numbers" ADD CONSTRAINT "verified_phone_numbers_phone_number_e164" CHECK ("verified_phone_numbers"."phone_number" ~ '^\+[1-9]\d{7,14}$');