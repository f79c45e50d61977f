-- The contact page's email and opening hours, set by the owner in the shop settings. Until set,
-- the contact page shows no email and no hours (it showed the spec's sample values before).
ALTER TABLE "shop_settings" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hours" text DEFAULT '' NOT NULL;
