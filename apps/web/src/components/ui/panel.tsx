import type { ReactNode } from 'react';

/** A white card with a heading that names it for screen readers: one part of an admin or form screen. */
export function Panel({
  id,
  title,
  className = '',
  children,
}: {
  /** The heading's id; the region is named by it. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
