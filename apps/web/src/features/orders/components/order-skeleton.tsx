import { useTranslation } from '../../../lib/i18n.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import '../../../locales/checkout.ts';

export function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only">{t('orders.loading')}</span>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
