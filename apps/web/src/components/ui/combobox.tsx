import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';

export type ComboboxOption = {
  /** What is chosen (a slug, a name). */
  value: string;
  label: string;
  /** The same place's name in another language: shown beside the label, matched when typed. */
  alt?: string;
  /** A second line, e.g. the other language's name or a price. */
  detail?: string;
};

type ComboboxProps = {
  id: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or free text when `allowFree`. */
  value: string;
  onChange: (value: string) => void;
  /** Which options show for what is typed. */
  matches: (option: ComboboxOption, typed: string) => boolean;
  /** Typed text that matches no option is kept as the value (e.g. an unlisted township). */
  allowFree?: boolean;
  placeholder?: string;
  noMatches: string;
  invalid?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/**
 * A text box with a list to pick from, filtered as one types (WAI-ARIA combobox with a listbox
 * popup): arrow keys move through the list, Enter picks, Escape closes; the label is the
 * caller's `<label htmlFor={id}>`.
 */
export function Combobox({
  id,
  options,
  value,
  onChange,
  matches,
  allowFree = false,
  placeholder,
  noMatches,
  invalid = false,
  disabled = false,
  onBlur,
  ref,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const chosen = options.find((o) => o.value === value);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The highlighted option; -1 until the shopper types or uses the arrow keys. */
  const [active, setActive] = useState(-1);
  const text = typed ?? chosen?.label ?? (allowFree ? value : '');
  const shown = useMemo(
    () => (typed === null ? options : options.filter((o) => matches(o, typed))),
    [options, matches, typed],
  );
  const list = useRef<HTMLUListElement>(null);

  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    setTyped(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = open && active >= 0 ? (active + step + shown.length) % Math.max(shown.length, 1) : 0;
      setOpen(true);
      setActive(next);
      list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = shown[active];
      if (option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        ref={ref}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        className={`min-h-11 w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 focus:outline-2 focus:outline-offset-0 focus:outline-ink disabled:bg-surface sm:text-sm ${
          invalid ? 'border-danger' : 'border-line hover:border-ink/40'
        }`}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          setOpen(true);
          setActive(0);
          const wanted = next.trim().toLowerCase();
          const exact = options.find((o) => o.label.toLowerCase() === wanted || o.alt?.toLowerCase() === wanted);
          if (exact) onChange(exact.value);
          else onChange(allowFree ? next : '');
        }}
        onFocus={() => {
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setTyped(null);
          onBlur?.();
        }}
        {...aria}
      />
      <ul
        id={listId}
        ref={list}
        role="listbox"
        hidden={!open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-line bg-white py-1 shadow-lg"
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={option.value === value}
            // Picked on mousedown: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            className={`flex cursor-pointer justify-between gap-3 px-3.5 py-2 text-sm ${
              index === active ? 'bg-surface' : ''
            } ${option.value === value ? 'font-semibold' : ''}`}
          >
            <span>
              {option.label}
              {option.alt && <span className="ml-2 text-muted">{option.alt}</span>}
            </span>
            {option.detail && <span className="text-muted">{option.detail}</span>}
          </li>
        ))}
        {shown.length === 0 && <li className="px-3.5 py-2 text-sm text-muted">{noMatches}</li>}
      </ul>
    </div>
  );
}
