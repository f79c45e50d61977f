-- The version becomes the sum of up to 64 slots, one per writing connection (by backend pid).
ALTER TABLE "catalog_version" DROP CONSTRAINT "catalog_version_single_row";--> statement-breakpoint
ALTER TABLE "catalog_version" ADD CONSTRAINT "catalog_version_slot" CHECK ("catalog_version"."id" between 1 and 64);--> statement-breakpoint
-- Every bump tells the instances listening on catalog_version (delivered when the bump commits);
-- see docs/decisions/020-catalogue-version-in-memory.md.
CREATE FUNCTION "catalog_version_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalog_version_notify" AFTER INSERT OR UPDATE ON "catalog_version"
  FOR EACH ROW EXECUTE FUNCTION "catalog_version_notify"();
