export {
  AUTH_STATE_CHANGED_EVENT,
  replaceToken,
  updateStoredUser,
  useEndSessionOnUnauthorized,
  useSession,
  type Session,
  type SessionStart,
} from './session.ts';
