import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * The shop's one way to build a form: react-hook-form with the shared zod schema as resolver
 * (passed in `options.resolver`). After a failed submit the focus goes to the first invalid field
 * in page order; react-hook-form's own focus follows the order fields were registered in, which
 * is not always the order a person reads.
 */
export function useShopForm<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  options: UseFormProps<TFieldValues, TContext, TTransformed>,
): UseFormReturn<TFieldValues, TContext, TTransformed> {
  const form = useForm<TFieldValues, TContext, TTransformed>({ ...options, shouldFocusError: false });
  const handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformed> = (onValid, onInvalid) => (event) => {
    // Read now: React clears `currentTarget` once the event has been handled.
    const root = event?.currentTarget instanceof HTMLElement ? event.currentTarget : document.body;
    return form.handleSubmit(onValid, async (errors, e) => {
      focusFirstInvalid(root, errors);
      await onInvalid?.(errors, e);
    })(event);
  };
  return { ...form, handleSubmit };
}

/** Focuses the first control, in document order, whose name has an error; else the first marked invalid. */
export function focusFirstInvalid(root: HTMLElement, errors: FieldErrors): void {
  const names = errorPaths(errors);
  const controls = Array.from(root.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex]'));
  const named = controls.find((control) => {
    const name = control.getAttribute('name');
    return name !== null && names.some((path) => name === path || name.startsWith(`${path}.`)) && focusable(control);
  });
  if (named) return named.focus();
  // A control with no name of its own (a custom picker): wait for the error to be drawn, then look again.
  requestAnimationFrame(() => {
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

function focusable(control: HTMLElement): boolean {
  return !control.hasAttribute('disabled') && control.getAttribute('type') !== 'hidden';
}

function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    // A list's error as a whole (react-hook-form's `root`, e.g. "add at least one") is the list's own.
    const path = key === 'root' && prefix ? prefix.slice(0, -1) : prefix + key;
    return 'message' in value || 'type' in value ? [path] : errorPaths(value as FieldErrors, `${path}.`);
  });
}

/** A list's own error ("add at least one"), wherever react-hook-form put it: on the list or its `root`. */
export function listError(errors: { message?: unknown; root?: { message?: string } } | undefined): string | undefined {
  const message = errors?.message ?? errors?.root?.message;
  return typeof message === 'string' ? message : undefined;
}
