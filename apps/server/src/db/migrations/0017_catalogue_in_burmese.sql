-- Products in two languages (issue 21): the Burmese texts beside the English (main) ones, empty when not written.
ALTER TABLE "products" ADD COLUMN "item_name_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An order keeps both names of each line as they were when it was placed.
ALTER TABLE "order_items" ADD COLUMN "item_name_my" text DEFAULT '' NOT NULL;
