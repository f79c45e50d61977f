import { useMutation } from '@tanstack/react-query';
import type { StockImportReply } from '@shop/shared/stock-files';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/products/export.csv — every product, colour and size with stock and price; saved by the browser. */
export function useExportStock() {
  return useMutation({
    mutationFn: () => apiDownload(adminApi.stockExport),
    onSuccess: (file) => saveFile(file, 'stock.csv'),
  });
}

/**
 * POST /api/admin/products/import (multipart field `file`): with `dryRun` the preview of every
 * change and bad row, else the changes written (all or none).
 */
export function importStockFile(file: File, dryRun: boolean, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress<StockImportReply>(adminApi.stockImport(dryRun), body, onProgress);
}
