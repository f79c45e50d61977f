import { useSyncExternalStore } from 'react';
import { readString, storageKeys } from './storage.ts';

/** The event sign-in and sign-out fire in this tab; other tabs are heard through `storage`. */
const AUTH_STATE_CHANGED_EVENT = 'authStateChanged';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const readToken = () => readString(storageKeys.token);

/**
 * The stored sign-in token (null for guests), re-read when this or another tab signs in or out.
 * For features that only need to know who is shopping (cart, checkout, orders); the session itself
 * (sign-in, sign-out, the user) belongs to the auth feature.
 */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
