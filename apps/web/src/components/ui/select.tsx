import type { Ref, SelectHTMLAttributes } from 'react';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; ref?: Ref<HTMLSelectElement> };

/** A native select drawn like the text inputs; `invalid` draws the error border and sets `aria-invalid`. */
export function Select({ invalid = false, className = '', children, ...rest }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={`min-h-11 w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink transition-colors focus:outline-2 focus:outline-offset-0 focus:outline-ink sm:text-sm ${
        invalid ? 'border-danger' : 'border-line hover:border-ink/40'
      } ${className}`}
      {...rest}
    >
      {children}
    </select>
  );
}
