import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored images that nothing may be using: every upload (until a product takes it), and files
 * whose removal had to wait (a backup was copying the images). The sweep removes those still
 * unused a day later, so an upload behind a failed or abandoned batch does not stay forever,
 * while the builder keeps a day to retry with the same images.
 */
export const pendingImages = pgTable(
  'pending_images',
  {
    /** The image's URL as storage answered it (its largest width; the others share its name). */
    url: text('url').primaryKey(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_images_since_idx').on(t.since)],
);
