import { useQueries } from '@tanstack/react-query';
import { orderQuery } from './get-order.ts';

/** The orders placed as a guest from this browser, each read by its id (newest first, as stored). */
export function useGuestOrders(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => orderQuery(id, 'guest', null)) });
}
