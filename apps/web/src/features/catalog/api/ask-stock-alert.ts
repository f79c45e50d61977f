import { useMutation } from '@tanstack/react-query';
import type { StockAlertRequest } from '@shop/shared/stock-files';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/products/{id}/stock-alerts: an email or phone left for a sold-out size (asking twice is once). */
export function askStockAlert({ productId, ...input }: StockAlertRequest & { productId: string }) {
  return apiRequest<{ message: string }>(customerApi.stockAlerts(productId), { method: 'POST', body: input });
}

export function useAskStockAlert() {
  return useMutation({ mutationFn: askStockAlert });
}
