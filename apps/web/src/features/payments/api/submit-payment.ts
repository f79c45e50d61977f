import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentPage } from '@shop/shared/payments';
import { SCREENSHOT_FIELD } from '@shop/shared/payments-rules';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload.ts';
import { paymentPageQuery, type PaymentAccess } from './payment-page.ts';
import { customerApi } from '@shop/shared/customer-paths';

type SubmitInput = { transactionId: string; screenshot: File | null; onProgress?: (p: UploadProgress) => void };

/** POST …/orders/{id}/payment (multipart: transactionId and an optional screenshot), with upload progress. */
export function submitPayment(orderId: string, access: PaymentAccess, input: SubmitInput) {
  const body = new FormData();
  body.append('transactionId', input.transactionId);
  if (input.screenshot) body.append(SCREENSHOT_FIELD, input.screenshot);
  return uploadWithProgress<{ message: string; payment: PaymentPage }>(
    customerApi.orderPayment(orderId, access),
    body,
    input.onProgress,
  );
}

export function useSubmitPayment(orderId: string, access: PaymentAccess, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput) => submitPayment(orderId, access, input),
    onSuccess: ({ payment }) => queryClient.setQueryData(paymentPageQuery(orderId, access, token).queryKey, payment),
  });
}
