import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { adminApi } from '@shop/shared/admin-paths';

export type OrderExportFilters = { status: string; search: string };

/** GET /api/admin/orders/export.csv — the orders the list's filters show, as a CSV file. */
export function exportOrdersCsv({ status, search }: OrderExportFilters) {
  return apiDownload(adminApi.ordersExport({ status, search }));
}

/** Downloads the export and hands it to the browser to save. */
export function useExportOrders() {
  return useMutation({
    mutationFn: exportOrdersCsv,
    onSuccess: (file) => saveFile(file, 'orders.csv'),
  });
}
