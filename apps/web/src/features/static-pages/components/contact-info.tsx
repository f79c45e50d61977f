import type { ReactNode } from 'react';
import { formatPhone } from '@shop/shared/phone-rules';
import { callLink, type PublicShop } from '@shop/shared/shop-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCopyList } from './use-copy.ts';

/**
 * The shop's email, phone, opening hours and address beside the contact form; the phone and
 * address of the shop settings when the owner set them, and its contact links (`reach`).
 */
export function ContactInfo({ shop, reach }: { shop?: PublicShop | undefined; reach?: ReactNode }) {
  const { t, language } = useTranslation();
  const hours = useCopyList<string>('contactPage.hours');
  const copyAddress = useCopyList<string>('contactPage.address');
  const address = shop?.address ? shop.address.split('\n') : copyAddress;
  return (
    <aside aria-labelledby="contact-info-heading" className="rounded-xl bg-surface p-6 sm:p-8">
      <h2 id="contact-info-heading" className="text-xl font-bold tracking-tight">
        {t('contactPage.infoHeading')}
      </h2>
      <dl className="mt-6 space-y-6">
        <InfoRow label={t('contactPage.emailLabel')}>
          <a
            href={`mailto:${t('contactPage.emailValue')}`}
            className="font-medium underline underline-offset-4 hover:text-ink/70"
          >
            {t('contactPage.emailValue')}
          </a>
        </InfoRow>
        <InfoRow label={t('contactPage.phoneLabel')}>
          <a
            href={shop?.phone ? callLink(shop.phone) : `tel:${t('contactPage.phoneHref')}`}
            className="font-medium underline underline-offset-4 hover:text-ink/70"
          >
            {shop?.phone ? formatPhone(shop.phone, language) : t('contactPage.phoneValue')}
          </a>
        </InfoRow>
        <InfoRow label={t('contactPage.hoursLabel')}>
          {hours.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </InfoRow>
        <InfoRow label={t('contactPage.addressLabel')}>
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoRow>
      </dl>
      {reach && <div className="mt-6">{reach}</div>}
      <p className="mt-8 border-t border-line pt-5 text-sm text-muted">{t('contactPage.replyNote')}</p>
    </aside>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold uppercase tracking-widest text-muted">{label}</dt>
      <dd className="mt-1.5 text-base text-ink">{children}</dd>
    </div>
  );
}
