import type { Language } from '@shop/shared/language';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * A language's name in itself. "မြန်မာ" is a drawing of the word's shaped outlines
 * (public/language-my.svg, made by scripts/language-name-glyphs.mjs) used as a mask over the text
 * colour, not text in the Myanmar font: the switch is on every page, and an English page must not
 * download the font for it. The size (2.661 × 1.471 em) is the word's at the surrounding font size,
 * and its baseline (0.466 em above the drawing's bottom) sits on the line's.
 */
export function LanguageName({ language }: { language: Language }) {
  const { t } = useTranslation();
  const name = t(`language.${language}`);
  if (language !== 'my') return <span>{name}</span>;
  return (
    <span
      role="img"
      aria-label={name}
      className="inline-block h-[1.471em] w-[2.661em] bg-current align-[-0.466em] [mask:url(/language-my.svg)_center/contain_no-repeat]"
    />
  );
}
