import { SHOE_SIZES, sizeLabel, sizesOfSet, type SizeSetChoice } from '@shop/shared/catalog-rules';
import { SHOE_FOOT_CM } from '@shop/shared/size-guide-rules';
import { toMyanmarDigits } from '@shop/shared/language';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/product-sections.ts';

/** Size guide of the spec (section 9), inches: chest, length, shoulder, sleeve. */
const CLOTHING_GUIDE = [
  { size: 'MEDIUM', chest: 22, length: 29, shoulder: 22, sleeve: 8.5 },
  { size: 'LARGE', chest: 23.5, length: 30, shoulder: 23, sleeve: 9 },
  { size: 'XLARGE', chest: 25, length: 31, shoulder: 24, sleeve: 9.5 },
] as const;

const cell = 'py-2 pr-3';
const headCell = 'py-2 pr-3 font-semibold';

/** The guide of the product's size set, in the reader's language (decision 044). */
export function SizeGuide({ set }: { set: SizeSetChoice }) {
  const { t, language } = useTranslation();
  const number = (value: number) => (language === 'my' ? toMyanmarDigits(String(value)) : String(value));

  if (set.sizeSet === 'one-size') return <p className="text-sm leading-relaxed">{t('sizeGuide.oneSize')}</p>;
  if (set.sizeSet === 'custom')
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p className="leading-relaxed">{t('sizeGuide.custom')}</p>
        <ul className="flex flex-wrap gap-2" aria-label={t('product.size')}>
          {sizesOfSet(set).map((size) => (
            <li key={size} className="whitespace-nowrap rounded-md border border-line px-3 py-1 font-semibold">
              {sizeLabel(size, language)}
            </li>
          ))}
        </ul>
      </div>
    );
  if (set.sizeSet === 'shoes')
    return (
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-muted">{t('sizeGuide.shoesCaption')}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={headCell}>
              {t('sizeGuide.shoesSize')}
            </th>
            <th scope="col" className={headCell}>
              {t('sizeGuide.shoesFoot')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHOE_SIZES.map((size) => (
            <tr key={size} className="border-b border-line last:border-0">
              <th scope="row" className={`${headCell} whitespace-nowrap`}>
                {sizeLabel(size, language)}
              </th>
              <td className={cell}>{number(SHOE_FOOT_CM[size] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-80 text-left text-sm">
        <caption className="pb-2 text-left text-muted">{t('sizeGuide.clothingCaption')}</caption>
        <thead>
          <tr className="border-b border-line">
            {(['size', 'chest', 'length', 'shoulder', 'sleeve'] as const).map((column) => (
              <th key={column} scope="col" className={headCell}>
                {t(`sizeGuide.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CLOTHING_GUIDE.map((row) => (
            <tr key={row.size} className="border-b border-line last:border-0">
              <th scope="row" className={headCell}>
                {t(`sizeGuide.rows.${row.size}`)}
              </th>
              <td className={cell}>{number(row.chest)}</td>
              <td className={cell}>{number(row.length)}</td>
              <td className={cell}>{number(row.shoulder)}</td>
              <td className={cell}>{number(row.sleeve)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
