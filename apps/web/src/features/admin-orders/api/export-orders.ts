import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
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
    onSuccess: ({ blob, filename }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? 'orders.csv';
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
