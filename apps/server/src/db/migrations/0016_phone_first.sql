-- Phone first (docs/decisions/038-phone-first-and-private-order-pages.md): an account may have a
-- phone and no email, so users.email may be NULL (the unique index on lower(email) lets many
-- accounts have none); a contact message may carry a phone instead of an email.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "phone" text DEFAULT '' NOT NULL;
