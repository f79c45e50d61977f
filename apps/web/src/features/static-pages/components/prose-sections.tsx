import { useCopyList, type CopySection } from './use-copy.ts';

/** Sections of a long text page (Terms, Privacy, About) from an array in the message catalogue. */
export function ProseSections({ copyKey }: { copyKey: string }) {
  const sections = useCopyList<CopySection>(copyKey);
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={slug(section.heading)}>
          <h2 id={slug(section.heading)} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {section.heading}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-relaxed text-ink/80">
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-2 pl-5 marker:text-accent">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.paragraphsAfter?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return (
    'section-' +
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
