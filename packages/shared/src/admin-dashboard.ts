import { z } from 'zod';
import { textSchema } from './text.ts';
import { SizeSchema } from './catalog.ts';

/** GET /api/admin/dashboard: the dashboard's figures (re-exported by `admin.ts`). */

export const DashboardDaySchema = z.object({
  /** A calendar day in Myanmar time, YYYY-MM-DD. */
  date: textSchema(),
  /** Orders placed that day, whatever their status now. */
  orders: z.number().int(),
  /** Whole kyat of the orders delivered that day. */
  revenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const LowStockItemSchema = z.object({
  productId: textSchema(),
  itemName: textSchema(),
  itemNameMy: textSchema(),
  color: textSchema(),
  /** The colour's Burmese name in the palette, '' when it has none. */
  colorMy: textSchema(),
  size: SizeSchema,
  /** Units left; 0 is out of stock. */
  stock: z.number().int(),
  /** Shoppers waiting to hear when the size is back (decision 050). */
  waiting: z.number().int(),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

export const AdminDashboardSchema = z.object({
  /** Orders delivered so far and the whole kyat they brought in. */
  revenue: z.object({ delivered: z.number().int(), deliveredOrders: z.number().int() }),
  /** The last DASHBOARD_DAYS days, oldest first, today last; days without orders included. */
  days: z.array(DashboardDaySchema),
  /** Sizes with fewer units than the Low Stock badge's threshold, emptiest first, at most LOW_STOCK_LIST_LIMIT. */
  lowStock: z.object({
    items: z.array(LowStockItemSchema),
    /** Every size running low, listed or not. */
    total: z.number().int(),
    threshold: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
