import { z } from 'zod';
import { textSchema } from './text.ts';
import { ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE } from './admin-rules.ts';

/** Query and paging pieces shared by the admin lists (re-exported by `admin.ts`). */

export const pageSchema = z.coerce
  .number({ error: 'Page must be a whole number from 1' })
  .int('Page must be a whole number from 1')
  .min(1, 'Page must be a whole number from 1')
  .max(100_000, 'Page must be a whole number from 1')
  .default(1);
export const limitSchema = (fallback: number) =>
  z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}` })
    .int(`Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`)
    .min(1, `Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`)
    .max(ADMIN_MAX_LIMIT, `Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`)
    .default(fallback);
const searchSchema = textSchema().trim().max(100, 'Please keep the search under 100 characters').optional();

export const AdminListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(ADMIN_PAGE_SIZE),
  search: searchSchema,
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export const paging = { page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() };

export const MessageReplySchema = z.object({ message: textSchema() });
export const IdParamsSchema = z.object({ id: textSchema().max(200) });
