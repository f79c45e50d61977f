import { useSyncExternalStore } from 'react';
import { readJson, readString, storageKeys, writeJson } from './storage.ts';

/** Fired after an order id is remembered, so open lists update in this tab too. */
const GUEST_ORDERS_CHANGED = 'guestOrdersChanged';
const MAX_REMEMBERED = 50;

function parse(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Remembers an order placed as a guest from this browser, newest first. */
export function rememberGuestOrder(orderId: string): void {
  const ids = parse(readJson<unknown>(storageKeys.guestOrders, []));
  writeJson(storageKeys.guestOrders, [orderId, ...ids.filter((id) => id !== orderId)].slice(0, MAX_REMEMBERED));
  window.dispatchEvent(new Event(GUEST_ORDERS_CHANGED));
}

let cachedRaw: string | null | undefined;
let cachedIds: string[] = [];

function readIds(): string[] {
  const raw = readString(storageKeys.guestOrders);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(readJson<unknown>(storageKeys.guestOrders, []));
  }
  return cachedIds;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(GUEST_ORDERS_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(GUEST_ORDERS_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const none: string[] = [];

/** The ids of the orders placed as a guest from this browser, newest first. */
export function useGuestOrderIds(): string[] {
  return useSyncExternalStore(subscribe, readIds, () => none);
}
