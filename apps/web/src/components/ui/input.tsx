import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';

const controlClass =
  'w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 transition-colors focus:outline-2 focus:outline-offset-0 focus:outline-ink sm:text-sm';

function stateClass(invalid: boolean): string {
  return invalid ? 'border-danger' : 'border-line hover:border-ink/40';
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> };

/** A text input; `invalid` draws the error border and sets `aria-invalid`. */
export function Input({ invalid = false, className = '', ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`${controlClass} min-h-11 ${stateClass(invalid)} ${className}`}
      {...rest}
    />
  );
}

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextArea({ invalid = false, className = '', rows = 5, ...rest }: TextAreaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={`${controlClass} resize-y ${stateClass(invalid)} ${className}`}
      {...rest}
    />
  );
}
