import type { ReactNode } from 'react';

/** The band at the top of an information page: small eyebrow, the page's one h1, a lead. */
type PageHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Matches the width of the page body below it. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
};

export function PageHero({ eyebrow, title, lead, width = 'narrow', children }: PageHeroProps) {
  return (
    <header className="border-b border-line bg-surface">
      <div className={`mx-auto px-6 py-12 sm:py-16 ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}>
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-black tracking-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink/75 sm:text-lg">{lead}</p>
        {children}
      </div>
    </header>
  );
}
