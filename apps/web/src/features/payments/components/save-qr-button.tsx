import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * "Save QR": downloads the shop's QR picture, so a shopper paying from the phone the shop is open on
 * can open it from the wallet app's "scan from gallery". The picture is fetched and saved under a
 * name of its own (a plain download link is ignored for pictures kept on another host).
 */
export function SaveQrButton({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const extension = blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpg' : 'webp';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${fileName}.${extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      toast.show(t('payment.qrSaved'), 'success');
    } catch {
      toast.show(t('payment.qrSaveFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className="w-full" busy={busy} onClick={() => void save()}>
      {t('payment.saveQr')}
    </Button>
  );
}
