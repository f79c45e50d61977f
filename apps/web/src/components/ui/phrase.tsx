/**
 * A short label that wraps only at its spaces. Browsers break Burmese between syllables wherever
 * their dictionary allows, which can split one word in two ("မ | ရွေး", "စီမံ | ခန့်ခွဲမှု");
 * each space-separated word here stays whole.
 */
export function Phrase({ children }: { children: string }) {
  return children.split(/(\s+)/).map((part, index) =>
    index % 2 ? (
      part
    ) : (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ),
  );
}
