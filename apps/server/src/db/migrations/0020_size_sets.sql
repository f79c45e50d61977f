-- Size sets (issue 21, decision 044): a product is sold in clothing sizes (XS to XXL), shoe sizes
-- (EU 35 to 46), one size, or the owner's own list. Every product so far sells clothing sizes.
ALTER TABLE "products" ADD COLUMN "size_set" text DEFAULT 'clothing' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "custom_sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_set_check" CHECK ("products"."size_set" in ('clothing', 'shoes', 'one-size', 'custom'));--> statement-breakpoint
-- A size is any size of its product's set; its place in the set orders the lists.
ALTER TABLE "variant_stock" DROP CONSTRAINT "variant_stock_size_check";--> statement-breakpoint
ALTER TABLE "variant_stock" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "variant_stock" SET "position" = coalesce(array_position(array['XS', 'S', 'M', 'L', 'XL', 'XXL'], "size") - 1, 0);--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_size_check" CHECK (length("variant_stock"."size") between 1 and 12);
