import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-ink text-white hover:bg-ink/85 disabled:bg-ink/40',
  secondary:
    'border border-ink text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-muted disabled:hover:bg-transparent',
  ghost: 'text-ink hover:bg-surface disabled:text-muted',
  danger: 'bg-danger text-white hover:bg-danger/85 disabled:bg-danger/40',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Shows a spinner, disables the button and tells screen readers it is busy. */
  busy?: boolean;
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className)}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
