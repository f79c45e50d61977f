-- Colours the owner manages (issue 21 item 2, decision 043): a palette of colours with an English
-- name, a Burmese name and a swatch, under a key that never changes (`?color=black`).
CREATE TABLE "colours" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_my" text DEFAULT '' NOT NULL,
	"swatch" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colours_key_check" CHECK ("colours"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "colours_name_check" CHECK (btrim("colours"."name") <> ''),
	CONSTRAINT "colours_swatch_check" CHECK ("colours"."swatch" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
-- The variants' foreign key names both the key and the English name, so a rename reaches them.
CREATE UNIQUE INDEX "colours_key_name_key" ON "colours" USING btree ("key","name");--> statement-breakpoint
CREATE UNIQUE INDEX "colours_name_lower_key" ON "colours" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "colours_name_my_key" ON "colours" USING btree ("name_my") WHERE "colours"."name_my" <> '';--> statement-breakpoint
-- The seven colours the builder offered, in its order, with the demo pictures' colours as swatches.
INSERT INTO "colours" ("key", "name", "name_my", "swatch", "position") VALUES
	('black', 'Black', 'အနက်ရောင်', '#232323', 1),
	('brown', 'Brown', 'အညိုရောင်', '#7b5233', 2),
	('white', 'White', 'အဖြူရောင်', '#f3f1ec', 3),
	('red', 'Red', 'အနီရောင်', '#b8322a', 4),
	('blue', 'Blue', 'အပြာရောင်', '#2d5d9f', 5),
	('green', 'Green', 'အစိမ်းရောင်', '#3d6e48', 6),
	('gray', 'Gray', 'မီးခိုးရောင်', '#8b8e93', 7);
--> statement-breakpoint
-- Every other colour a product uses (the edit form took free text) becomes an entry: its English
-- name as most variants spell it, no Burmese name yet (the English one is shown), a neutral swatch,
-- a key made of its letters and digits (with a short hash when that key is taken or empty).
INSERT INTO "colours" ("key", "name", "swatch", "position")
SELECT
	CASE WHEN u.slug = '' OR u.rank > 1 OR EXISTS (SELECT FROM "colours" c WHERE c."key" = u.slug)
		THEN concat_ws('-', nullif(u.slug, ''), left(md5(u.lower_name), 8))
		ELSE u.slug END,
	u.name, '#9ca3af', 100 + u.n
FROM (
	SELECT s.*, row_number() OVER (PARTITION BY s.slug ORDER BY s.lower_name) AS rank,
		row_number() OVER (ORDER BY s.lower_name) AS n
	FROM (
		SELECT lower(btrim(v."color")) AS lower_name,
			mode() WITHIN GROUP (ORDER BY btrim(v."color")) AS name,
			btrim(regexp_replace(lower(btrim(v."color")), '[^a-z0-9]+', '-', 'g'), '-') AS slug
		FROM "product_variants" v
		WHERE NOT EXISTS (SELECT FROM "colours" c WHERE lower(c."name") = lower(btrim(v."color")))
		GROUP BY lower(btrim(v."color"))
	) s
) u;
--> statement-breakpoint
-- Each variant's colour is one of the palette's: its key, and its English name as the palette spells it.
ALTER TABLE "product_variants" ADD COLUMN "color_key" text;--> statement-breakpoint
UPDATE "product_variants" v SET "color_key" = c."key", "color" = c."name"
	FROM "colours" c WHERE lower(c."name") = lower(btrim(v."color"));--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "color_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_colour_fkey" FOREIGN KEY ("color_key","color")
	REFERENCES "colours"("key","name") ON DELETE restrict ON UPDATE cascade DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
CREATE INDEX "product_variants_color_key_idx" ON "product_variants" USING btree ("color_key");
