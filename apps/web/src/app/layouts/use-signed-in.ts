import { AUTH_STATE_CHANGED_EVENT, useEndSessionOnUnauthorized, useSession } from '../../features/auth/index.ts';

/** Fired in this tab after sign-in and sign-out; other tabs are heard through `storage`. */
export { AUTH_STATE_CHANGED_EVENT };

/**
 * Whether a sign-in token is stored: decides where the header's profile icon leads. The header is
 * on every screen, so it is also where a refused token (401 from any call) ends the session.
 */
export function useSignedIn(): boolean {
  useEndSessionOnUnauthorized();
  return useSession().isLoggedIn;
}
