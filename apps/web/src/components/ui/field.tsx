import type { ReactNode } from 'react';
import { localMessage, useTranslation } from '../../lib/i18n.ts';

export type FieldProps = {
  /** The id of the control; the label, hint and error are tied to it. */
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
};

/** The ids a control points at with `aria-describedby`, so its hint and error are read with it. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label above, control, then its hint or error below: the one layout of every form field. */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  // Form rules shared with the server word their errors in English: shown in the page's language.
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {localMessage(error, t)}
        </p>
      )}
    </div>
  );
}
