import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Puts `text` on the clipboard: the Clipboard API where the page may use it, else a selected field. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, not a secure page): the older way below.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

type Props = { text: string; label: string; copied: string };

/** "Copy" beside a value a shopper types into the wallet's app; a toast says what was copied. */
export function CopyButton({ text, label, copied }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      className="shrink-0 px-3"
      aria-label={label}
      onClick={() =>
        void copyText(text).then(
          () => toast.show(copied, 'success'),
          () => toast.show(t('payment.copyFailed'), 'error'),
        )
      }
    >
      {t('payment.copy')}
    </Button>
  );
}
