import { localDigits, useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { pageItems } from '../lib/catalog-rules.ts';

const base = 'inline-flex size-11 items-center justify-center rounded-md text-sm font-semibold transition-colors';

/** Numbered page links (with aria-current on this page); nothing when there is one page. */
type PaginationProps = { pageHref: (page: number) => string; page: number; totalPages: number };

export function Pagination({ pageHref, page, totalPages }: PaginationProps) {
  const { t, language } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('catalog.pagination')} className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 && (
        <Link
          to={pageHref(page - 1)}
          className={`${base} border border-line hover:border-ink`}
          aria-label={t('catalog.previousPage')}
        >
          ‹
        </Link>
      )}
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={pageHref(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('catalog.page', { page: item })}
            className={`${base} ${item === page ? 'bg-ink text-white' : 'border border-line hover:border-ink'}`}
          >
            {localDigits(item, language)}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link
          to={pageHref(page + 1)}
          className={`${base} border border-line hover:border-ink`}
          aria-label={t('catalog.nextPage')}
        >
          ›
        </Link>
      )}
    </nav>
  );
}
