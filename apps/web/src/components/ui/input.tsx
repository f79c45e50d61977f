import { useLingui } from '@lingui/react';
import { toMyanmarDigits } from '@shop/shared/language';
import { useLayoutEffect, useRef, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

const controlClass =
  'w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 transition-colors focus:outline-2 focus:outline-offset-0 focus:outline-ink sm:text-sm';

function stateClass(invalid: boolean): string {
  return invalid ? 'border-danger' : 'border-line hover:border-ink/40';
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  /**
   * A number field (price, stock, fee, hours): to a Burmese reader it shows Myanmar digits, as the
   * rest of the page does, whichever digits are typed or loaded. The form's own value stays what its
   * handlers made of the typing (its schema reads either digits: `formNumber`).
   */
  digits?: boolean;
};

/** A text input; `invalid` draws the error border and sets `aria-invalid`. */
export function Input({
  invalid = false,
  className = '',
  digits = false,
  ref,
  onChange,
  placeholder,
  ...rest
}: InputProps) {
  const burmese = useLingui().i18n.locale === 'my';
  const local = digits && burmese;
  const own = useRef<HTMLInputElement | null>(null);
  // After every render: a form's reset() writes its values into the field without an input event.
  useLayoutEffect(() => {
    if (local && own.current) showMyanmarDigits(own.current);
  });
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`${controlClass} min-h-11 ${stateClass(invalid)} ${className}`}
      placeholder={local && placeholder ? toMyanmarDigits(placeholder) : placeholder}
      {...rest}
      ref={(element) => {
        own.current = element;
        // The form's ref first: it writes the field's starting value, which is then shown.
        const cleanup = typeof ref === 'function' ? ref(element) : ref ? void (ref.current = element) : undefined;
        if (local && element) showMyanmarDigits(element);
        return typeof cleanup === 'function' ? cleanup : undefined;
      }}
      onChange={
        local
          ? (event) => {
              onChange?.(event);
              showMyanmarDigits(event.currentTarget);
            }
          : onChange
      }
    />
  );
}

/** Rewrites the field's Latin digits as Myanmar ones, the caret where it was (one digit, one unit). */
function showMyanmarDigits(field: HTMLInputElement): void {
  const shown = toMyanmarDigits(field.value);
  if (shown === field.value) return;
  const { selectionStart, selectionEnd } = field;
  field.value = shown;
  if (document.activeElement === field && selectionStart !== null)
    field.setSelectionRange(selectionStart, selectionEnd);
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
