-- Back in stock (decision 050): a shopper waiting for a sold-out size, by email or by phone.
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"size" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restocked_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_contact_check" CHECK ("email" <> '' OR "phone" <> ''),
	CONSTRAINT "stock_alerts_language_check" CHECK ("language" in ('en', 'my'))
);--> statement-breakpoint
-- One waiting request per size and person: asking again changes nothing.
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" ("variant_id", "size", (CASE WHEN "email" <> '' THEN "email" ELSE "phone" END)) WHERE "restocked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_email_waiting_idx" ON "stock_alerts" ("email") WHERE "restocked_at" IS NULL AND "email" <> '';--> statement-breakpoint
CREATE INDEX "stock_alerts_phone_waiting_idx" ON "stock_alerts" ("phone") WHERE "restocked_at" IS NULL AND "phone" <> '';--> statement-breakpoint
CREATE INDEX "stock_alerts_to_mail_idx" ON "stock_alerts" ("restocked_at") WHERE "restocked_at" IS NOT NULL AND "mailed_at" IS NULL AND "email" <> '';--> statement-breakpoint
-- Whoever puts a sold-out size back in stock (an edit, the stock file, a cancelled order returning
-- units) marks its waiting requests in the same transaction; the notification reaches every shop
-- instance on commit, and one of them mails each waiting shopper once.
CREATE FUNCTION "stock_alerts_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "stock_alerts" SET "restocked_at" = now()
	WHERE "variant_id" = NEW."variant_id" AND "size" = NEW."size" AND "restocked_at" IS NULL;
	IF FOUND THEN
		PERFORM pg_notify('stock_alerts', '');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "variant_stock_restocked_insert" AFTER INSERT ON "variant_stock"
	FOR EACH ROW WHEN (NEW."stock" > 0) EXECUTE FUNCTION "stock_alerts_restocked"();--> statement-breakpoint
CREATE TRIGGER "variant_stock_restocked_update" AFTER UPDATE OF "stock" ON "variant_stock"
	FOR EACH ROW WHEN (NEW."stock" > 0 AND OLD."stock" = 0) EXECUTE FUNCTION "stock_alerts_restocked"();
