CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_shipping_threshold" integer DEFAULT 0 NOT NULL,
	"allow_other_township" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_threshold_check" CHECK ("delivery_settings"."free_shipping_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" text NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"fee" integer,
	"estimate_en" text,
	"estimate_my" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_parent_slug_key" UNIQUE NULLS NOT DISTINCT("parent_id","slug"),
	CONSTRAINT "delivery_zones_level_check" CHECK ("delivery_zones"."level" in ('region', 'city', 'township')),
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee" is null or "delivery_zones"."fee" between 0 and 10000000),
	CONSTRAINT "delivery_zones_region_check" CHECK (("delivery_zones"."level" = 'region') = ("delivery_zones"."parent_id" is null) and ("delivery_zones"."level" <> 'region' or ("delivery_zones"."fee" is not null and "delivery_zones"."estimate_en" is not null and "delivery_zones"."estimate_my" is not null)))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_entity_type_check";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "region_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "city_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "township_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_my" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_parent_idx" ON "delivery_zones" USING btree ("parent_id","sort_order");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('product.create', 'product.update', 'product.delete', 'order.status', 'customer.delete', 'delivery.create', 'delivery.update', 'delivery.move', 'delivery.settings'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_entity_type_check" CHECK ("admin_audit"."entity_type" in ('product', 'order', 'customer', 'delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_reason_check" CHECK ("orders"."return_reason" in ('refused', 'unreachable'));--> statement-breakpoint
-- A new shop's delivery zones (docs/decisions/031): every state and region, the cities the old
-- checkout listed with their fees, each state's or region's capital, the townships of Yangon,
-- Mandalay and Nay Pyi Taw. Anywhere else in a region costs the region's fee (7,000 MMK).
INSERT INTO "delivery_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "delivery_zones" ("level", "slug", "name_en", "name_my", "fee", "estimate_en", "estimate_my", "sort_order")
SELECT 'region', v.* FROM (VALUES
  ('yangon', 'Yangon Region', 'ရန်ကုန်တိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 0),
  ('mandalay', 'Mandalay Region', 'မန္တလေးတိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 1),
  ('naypyitaw', 'Nay Pyi Taw Union Territory', 'နေပြည်တော် ပြည်ထောင်စုနယ်မြေ', 7000, '2–7 days', '၂–၇ ရက်', 2),
  ('ayeyarwady', 'Ayeyarwady Region', 'ဧရာဝတီတိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 3),
  ('bago', 'Bago Region', 'ပဲခူးတိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 4),
  ('magway', 'Magway Region', 'မကွေးတိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 5),
  ('sagaing', 'Sagaing Region', 'စစ်ကိုင်းတိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 6),
  ('tanintharyi', 'Tanintharyi Region', 'တနင်္သာရီတိုင်းဒေသကြီး', 7000, '2–7 days', '၂–၇ ရက်', 7),
  ('chin', 'Chin State', 'ချင်းပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 8),
  ('kachin', 'Kachin State', 'ကချင်ပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 9),
  ('kayah', 'Kayah State', 'ကယားပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 10),
  ('kayin', 'Kayin State', 'ကရင်ပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 11),
  ('mon', 'Mon State', 'မွန်ပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 12),
  ('rakhine', 'Rakhine State', 'ရခိုင်ပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 13),
  ('shan', 'Shan State', 'ရှမ်းပြည်နယ်', 7000, '2–7 days', '၂–၇ ရက်', 14)
) AS v(slug, name_en, name_my, fee, estimate_en, estimate_my, sort_order);
--> statement-breakpoint
INSERT INTO "delivery_zones" ("parent_id", "level", "slug", "name_en", "name_my", "fee", "estimate_en", "estimate_my", "sort_order")
SELECT r.id, 'city', v.slug, v.name_en, v.name_my, v.fee, v.estimate_en, v.estimate_my, v.sort_order FROM (VALUES
  ('yangon', 'yangon', 'Yangon', 'ရန်ကုန်', 3000, '1–2 days', '၁–၂ ရက်', 0),
  ('mandalay', 'mandalay', 'Mandalay', 'မန္တလေး', 5000, '2–4 days', '၂–၄ ရက်', 0),
  ('naypyitaw', 'naypyitaw', 'Nay Pyi Taw', 'နေပြည်တော်', 6000, '2–7 days', '၂–၇ ရက်', 0),
  ('ayeyarwady', 'pathein', 'Pathein', 'ပုသိမ်', null::int, null, null, 0),
  ('bago', 'bago', 'Bago', 'ပဲခူး', null::int, null, null, 0),
  ('magway', 'magway', 'Magway', 'မကွေး', null::int, null, null, 0),
  ('sagaing', 'sagaing', 'Sagaing', 'စစ်ကိုင်း', null::int, null, null, 0),
  ('sagaing', 'monywa', 'Monywa', 'မုံရွာ', null::int, null, null, 1),
  ('tanintharyi', 'dawei', 'Dawei', 'ထားဝယ်', null::int, null, null, 0),
  ('chin', 'hakha', 'Hakha', 'ဟားခါး', null::int, null, null, 0),
  ('kachin', 'myitkyina', 'Myitkyina', 'မြစ်ကြီးနား', null::int, null, null, 0),
  ('kayah', 'loikaw', 'Loikaw', 'လွိုင်ကော်', null::int, null, null, 0),
  ('kayin', 'hpa-an', 'Hpa-an', 'ဘားအံ', null::int, null, null, 0),
  ('mon', 'mawlamyine', 'Mawlamyine', 'မော်လမြိုင်', null::int, null, null, 0),
  ('rakhine', 'sittwe', 'Sittwe', 'စစ်တွေ', null::int, null, null, 0),
  ('shan', 'taunggyi', 'Taunggyi', 'တောင်ကြီး', null::int, null, null, 0)
) AS v(region, slug, name_en, name_my, fee, estimate_en, estimate_my, sort_order)
JOIN "delivery_zones" r ON r.parent_id IS NULL AND r.slug = v.region;
--> statement-breakpoint
INSERT INTO "delivery_zones" ("parent_id", "level", "slug", "name_en", "name_my", "sort_order")
SELECT c.id, 'township', v.slug, v.name_en, v.name_my, v.sort_order FROM (VALUES
  ('yangon', 'yangon', 'ahlon', 'Ahlon', 'အလုံ', 0),
  ('yangon', 'yangon', 'bahan', 'Bahan', 'ဗဟန်း', 1),
  ('yangon', 'yangon', 'botahtaung', 'Botahtaung', 'ဗိုလ်တထောင်', 2),
  ('yangon', 'yangon', 'dagon', 'Dagon', 'ဒဂုံ', 3),
  ('yangon', 'yangon', 'dagon-seikkan', 'Dagon Seikkan', 'ဒဂုံမြို့သစ်ဆိပ်ကမ်း', 4),
  ('yangon', 'yangon', 'dala', 'Dala', 'ဒလ', 5),
  ('yangon', 'yangon', 'dawbon', 'Dawbon', 'ဒေါပုံ', 6),
  ('yangon', 'yangon', 'east-dagon', 'East Dagon', 'ဒဂုံမြို့သစ်အရှေ့ပိုင်း', 7),
  ('yangon', 'yangon', 'hlaing', 'Hlaing', 'လှိုင်', 8),
  ('yangon', 'yangon', 'hlaingthaya', 'Hlaingthaya', 'လှိုင်သာယာ', 9),
  ('yangon', 'yangon', 'insein', 'Insein', 'အင်းစိန်', 10),
  ('yangon', 'yangon', 'kamayut', 'Kamayut', 'ကမာရွတ်', 11),
  ('yangon', 'yangon', 'kyauktada', 'Kyauktada', 'ကျောက်တံတား', 12),
  ('yangon', 'yangon', 'kyeemyindaing', 'Kyeemyindaing', 'ကြည့်မြင်တိုင်', 13),
  ('yangon', 'yangon', 'lanmadaw', 'Lanmadaw', 'လမ်းမတော်', 14),
  ('yangon', 'yangon', 'latha', 'Latha', 'လသာ', 15),
  ('yangon', 'yangon', 'mayangon', 'Mayangon', 'မရမ်းကုန်း', 16),
  ('yangon', 'yangon', 'mingala-taungnyunt', 'Mingala Taungnyunt', 'မင်္ဂလာတောင်ညွန့်', 17),
  ('yangon', 'yangon', 'mingaladon', 'Mingaladon', 'မင်္ဂလာဒုံ', 18),
  ('yangon', 'yangon', 'north-dagon', 'North Dagon', 'ဒဂုံမြို့သစ်မြောက်ပိုင်း', 19),
  ('yangon', 'yangon', 'north-okkalapa', 'North Okkalapa', 'မြောက်ဥက္ကလာပ', 20),
  ('yangon', 'yangon', 'pabedan', 'Pabedan', 'ပန်းဘဲတန်း', 21),
  ('yangon', 'yangon', 'pazundaung', 'Pazundaung', 'ပုဇွန်တောင်', 22),
  ('yangon', 'yangon', 'sanchaung', 'Sanchaung', 'စမ်းချောင်း', 23),
  ('yangon', 'yangon', 'seikkan', 'Seikkan', 'ဆိပ်ကမ်း', 24),
  ('yangon', 'yangon', 'seikkyi-kanaungto', 'Seikkyi Kanaungto', 'ဆိပ်ကြီးခနောင်တို', 25),
  ('yangon', 'yangon', 'shwepyitha', 'Shwepyitha', 'ရွှေပြည်သာ', 26),
  ('yangon', 'yangon', 'south-dagon', 'South Dagon', 'ဒဂုံမြို့သစ်တောင်ပိုင်း', 27),
  ('yangon', 'yangon', 'south-okkalapa', 'South Okkalapa', 'တောင်ဥက္ကလာပ', 28),
  ('yangon', 'yangon', 'tamwe', 'Tamwe', 'တာမွေ', 29),
  ('yangon', 'yangon', 'thaketa', 'Thaketa', 'သာကေတ', 30),
  ('yangon', 'yangon', 'thingangyun', 'Thingangyun', 'သင်္ဃန်းကျွန်း', 31),
  ('yangon', 'yangon', 'yankin', 'Yankin', 'ရန်ကင်း', 32),
  ('mandalay', 'mandalay', 'amarapura', 'Amarapura', 'အမရပူရ', 0),
  ('mandalay', 'mandalay', 'aungmyethazan', 'Aungmyethazan', 'အောင်မြေသာစံ', 1),
  ('mandalay', 'mandalay', 'chanayethazan', 'Chanayethazan', 'ချမ်းအေးသာစံ', 2),
  ('mandalay', 'mandalay', 'chanmyathazi', 'Chanmyathazi', 'ချမ်းမြသာစည်', 3),
  ('mandalay', 'mandalay', 'mahaaungmye', 'Mahaaungmye', 'မဟာအောင်မြေ', 4),
  ('mandalay', 'mandalay', 'patheingyi', 'Patheingyi', 'ပုသိမ်ကြီး', 5),
  ('mandalay', 'mandalay', 'pyigyidagun', 'Pyigyidagun', 'ပြည်ကြီးတံခွန်', 6),
  ('naypyitaw', 'naypyitaw', 'dekkhinathiri', 'Dekkhinathiri', 'ဒက္ခိဏသီရိ', 0),
  ('naypyitaw', 'naypyitaw', 'lewe', 'Lewe', 'လယ်ဝေး', 1),
  ('naypyitaw', 'naypyitaw', 'ottarathiri', 'Ottarathiri', 'ဥတ္တရသီရိ', 2),
  ('naypyitaw', 'naypyitaw', 'pobbathiri', 'Pobbathiri', 'ပုဗ္ဗသီရိ', 3),
  ('naypyitaw', 'naypyitaw', 'pyinmana', 'Pyinmana', 'ပျဉ်းမနား', 4),
  ('naypyitaw', 'naypyitaw', 'tatkon', 'Tatkon', 'တပ်ကုန်း', 5),
  ('naypyitaw', 'naypyitaw', 'zabuthiri', 'Zabuthiri', 'ဇမ္ဗူသီရိ', 6),
  ('naypyitaw', 'naypyitaw', 'zeyathiri', 'Zeyathiri', 'ဇေယျာသီရိ', 7)
) AS v(region, city, slug, name_en, name_my, sort_order)
JOIN "delivery_zones" r ON r.parent_id IS NULL AND r.slug = v.region
JOIN "delivery_zones" c ON c.parent_id = r.id AND c.slug = v.city;
--> statement-breakpoint
-- Orders placed before zones existed keep the promise the checkout made then.
UPDATE "orders" SET
  "estimate_en" = CASE lower("city") WHEN 'yangon' THEN '1–2 days' WHEN 'mandalay' THEN '2–4 days' ELSE '2–7 days' END,
  "estimate_my" = CASE lower("city") WHEN 'yangon' THEN '၁–၂ ရက်' WHEN 'mandalay' THEN '၂–၄ ရက်' ELSE '၂–၇ ရက်' END;
