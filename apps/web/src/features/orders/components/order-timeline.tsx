import { useTranslation } from '../../../lib/i18n.ts';
import { localTimelineNote } from '../../../lib/timeline-note.ts';
import type { TimelineEntry } from '@shop/shared/orders';
import { formatDateTime } from '@shop/shared/dates';
import '../../../locales/checkout.ts';

/** The order's dated status changes (and payment events, with the shop's note), oldest first. */
export function OrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t, language } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border border-line p-5 text-sm">
      <h2 id="timeline-heading" className="text-base font-bold">
        {t('orders.timeline')}
      </h2>
      <ol className="mt-4 flex flex-col gap-4 border-l border-line pl-5">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-ink" />
            {entry.from !== entry.to && (
              <p className="font-semibold">
                {entry.from
                  ? t('orders.timelineMove', {
                      from: t(`orders.status.${entry.from}`),
                      to: t(`orders.status.${entry.to}`),
                    })
                  : t('orders.timelinePlaced')}
              </p>
            )}
            {entry.note && (
              <p className={entry.from === entry.to ? 'font-semibold' : ''}>
                {localTimelineNote(entry.note, t, language)}
              </p>
            )}
            {entry.reason && <p>{t(`orders.returnReasons.${entry.reason}`)}</p>}
            <p className="text-muted">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> · {t(`orders.actors.${entry.by}`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
