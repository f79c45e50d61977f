-- Products in two languages (issue 21): the Burmese texts beside the English (main) ones, empty when not written.
ALTER TABLE "products" ADD COLUMN "item_name_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An order keeps both names of each line as they were when it was placed.
ALTER TABLE "order_items" ADD COLUMN "item_name_my" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The search box reads both names, the categories and the Burmese description (decision 039).
-- PostgreSQL 15 cannot change a generated column's expression: the column and its index are made again.
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("products"."item_name" || ' ' || "products"."item_name_my" || ' ' || "products"."main_category" || ' ' || "products"."sub_category" || ' ' || "products"."description_my") STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
