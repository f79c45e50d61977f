import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail.ts';
import { addressOf } from '../../lib/mime.ts';
import { getShopSettings } from './shop-settings.service.ts';

/** A display name as a From header may carry it: one line, no angle brackets. */
const displayName = (name: string) =>
  name
    .replace(/[\r\n<>"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every mail goes out under the shop's own name (the sender name of the shop settings, else the
 * shop's English name) at `MAIL_FROM`'s address. Mails are sent after the answer (decision 036),
 * and the settings are kept in memory, so this costs no request a statement. When the settings
 * cannot be read, `MAIL_FROM` as configured.
 */
export function shopMailer(mailer: Mailer, db: Db, mailFrom: string): Mailer {
  const address = addressOf(mailFrom);
  const from = async () => {
    try {
      const settings = await getShopSettings(db);
      const name = displayName(settings.mailSenderName || settings.nameEn);
      return name ? `${name} <${address}>` : mailFrom;
    } catch {
      return mailFrom;
    }
  };
  return {
    send: async (mail) => mailer.send({ ...mail, from: mail.from ?? (await from()) }),
    close: () => mailer.close(),
  };
}
