import type { Language } from '@shop/shared/language';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/**
 * PUT /api/auth/language — the signed-in customer's language, so the shop's mails follow the one
 * they read the shop in. A shop that does not know the route yet (404) keeps the choice in this
 * browser only.
 */
export async function saveLanguage(language: Language): Promise<void> {
  try {
    await apiRequest<unknown>(customerApi.language, { method: 'PUT', body: { language } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
