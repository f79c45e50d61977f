CREATE TABLE "pending_images" (
	"url" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_images_since_idx" ON "pending_images" USING btree ("since");