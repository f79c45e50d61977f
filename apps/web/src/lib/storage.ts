/** Browser storage keys of the spec (section 3, "Browser storage"); read and written only here. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  userRole: 'userRole',
  guestCart: 'guestCart',
  guestEmail: 'guestEmail',
  /** Ids of the orders placed as a guest from this browser. */
  guestOrders: 'guestOrders',
  /** Each guest order's key (order id → key): it opens the order's personal details (decision 038). */
  orderKeys: 'orderKeys',
  /** The language the visitor chose ('en' or 'my'); also in the `lang` cookie for the server. */
  language: 'language',
} as const;

/** Tab-scoped keys (session storage): a checkout attempt's Idempotency-Key lives until it succeeds. */
export const sessionKeys = { checkoutAttempt: 'checkoutAttempt' } as const;

type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

export function readSession(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Private mode: a retry then simply gets a fresh key.
  }
}

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readString(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app keeps working for this page view.
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const raw = readString(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
