import { useSyncExternalStore } from 'react';
import { readJson, readString, storageKeys, writeJson } from './storage.ts';

/** Fired after an order id is remembered, so open lists update in this tab too. */
const GUEST_ORDERS_CHANGED = 'guestOrdersChanged';
const MAX_REMEMBERED = 50;

function parse(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Remembers an order placed as a guest from this browser, newest first, with its key. */
export function rememberGuestOrder(orderId: string, accessKey?: string): void {
  const ids = parse(readJson<unknown>(storageKeys.guestOrders, []));
  writeJson(storageKeys.guestOrders, [orderId, ...ids.filter((id) => id !== orderId)].slice(0, MAX_REMEMBERED));
  if (accessKey) rememberOrderKey(orderId, accessKey);
  window.dispatchEvent(new Event(GUEST_ORDERS_CHANGED));
}

function orderKeys(): Record<string, string> {
  const keys = readJson<unknown>(storageKeys.orderKeys, {});
  return keys && typeof keys === 'object' && !Array.isArray(keys) ? (keys as Record<string, string>) : {};
}

/**
 * Keeps an order's key in this browser (given when the order was placed here, or after the Track
 * Order check): with it the order page shows the buyer's name, phone and address (decision 038).
 */
export function rememberOrderKey(orderId: string, accessKey: string): void {
  const kept = Object.entries(orderKeys()).filter(([id]) => id !== orderId);
  writeJson(storageKeys.orderKeys, Object.fromEntries([[orderId, accessKey], ...kept].slice(0, MAX_REMEMBERED)));
}

/** The key this browser keeps for an order, if any. */
export function orderKeyOf(orderId: string): string | undefined {
  const key = orderKeys()[orderId];
  return typeof key === 'string' ? key : undefined;
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
