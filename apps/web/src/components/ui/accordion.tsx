import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type AccordionItemProps = {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The heading the button sits in (WAI-ARIA accordion pattern); `div` where no heading fits. */
  as?: 'h2' | 'h3' | 'h4' | 'div';
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
};

/**
 * One section that opens and closes: a button with `aria-expanded` controlling its panel. A closed
 * panel is hidden and `inert` (it stays visible only while it animates shut), so its links are
 * neither focusable nor read. On a page the server drew, the button says it is not ready until the
 * app has taken the page over (a tap before then would do nothing); with JavaScript off, index.html's
 * `<noscript>` style shows every panel (`data-panel`).
 */
export function AccordionItem({
  title,
  children,
  defaultOpen = false,
  as: Heading = 'h3',
  className = '',
  buttonClassName = 'py-4 text-base font-semibold',
  panelClassName = 'pb-5 text-muted',
}: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const hydrated = useHydrated();
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={className}>
      <Heading className="m-0">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          aria-disabled={hydrated ? undefined : true}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full items-center justify-between gap-4 text-left ${buttonClassName}`}
        >
          <span>{title}</span>
          <ChevronIcon open={open} />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        data-panel
        inert={hydrated ? !open : undefined}
        className={`grid duration-200 ease-out ${
          open
            ? 'visible grid-rows-[1fr] transition-[grid-template-rows]'
            : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]'
        }`}
      >
        <div className="overflow-hidden">
          <div className={panelClassName}>{children}</div>
        </div>
      </div>
    </div>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-5 shrink-0 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
