import { useEffect, useState } from 'react';
import { apiDownload } from '../../../lib/api-client.ts';

/** A screenshot being shown: its object URL once fetched; `failed` when it could not be. */
export type PaymentScreenshot = { url: string | undefined; failed: boolean };

/**
 * GET /api/admin/payments/{id}/screenshot (the address admin answers give as `screenshot`).
 * Screenshots show a customer's wallet, so the shop hands them only to a request carrying the
 * admin's token: an `<img src>` cannot send it, so the image is fetched here and shown from an
 * object URL, revoked when the screen stops showing it.
 */
export function usePaymentScreenshot(address: string | null): PaymentScreenshot | null {
  const [loaded, setLoaded] = useState<{ address: string; url?: string; failed?: boolean }>();
  useEffect(() => {
    if (!address) return;
    let objectUrl: string | undefined;
    let gone = false;
    apiDownload(address).then(
      ({ blob }) => {
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ address, url: objectUrl });
      },
      () => {
        if (!gone) setLoaded({ address, failed: true });
      },
    );
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [address]);
  if (!address) return null;
  const current = loaded?.address === address ? loaded : undefined;
  return { url: current?.url, failed: current?.failed ?? false };
}
