import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { adminPaths } from '@shop/shared/admin-paths';
import { colourName } from '@shop/shared/colour-rules';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { usePalette } from '../api/palette.ts';

type Props = {
  /** The first choice's id (a failed submit focuses it); the group's error has `{id}-error`. */
  id: string;
  label: string;
  /** The form's `color` field: the chosen colour's English name, what the variant sends. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** Marked invalid with its error shown elsewhere (the builder's one sentence, this id). */
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
};

/**
 * The palette's colours as choices, each with its swatch and its name in the reader's language
 * (decision 043): the builder's variant and the edit form's variants both pick from it. A link
 * leads to the colours screen, where the owner adds the colour that is missing.
 */
export function ColourPicker({ id, label, registration, error, describedBy, invalid, required }: Props) {
  const { t, language } = useTranslation();
  const palette = usePalette();
  const errorId = error ? `${id}-error` : undefined;
  const marked = Boolean(error) || Boolean(invalid);
  const describedIds = [errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </legend>
      {palette.data ? (
        <div className="flex flex-wrap gap-2">
          {palette.data.items.map((colour, index) => (
            <label
              key={colour.key}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-white px-3 text-sm font-semibold transition-colors hover:border-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink has-[:focus-visible]:ring-offset-2 ${
                marked ? 'border-danger' : 'border-line'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                value={colour.name}
                id={index === 0 ? id : undefined}
                aria-invalid={marked ? true : undefined}
                aria-describedby={describedIds}
                {...registration}
              />
              <Swatch colour={colour.swatch} size="md" />
              <span className="whitespace-nowrap">{colourName(language, colour)}</span>
            </label>
          ))}
        </div>
      ) : palette.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('admin.palette.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void palette.refetch()}>
            {t('admin.retry')}
          </button>
        </p>
      ) : (
        <div role="status" aria-label={t('admin.palette.loading')}>
          <Skeleton className="h-11 w-full" />
        </div>
      )}
      {/* A new tab keeps the product being written; the palette is read again on coming back. */}
      <Link
        to={adminPaths.colours}
        target="_blank"
        rel="noopener"
        className="self-start text-xs font-semibold text-muted underline hover:text-ink"
      >
        {t('admin.palette.manage')}
      </Link>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {localMessage(error, t)}
        </p>
      )}
    </fieldset>
  );
}
