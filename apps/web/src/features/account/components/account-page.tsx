import type { ReactNode } from 'react';

/** The frame of every account screen: its heading, a line of help, then the content. */
export function AccountPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {lead && <p className="text-sm text-muted md:text-base">{lead}</p>}
      </div>
      {children}
    </main>
  );
}

/** A titled card around one form or block of the account. */
export function AccountCard({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {lead && <p className="text-sm text-muted">{lead}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
