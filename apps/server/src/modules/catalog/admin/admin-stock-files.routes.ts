import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageReplySchema } from '@shop/shared/admin';
import { ErrorBodySchema } from '@shop/shared/errors';
import {
  AdminStockAlertListSchema,
  MAX_STOCK_FILE_BYTES,
  STOCK_ALERT_DONE,
  StockImportQuerySchema,
  StockImportReplySchema,
} from '@shop/shared/stock-files';
import { AppError } from '../../../lib/app-error.ts';
import { downloadStream } from '../../../lib/download-stream.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { adminErrors } from '../../../lib/route-errors.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { markPhoneAlertDone, phoneAlerts } from '../stock-alerts.service.ts';
import { stockCsv } from './stock-file.ts';
import { importStockFile, NOT_CSV } from './stock-import.service.ts';

const tags = ['admin'];
export const STOCK_FILE_TOO_LARGE = 'The file is larger than 2 MB. Please split it into smaller files.';
const NO_FILE = 'Please choose the stock file (CSV) to upload';

/** The file of a multipart upload (field "file"), read whole; its size limit stops the stream. */
async function uploadedFile(file: () => Promise<{ toBuffer: () => Promise<Buffer> } | undefined>): Promise<Buffer> {
  try {
    const part = await file();
    if (!part) throw new AppError('BAD_REQUEST', NO_FILE, 'file');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', STOCK_FILE_TOO_LARGE, 'file');
    throw new AppError('BAD_REQUEST', NO_FILE, 'file');
  }
}

/** Stock and prices by file, and the shoppers waiting by phone for a size to come back (decision 050). */
const adminStockFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_STOCK_FILE_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/admin/products/export.csv',
    {
      schema: {
        tags,
        summary: 'Every product, colour and size with its stock and price, as CSV (UTF-8 with BOM)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-${day}.csv"`)
        .send(downloadStream(stockCsv(app.db), reply, request.log));
    },
  );

  app.post(
    '/admin/products/import',
    {
      schema: {
        tags,
        summary:
          'The stock file back (multipart field "file"): every change and bad row; with dryRun=true nothing is written, else all changes in one transaction or none (422)',
        consumes: ['multipart/form-data'],
        querystring: StockImportQuerySchema,
        response: {
          200: StockImportReplySchema,
          422: StockImportReplySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV, 'file');
      const file = await uploadedFile(() => request.file());
      const language = requestLanguage(request);
      const done = await importStockFile(app.db, signedInUser(request).id, file, request.query.dryRun, language);
      return reply.code(done.status).send(done.reply);
    },
  );

  app.get(
    '/admin/products/stock-alerts',
    {
      schema: {
        tags,
        summary: 'Shoppers who left only a phone for a sold-out size: to call or message, restocked ones first',
        response: { 200: AdminStockAlertListSchema, ...adminErrors },
      },
    },
    async () => phoneAlerts(app.db),
  );

  app.post(
    '/admin/products/stock-alerts/:id/done',
    {
      schema: {
        tags,
        summary: 'Takes a phone request off the list (the owner has called or messaged them)',
        params: IdParamsSchema,
        response: { 200: MessageReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      await markPhoneAlertDone(app.db, request.params.id);
      return { message: STOCK_ALERT_DONE };
    },
  );
};
export default adminStockFilesRoutes;
