import { useMutation } from '@tanstack/react-query';
import type { Login, Session } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { EXPECTS_UNAUTHORIZED } from '../session.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/login — `email` holds an email address or a phone number; 401 'Invalid email or password'. */
export function login(input: Login): Promise<Session> {
  return apiRequest<Session>(customerApi.login, { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: EXPECTS_UNAUTHORIZED });
}
