import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { AddCartItem, Cart } from '@shop/shared/cart';
import { cartCount, cartSubtotal, lineCap, sameCartLine } from '@shop/shared/cart-rules';
import { inLanguage } from '@shop/shared/catalog-rules';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';
import { addCartItem } from './api/add-cart-item.ts';
import { clearServerCart } from './api/clear-cart.ts';
import { cartKey, cartQuery } from './api/get-cart.ts';
import { productForCartQuery, stockOf } from './api/get-product-stock.ts';
import { removeCartItem } from './api/remove-cart-item.ts';
import { updateCartItem } from './api/update-cart-item.ts';
import type { GuestCartAddition } from './guest-cart.ts';
import { useGuestCart } from './use-guest-cart.ts';

/** One cart line as every screen shows it, whoever keeps the cart. */
export type CartLineView = {
  _id: string;
  productId: string;
  /** The product's name in the reader's language. */
  itemName: string;
  image: string | null;
  /** The palette colour's English name (the line's key with product and size). */
  color: string;
  /** The colour's Burmese name and swatch, when known (the rows name it with `colourName`). */
  colorMy?: string;
  swatch?: string;
  size: string;
  quantity: number;
  /** Unit price in whole kyat. */
  price: number;
  /** Units left in this colour and size; null while not known yet. */
  stock: number | null;
};

export type CartAddition = GuestCartAddition;

export type UnifiedCart = {
  lines: CartLineView[];
  count: number;
  subtotal: number;
  isLoading: boolean;
  /** The server cart is being read (again). */
  isFetching: boolean;
  isLoggedIn: boolean;
  /** The server cart could not be read (the lines are then empty). */
  error: unknown;
  add: (addition: CartAddition) => Promise<void>;
  update: (lineId: string, quantity: number) => Promise<void>;
  remove: (lineId: string) => Promise<void>;
  clear: () => Promise<void>;
  /** Reads stock and prices again (after a checkout refused a line). */
  refresh: () => Promise<void>;
};

/** The server's message for a refused cart call, or the fallback ('Failed to add to cart', …). */
function failure(error: unknown, fallback: string, generic: string): string {
  if (error instanceof ApiError) return error.code === NETWORK_ERROR ? generic : error.message;
  return fallback;
}

/**
 * The cart in use: the guest cart in local storage, or (signed in) the server cart through
 * TanStack Query. `withStock` also reads a guest line's product for its stock and current price.
 */
export function useCart({ withStock = false }: { withStock?: boolean } = {}): UnifiedCart {
  const token = useAuthToken();
  const guest = useGuestCart();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, language } = useTranslation();
  const server = useQuery(cartQuery(token));
  const key = cartKey(token);

  const guestProductIds = token || !withStock ? [] : [...new Set(guest.lines.map((l) => l.productId))];
  const products = useQueries({
    queries: guestProductIds.map((id) => productForCartQuery(id)),
    combine: (results) => new Map(results.flatMap((r, i) => (r.data ? [[guestProductIds[i]!, r.data] as const] : []))),
  });

  const lines = useMemo<CartLineView[]>(() => {
    if (token)
      return (server.data?.cart ?? []).map((line) => ({
        ...line,
        itemName: inLanguage(language, line.itemName, line.itemNameMy),
      }));
    return guest.lines.map((line) => {
      const product = products.get(line.productId);
      const variant = product?.variants.find((v) => v.color.toLowerCase() === line.color.toLowerCase());
      return {
        _id: line._id,
        productId: line.productId,
        itemName: product
          ? inLanguage(language, product.itemName, product.itemNameMy)
          : inLanguage(language, line.itemName, line.itemNameMy),
        image: line.image || null,
        color: line.color,
        colorMy: variant?.colorMy,
        swatch: variant?.swatch,
        size: line.size,
        quantity: line.quantity,
        price: product?.price ?? line.price,
        stock: product ? stockOf(product, line.color, line.size) : null,
      };
    });
  }, [token, server.data, guest.lines, products, language]);

  const setCart = useCallback((cart: Cart) => queryClient.setQueryData(key, cart), [queryClient, key]);
  const generic = t('errors.generic');

  const add = useCallback(
    async (addition: CartAddition) => {
      const existing = lines.find((line) => sameCartLine(line, addition))?.quantity ?? 0;
      const room = Math.max(0, lineCap(addition.stock) - existing);
      const quantity = Math.min(room, Math.max(0, Math.floor(addition.quantity)));
      let added = quantity;
      if (!token) added = guest.add(addition);
      else if (quantity > 0) {
        try {
          const { productId, size, color } = addition;
          // The server checks the size against the catalogue; a guest line keeps it as text.
          setCart(await addCartItem({ productId, size: size as AddCartItem['size'], color, quantity }));
        } catch (error) {
          toast.show(failure(error, t('cartToasts.addFailed'), generic), 'error');
          return;
        }
      }
      if (added >= addition.quantity) toast.show(t('cartToasts.added'), 'success');
      else if (added > 0) toast.show(t('cartToasts.addedSome', { count: added }), 'success');
      else toast.show(t('cartToasts.lineFull'), 'info');
    },
    [lines, token, guest, setCart, toast, t, generic],
  );

  const update = useCallback(
    async (lineId: string, quantity: number) => {
      if (!token) {
        const line = lines.find((l) => l._id === lineId);
        const cap = line?.stock == null ? quantity : Math.min(quantity, Math.max(1, lineCap(line.stock)));
        guest.update(lineId, cap);
        return;
      }
      const before = queryClient.getQueryData<Cart>(key);
      if (before) {
        const cart = before.cart.map((l) => (l._id === lineId ? { ...l, quantity } : l));
        setCart({ cart, count: cartCount(cart), subtotal: cartSubtotal(cart) });
      }
      try {
        setCart(await updateCartItem(lineId, quantity));
      } catch (error) {
        if (before) setCart(before);
        toast.show(failure(error, t('cartToasts.updateFailed'), generic), 'error');
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [token, lines, guest, queryClient, key, setCart, toast, t, generic],
  );

  const remove = useCallback(
    async (lineId: string) => {
      if (!token) return guest.remove(lineId);
      try {
        setCart(await removeCartItem(lineId));
      } catch (error) {
        toast.show(failure(error, t('cartToasts.removeFailed'), generic), 'error');
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [token, guest, setCart, toast, t, generic, queryClient, key],
  );

  const clear = useCallback(async () => {
    if (!token) return guest.clear();
    try {
      setCart(await clearServerCart());
    } catch {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [token, guest, setCart, queryClient, key]);

  const refresh = useCallback(async () => {
    if (token) await queryClient.invalidateQueries({ queryKey: key });
    else await queryClient.invalidateQueries({ queryKey: ['catalog', 'product'] });
  }, [token, queryClient, key]);

  return {
    lines,
    count: cartCount(lines),
    subtotal: cartSubtotal(lines),
    isLoading: Boolean(token) && server.isPending,
    isFetching: Boolean(token) && server.isFetching,
    isLoggedIn: Boolean(token),
    error: token ? server.error : null,
    add,
    update,
    remove,
    clear,
    refresh,
  };
}
