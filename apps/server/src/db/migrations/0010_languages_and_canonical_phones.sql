ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'my'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'my'));--> statement-breakpoint
-- One spelling per phone number (packages/shared/src/phone-rules.ts): Myanmar digits made Latin,
-- separators dropped, +95… / 95… / 9… written 09…. A text that is still no number is left as it is.
CREATE FUNCTION "canonical_phone"("raw" text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  p text := regexp_replace(translate("raw", '၀၁၂၃၄၅၆၇၈၉', '0123456789'), '[[:space:]().-]', '', 'g');
BEGIN
  IF p ~ '^\+959[0-9]{6,9}$' THEN RETURN '0' || substr(p, 4); END IF;
  IF p ~ '^959[0-9]{6,9}$' THEN RETURN '0' || substr(p, 3); END IF;
  IF p ~ '^9[0-9]{6,9}$' THEN RETURN '0' || p; END IF;
  IF p ~ '^(0|\+)[0-9]+$' THEN RETURN p; END IF;
  RETURN "raw";
END $$;--> statement-breakpoint
-- A customer's phone is unique: when two accounts hold spellings of one number, the older keeps it
-- and the newer's is cleared (it still signs in by email).
WITH ranked AS (
  SELECT "id", canonical_phone("phone") AS "canonical",
    row_number() OVER (PARTITION BY canonical_phone("phone") ORDER BY "created_at", "id") AS "n"
  FROM "users" WHERE "phone" IS NOT NULL
)
UPDATE "users" u SET "phone" = NULL FROM ranked r WHERE u."id" = r."id" AND r."n" > 1;--> statement-breakpoint
UPDATE "users" SET "phone" = canonical_phone("phone") WHERE "phone" IS DISTINCT FROM canonical_phone("phone");--> statement-breakpoint
UPDATE "addresses" SET "phone" = canonical_phone("phone") WHERE "phone" <> canonical_phone("phone");--> statement-breakpoint
UPDATE "orders" SET "phone" = canonical_phone("phone") WHERE "phone" <> canonical_phone("phone");--> statement-breakpoint
DROP FUNCTION "canonical_phone"(text);
