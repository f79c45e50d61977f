import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { AuthUser } from '@shop/shared/auth';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { readString, storageKeys, writeString } from '../../lib/storage.ts';
import { useNavigateAndWait } from '../../lib/navigation.ts';
import { logoutOnServer } from './api/logout.ts';
import { paths } from '@shop/shared/paths';

/** Fired in this tab after sign-in and sign-out; other tabs hear the change through `storage`. */
export const AUTH_STATE_CHANGED_EVENT = 'authStateChanged';

/** What a successful sign-in answers (password login and Google alike). */
export type SessionStart = { token: string; user: AuthUser };

const broadcast = () => window.dispatchEvent(new Event(AUTH_STATE_CHANGED_EVENT));

/** Stores the token and user (and the spec's `userRole` for admins), then tells every listener. */
export function startSession({ token, user }: SessionStart): void {
  writeString(storageKeys.token, token);
  writeString(storageKeys.user, JSON.stringify(user));
  writeString(storageKeys.userRole, user.type === 'admin' ? 'admin' : null);
  broadcast();
}

/** A password change answers a fresh token: this tab stays signed in, older ones are refused. */
export function replaceToken(token: string): void {
  writeString(storageKeys.token, token);
  broadcast();
}

/** Keeps the stored user in step with the account (e.g. a new name, or verified by the mailed link). */
export function updateStoredUser(user: AuthUser): void {
  if (!readString(storageKeys.token) || readString(storageKeys.user) === JSON.stringify(user)) return;
  writeString(storageKeys.user, JSON.stringify(user));
  broadcast();
}

export function clearSession(): void {
  writeString(storageKeys.token, null);
  writeString(storageKeys.user, null);
  writeString(storageKeys.userRole, null);
  broadcast();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A string snapshot (stable between changes) so useSyncExternalStore does not loop. */
const snapshot = () => `${readString(storageKeys.token) ? '1' : '0'}${readString(storageKeys.user) ?? ''}`;

function parseUser(raw: string): AuthUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as AuthUser | null;
    return user && typeof user === 'object' && typeof user._id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export type Session = {
  user: AuthUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  login: (session: SessionStart) => void;
  /** Ends the session and leaves: home for customers, the sign-in page for admins. */
  logout: () => Promise<void>;
};

/** The signed-in state, re-read whenever another tab or this one signs in or out. */
export function useSession(): Session {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '0');
  const queryClient = useQueryClient();
  const navigateAndWait = useNavigateAndWait();
  const isLoggedIn = raw.startsWith('1');
  const user = useMemo(() => (raw.startsWith('1') ? parseUser(raw.slice(1)) : null), [raw]);
  const isAdmin = isLoggedIn && (user?.type === 'admin' || readString(storageKeys.userRole) === 'admin');

  const login = useCallback(
    (session: SessionStart) => {
      forgetPrivateData(queryClient);
      startSession(session);
    },
    [queryClient],
  );
  const logout = useCallback(async () => {
    // The server forgets the session first (while the token is still stored to send). Signing out
    // goes on when it cannot be reached: an expired token or a lost connection must not keep
    // anyone signed in on this device.
    await logoutOnServer().catch(() => undefined);
    // Leave first: the account pages' guard would otherwise send the visitor to sign in instead.
    await navigateAndWait(isAdmin ? paths.signIn() : paths.home, { replace: true });
    clearSession();
    queryClient.clear();
  }, [isAdmin, navigateAndWait, queryClient]);

  return useMemo(() => ({ user, isLoggedIn, isAdmin, login, logout }), [user, isLoggedIn, isAdmin, login, logout]);
}

/** Login answers 401 for a wrong password: that is not an expired session. */
export const EXPECTS_UNAUTHORIZED = { expectsUnauthorized: true } as const;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Query keys starting with these hold what every visitor sees; the rest belongs to one person. */
const PUBLIC_QUERY_ROOTS: readonly unknown[] = ['catalog', 'public'];

function forgetPrivateData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.includes(query.queryKey[0]) });
}

/**
 * Mounted once (by the header): when any call is refused with 401 while a token is stored (it
 * expired, the password was reset elsewhere, the account is gone), the session ends here with a
 * word to the customer instead of leaving every screen failing.
 */
export function useEndSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();

  useEffect(() => {
    const end = () => {
      if (!readString(storageKeys.token)) return;
      clearSession();
      // Not from inside the cache's own notification: the failing query is still being updated.
      window.setTimeout(() => forgetPrivateData(queryClient), 0);
      toast.show(t('session.ended'), 'info');
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) end();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.meta?.expectsUnauthorized) return;
      if (isUnauthorized(event.action.error)) end();
    });
    // A call refused before this effect subscribed (the first render can run before it, and the
    // answer can be that fast) would otherwise go unnoticed: catch up on what the cache holds.
    const refusedAlready = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error' && isUnauthorized(query.state.error));
    if (refusedAlready) end();
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, toast, t]);
}
