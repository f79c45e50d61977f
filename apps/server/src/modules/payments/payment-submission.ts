import type { Multipart } from '@fastify/multipart';
import { IMAGE_TOO_LARGE } from '@shop/shared/admin';
import { SCREENSHOT_FIELD, SubmitPaymentSchema, TRANSACTION_ID_REQUIRED } from '@shop/shared/payments';
import { AppError } from '../../lib/app-error.ts';
import { deleteImage, storeImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

const UNREADABLE = 'The upload could not be read. Please try again.';

/**
 * The customer's form: `transactionId` and, optionally, one `screenshot` image (as JSON, only the
 * id). The screenshot's bytes are only read here: `storeScreenshot` decodes them once the order is
 * known to take a transfer.
 */
export async function readSubmission(
  body: unknown,
  parts: (() => AsyncIterable<Multipart>) | undefined,
): Promise<{ transactionId: string; file: Buffer | null }> {
  if (!parts) return { ...parse(body), file: null };
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === SCREENSHOT_FIELD && !file) file = await part.toBuffer();
      else await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE, SCREENSHOT_FIELD);
    throw new AppError('BAD_REQUEST', UNREADABLE, SCREENSHOT_FIELD);
  }
  return { ...parse(fields), file: file?.length ? file : null };
}

/** The screenshot checked by content and re-encoded like a product image, under `payments/`. */
export async function storeScreenshot(storage: Storage, file: Buffer | null): Promise<string | null> {
  if (!file) return null;
  try {
    return await storeImage(storage, file, { folder: 'payments' });
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, SCREENSHOT_FIELD);
    throw error;
  }
}

function parse(body: unknown): { transactionId: string } {
  const parsed = SubmitPaymentSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('VALIDATION', issue?.message ?? TRANSACTION_ID_REQUIRED, 'transactionId');
}

/** A screenshot stored for a submission that was then refused is removed again. */
export async function dropScreenshot(storage: Storage, url: string | null): Promise<void> {
  if (url) await deleteImage(storage, url).catch(() => undefined);
}
