import type { ReactNode } from 'react';
import { formatPhone } from '@shop/shared/phone-rules';
import { callLink, type PublicShop } from '@shop/shared/shop-rules';
import { useTranslation } from '../../../lib/i18n.ts';

/** A text of the shop settings as the lines the owner wrote, blank ones left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Beside the contact form: the shop's email, phone, opening hours and address as the owner set them
 * in the shop settings, each row only once it is set (nothing made up for a shop that has not), and
 * its contact links (`reach`).
 */
export function ContactInfo({ shop, reach }: { shop?: PublicShop | undefined; reach?: ReactNode }) {
  const { t, language } = useTranslation();
  const hours = linesOf(shop?.hours ?? '');
  const address = linesOf(shop?.address ?? '');
  const linkClass = 'font-medium underline underline-offset-4 hover:text-ink/70';
  return (
    <aside aria-labelledby="contact-info-heading" className="self-start rounded-xl bg-surface p-6 sm:p-8">
      <h2 id="contact-info-heading" className="text-xl font-bold tracking-tight">
        {t('contactPage.infoHeading')}
      </h2>
      {(shop?.email || shop?.phone || hours.length > 0 || address.length > 0) && (
        <dl className="mt-6 space-y-6" data-testid="contact-details">
          {shop?.email && (
            <InfoRow label={t('contactPage.emailLabel')}>
              <a href={`mailto:${shop.email}`} className={linkClass}>
                {shop.email}
              </a>
            </InfoRow>
          )}
          {shop?.phone && (
            <InfoRow label={t('contactPage.phoneLabel')}>
              <a href={callLink(shop.phone)} className={linkClass}>
                {formatPhone(shop.phone, language)}
              </a>
            </InfoRow>
          )}
          {hours.length > 0 && (
            <InfoRow label={t('contactPage.hoursLabel')}>
              <Lines lines={hours} />
            </InfoRow>
          )}
          {address.length > 0 && (
            <InfoRow label={t('contactPage.addressLabel')}>
              <address className="not-italic">
                <Lines lines={address} />
              </address>
            </InfoRow>
          )}
        </dl>
      )}
      {reach && <div className="mt-6">{reach}</div>}
      <p className="mt-8 border-t border-line pt-5 text-sm text-muted">{t('contactPage.replyNote')}</p>
    </aside>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <span key={index} className="block">
      {line}
    </span>
  ));
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold uppercase tracking-widest text-muted">{label}</dt>
      <dd className="mt-1.5 text-base text-ink">{children}</dd>
    </div>
  );
}
