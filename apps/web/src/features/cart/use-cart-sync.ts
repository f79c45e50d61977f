import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useAuthToken } from '../../lib/use-auth-token.ts';
import { cartKey, cartQuery } from './api/get-cart.ts';
import { mergeCart } from './api/merge-cart.ts';
import { mergeKey } from './guest-cart.ts';
import { useGuestCart } from './use-guest-cart.ts';

/** The guest cart being merged right now (by its key): one merge per cart, whoever asks. */
let mergingKey: string | null = null;

/**
 * Mounted once, by the header (it is on every screen): when a session starts while the guest cart
 * holds lines, they are merged into the server cart once and the guest cart is emptied; when the
 * session ends, the server cart is dropped from memory and the guest cart shows again.
 * Returns the header badge's number: the sum of quantities of the cart in use.
 */
export function useCartSync(): number {
  const token = useAuthToken();
  const guest = useGuestCart();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const server = useQuery(cartQuery(token));
  const { lines, clear } = guest;

  useEffect(() => {
    if (!token || lines.length === 0) return;
    const key = mergeKey(lines);
    if (mergingKey === key) return;
    mergingKey = key;
    mergeCart(lines, key)
      .then(async (cart) => {
        // A read started before the merge must not put the unmerged cart back.
        await queryClient.cancelQueries({ queryKey: cartKey(token) });
        queryClient.setQueryData(cartKey(token), cart);
        clear();
        toast.show(t('cartToasts.merged'), 'success');
      })
      .catch(() => toast.show(t('cartToasts.mergeFailed'), 'error'))
      .finally(() => {
        mergingKey = null;
      });
  }, [token, lines, clear, queryClient, toast, t]);

  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: ['cart', 'server'] });
  }, [token, queryClient]);

  return token ? (server.data?.count ?? 0) : guest.count;
}
