-- An order line keeps its colour's Burmese name as it was when the order was placed, beside the
-- English one (decision 043's palette), so a Burmese reader's order page, mails and packing slip
-- name the colour in Burmese. Lines written before this migration take today's palette name.
ALTER TABLE "order_items" ADD COLUMN "color_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_items" i SET "color_my" = c."name_my"
  FROM "product_variants" v JOIN "colours" c ON c."key" = v."color_key"
  WHERE v."id" = i."variant_id" AND lower(v."color") = lower(i."color");--> statement-breakpoint
UPDATE "order_items" i SET "color_my" = c."name_my"
  FROM "colours" c
  WHERE i."color_my" = '' AND lower(c."name") = lower(i."color");
