import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * A new account takes over the guest orders that are provably its owner's (docs/decisions/046):
 * the same canonical phone AND the same email. Neither is checked by the shop at sign-up (no SMS,
 * and the verification mail comes later), so one alone — a phone number printed on every parcel
 * and posted on Facebook pages — would hand a stranger the buyer's name and address; both together
 * are what the buyer typed at checkout. Orders without an email stay guest orders: the owner still
 * sees them on the account's row, and their buyer opens them by number and phone as before.
 * The orders keep `is_guest` (how they were placed): their order pages and payment pages still open.
 */
export async function claimGuestOrders(
  tx: Tx,
  account: { id: string; phone: string | null; email: string | null },
): Promise<number> {
  if (!account.phone || !account.email) return 0;
  const claimed = await tx
    .update(orders)
    .set({ userId: account.id, updatedAt: sql`now()` })
    .where(
      and(
        isNull(orders.userId),
        eq(orders.phone, account.phone),
        ne(orders.email, ''),
        eq(sql`lower(${orders.email})`, account.email.toLowerCase()),
      ),
    )
    .returning({ orderId: orders.orderId });
  return claimed.length;
}
