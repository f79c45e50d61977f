import type { CustomerSuggestion } from '@shop/shared/owner-orders';
import { formatPhone } from '@shop/shared/phone-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerSuggestions } from '../api/customer-suggestions.ts';

/**
 * People who bought before (accounts and earlier orders, one per phone) matching what the owner
 * typed in the phone or name field; choosing one fills the customer (and their last address).
 */
export function CustomerSuggestions({
  text,
  chosen,
  onChoose,
}: {
  text: string;
  chosen: string | undefined;
  onChoose: (customer: CustomerSuggestion) => void;
}) {
  const { t, language } = useTranslation();
  const found = useCustomerSuggestions(useDebouncedValue(text, 300));
  const people = text.trim().length >= 2 ? (found.data?.customers ?? []) : [];
  if (!people.length) return null;
  return (
    <section aria-label={t('admin.newOrder.suggestions')} className="flex flex-col gap-2">
      <p className="text-sm font-semibold">{t('admin.newOrder.suggestions')}</p>
      <ul className="flex flex-col gap-2">
        {people.map((person) => {
          const key = person.customerId ?? person.phone;
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={chosen === key}
                onClick={() => onChoose(person)}
                className="flex min-h-11 w-full flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3 text-left text-sm hover:border-ink aria-pressed:border-ink aria-pressed:bg-surface"
              >
                <span>
                  <span className="font-semibold">{person.name}</span>
                  {person.phone && <span className="block text-muted">{formatPhone(person.phone, language)}</span>}
                </span>
                <span className="text-muted">
                  {person.customerId ? t('admin.newOrder.account') : t('admin.newOrder.guestBuyer')} ·{' '}
                  {t('admin.newOrder.orderCount', { count: person.orders })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
