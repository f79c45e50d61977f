import { localDigits, useTranslation } from '../../lib/i18n.ts';

/** Page numbers to show: first, last, and two either side of the current one, with gaps between. */
export function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

const base = 'inline-flex size-11 items-center justify-center rounded-md text-sm font-semibold transition-colors';

export type PagerProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

/** Numbered page buttons for lists kept in the screen's state; nothing when there is one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t, language } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('common.paging.nav')} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('common.paging.previous')}
        className={`${base} border border-line hover:border-ink disabled:opacity-40`}
      >
        ‹
      </button>
      {pageNumbers(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            onClick={() => onPage(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common.paging.page', { page: item })}
            className={`${base} ${item === page ? 'bg-ink text-white' : 'border border-line hover:border-ink'}`}
          >
            {localDigits(item, language)}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('common.paging.next')}
        className={`${base} border border-line hover:border-ink disabled:opacity-40`}
      >
        ›
      </button>
    </nav>
  );
}
