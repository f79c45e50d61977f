import type { ReactNode } from 'react';

/** The narrow card of the password screens: a heading, a line of help, then the form. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-10 md:py-16">
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white px-5 py-8 shadow-card sm:px-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {lead && <p className="text-sm text-muted">{lead}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
