import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCopyList } from './use-copy.ts';

/** The shop's email, phone, opening hours and address beside the contact form. */
export function ContactInfo() {
  const { t } = useTranslation();
  const hours = useCopyList<string>('contactPage.hours');
  const address = useCopyList<string>('contactPage.address');
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
            href={`tel:${t('contactPage.phoneHref')}`}
            className="font-medium underline underline-offset-4 hover:text-ink/70"
          >
            {t('contactPage.phoneValue')}
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
