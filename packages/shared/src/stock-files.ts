import { z } from 'zod';
import { textSchema } from './text.ts';
import { EMAIL_OR_PHONE_REQUIRED, OptionalEmailSchema, OptionalPhoneSchema } from './auth.ts';

/**
 * Stock and prices by file (GET /api/admin/products/export.csv, POST /api/admin/products/import)
 * and back-in-stock requests (POST /api/products/{id}/stock-alerts); decision 050.
 */

/** The largest stock file taken (about 20,000 rows of a long product name). */
export const MAX_STOCK_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_STOCK_FILE_ROWS = 20_000;

export const StockImportQuerySchema = z.object({
  /** `true`: check the file and list what it would change, writing nothing. */
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** One cell the file changes: a size's stock, or a product's price (colour and size empty then). */
export const StockFileChangeSchema = z.object({
  line: z.number().int(),
  productId: textSchema(),
  itemName: textSchema(),
  itemNameMy: textSchema(),
  field: z.enum(['stock', 'price']),
  color: textSchema(),
  size: textSchema(),
  from: z.number().int(),
  to: z.number().int(),
});
export type StockFileChange = z.infer<typeof StockFileChangeSchema>;

/** A row the file cannot apply, with its line (1 is the header) and why, in the reader's language. */
export const StockFileIssueSchema = z.object({ line: z.number().int(), reason: textSchema() });
export type StockFileIssue = z.infer<typeof StockFileIssueSchema>;

export const StockImportReplySchema = z.object({
  message: textSchema(),
  /** Set when the import was refused (422): the file has errors and nothing was written. */
  code: textSchema().optional(),
  dryRun: z.boolean(),
  /** Whether the changes were written (never on a dry run, never with errors). */
  applied: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Products whose stock or price the file changes. */
  products: z.number().int(),
  changes: z.array(StockFileChangeSchema),
  errors: z.array(StockFileIssueSchema),
});
export type StockImportReply = z.infer<typeof StockImportReplySchema>;

/** A shopper asking to hear when a sold-out size is back: an email or a phone (or both). */
export const StockAlertRequestSchema = z
  .object({
    color: textSchema({ error: 'Please choose a colour' }).trim().min(1, 'Please choose a colour').max(80),
    size: textSchema({ error: 'Please choose a size' }).trim().min(1, 'Please choose a size').max(40),
    email: OptionalEmailSchema,
    phone: OptionalPhoneSchema.transform((phone) => phone ?? ''),
  })
  .refine((input) => input.email !== '' || input.phone !== '', { message: EMAIL_OR_PHONE_REQUIRED, path: ['email'] });
export type StockAlertRequest = z.output<typeof StockAlertRequestSchema>;
export type StockAlertRequestInput = z.input<typeof StockAlertRequestSchema>;

export const StockAlertReplySchema = z.object({ message: textSchema() });
export const STOCK_ALERT_SAVED = "Thank you! We'll let you know when this size is back in stock.";
export const STOCK_ALERT_IN_STOCK = 'This size is in stock: you can order it now';
export const STOCK_ALERT_NO_SIZE = 'This product has no such colour and size';
export const STOCK_ALERT_TOO_MANY = 'Too many back-in-stock requests for this email or phone. Please try again later.';

/** A shopper waiting by phone (the shop has no SMS gateway: the owner calls or messages them). */
export const AdminStockAlertSchema = z.object({
  id: textSchema(),
  productId: textSchema(),
  itemName: textSchema(),
  itemNameMy: textSchema(),
  color: textSchema(),
  size: textSchema(),
  phone: textSchema(),
  language: z.enum(['en', 'my']),
  createdAt: textSchema(),
  /** When the size came back in stock ('' while it is still sold out). */
  restockedAt: textSchema(),
  stock: z.number().int(),
});
export type AdminStockAlert = z.infer<typeof AdminStockAlertSchema>;
export const AdminStockAlertListSchema = z.object({ items: z.array(AdminStockAlertSchema) });
export type AdminStockAlertList = z.infer<typeof AdminStockAlertListSchema>;
export const STOCK_ALERT_DONE = 'Marked as contacted';
