import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readJson, readString, storageKeys, writeJson } from '../../lib/storage.ts';
import {
  addToCart,
  cartCount,
  normaliseCart,
  removeLine,
  updateQuantity,
  type GuestCartAddition,
  type GuestCartLine,
} from './guest-cart.ts';

/** Fired after every change of the guest cart; the header badge listens to it (and to `storage`). */
export const CART_CHANGED_EVENT = 'cartChanged';

/**
 * The empty cart is one array, the server's snapshot too: a page hydrated with no cart stored then
 * finds the same snapshot and is not rendered again (synchronously) for it.
 */
const emptyCart: GuestCartLine[] = [];
let cachedRaw: string | null | undefined;
let cachedLines: GuestCartLine[] = emptyCart;

/** The stored cart, parsed once per distinct stored text so React sees a stable snapshot. */
function readCart(): GuestCartLine[] {
  const raw = readString(storageKeys.guestCart);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const lines = normaliseCart(readJson<unknown>(storageKeys.guestCart, []));
    cachedLines = lines.length > 0 ? lines : emptyCart;
  }
  return cachedLines;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.guestCart) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function save(lines: GuestCartLine[]): void {
  writeJson(storageKeys.guestCart, lines);
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export type GuestCart = {
  lines: GuestCartLine[];
  /** Sum of quantities. */
  count: number;
  /** Returns how many units went in (fewer than asked when the line hit 10 or the stock). */
  add: (addition: GuestCartAddition) => number;
  update: (lineId: string, quantity: number) => void;
  remove: (lineId: string) => void;
  clear: () => void;
};

/** The guest cart in local storage (`guestCart`), shared live by every component and tab. */
export function useGuestCart(): GuestCart {
  const lines = useSyncExternalStore(subscribe, readCart, () => emptyCart);

  const add = useCallback((addition: GuestCartAddition) => {
    const result = addToCart(readCart(), addition);
    if (result.added > 0) save(result.lines);
    return result.added;
  }, []);
  const update = useCallback(
    (lineId: string, quantity: number) => save(updateQuantity(readCart(), lineId, quantity)),
    [],
  );
  const remove = useCallback((lineId: string) => save(removeLine(readCart(), lineId)), []);
  const clear = useCallback(() => save([]), []);

  return useMemo(
    () => ({ lines, count: cartCount(lines), add, update, remove, clear }),
    [lines, add, update, remove, clear],
  );
}
