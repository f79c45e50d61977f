-- Trigram indexes below serve the ILIKE searches of the catalogue; pg_trgm is a trusted contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"batch_name" text DEFAULT '' NOT NULL,
	"main_category" text NOT NULL,
	"sub_category" text DEFAULT '' NOT NULL,
	"gender" text NOT NULL,
	"price" integer NOT NULL,
	"category_text" text GENERATED ALWAYS AS ("products"."main_category" || ' ' || "products"."sub_category") STORED,
	"search_text" text GENERATED ALWAYS AS ("products"."item_name" || ' ' || "products"."main_category" || ' ' || "products"."sub_category") STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_gender_check" CHECK ("products"."gender" in ('male', 'female', 'unisex'))
);
--> statement-breakpoint
CREATE TABLE "variant_images" (
	"variant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "variant_images_pkey" PRIMARY KEY("variant_id","position")
);
--> statement-breakpoint
CREATE TABLE "variant_stock" (
	"variant_id" uuid NOT NULL,
	"size" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_stock_pkey" PRIMARY KEY("variant_id","size"),
	CONSTRAINT "variant_stock_stock_check" CHECK ("variant_stock"."stock" >= 0),
	CONSTRAINT "variant_stock_size_check" CHECK ("variant_stock"."size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_images" ADD CONSTRAINT "variant_images_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_color_key" ON "product_variants" USING btree ("product_id",lower("color"));--> statement-breakpoint
CREATE INDEX "product_variants_product_position_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_color_trgm_idx" ON "product_variants" USING gin ("color" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_gender_created_at_idx" ON "products" USING btree ("gender","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_text_trgm_idx" ON "products" USING gin ("category_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);