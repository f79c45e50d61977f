import { useMutation } from '@tanstack/react-query';
import type { GoogleLogin, Session } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { EXPECTS_UNAUTHORIZED } from '../session.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/google — the ID token Google's button hands over; links or creates the account. */
export function googleLogin(input: GoogleLogin): Promise<Session> {
  return apiRequest<Session>(customerApi.googleLogin, { method: 'POST', body: input });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin, meta: EXPECTS_UNAUTHORIZED });
}
