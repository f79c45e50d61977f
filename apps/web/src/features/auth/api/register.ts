import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, RegisterReply } from '@shop/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/register — always a customer (`type: 'user'`, as the spec's client sends); 409 'User already exists'. */
export function register(input: RegisterInput): Promise<RegisterReply> {
  return apiRequest<RegisterReply>(customerApi.register, { method: 'POST', body: { ...input, type: 'user' } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
