import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '@shop/shared/language';
import { paths } from '@shop/shared/paths';
import type { Db } from '../../db/client.ts';
import { ListenConnection, poolSettings } from '../../db/listen-connection.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailFontFamily } from '../../lib/mail-html.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { stockFileWords } from '../../locales/stock-files.ts';

/** How many claimed requests one round mails; rounds follow until none is left. */
const ROUND = 50;
/** A sweep now and then mails what a missed notification or a failed send left behind. */
const SWEEP_MS = 5 * 60 * 1000;

type Restocked = {
  id: string;
  email: string;
  language: Language;
  productId: string;
  itemName: string;
  itemNameMy: string;
  color: string;
  size: string;
};

/** The back-in-stock mail, in the shopper's language, with the product's link (its colour chosen). */
export function restockMail(publicUrl: string, alert: Restocked): Mail {
  const words = stockFileWords(alert.language).mail;
  const name = (alert.language === 'my' && alert.itemNameMy) || alert.itemName;
  const link = publicUrl + paths.product(alert.productId, alert.color);
  const news = words.news(name, alert.color, alert.size);
  const text = [words.hello, '', news, '', `${words.button}: ${link}`, '', words.footer, ''].join('\n');
  const html = `<div lang="${alert.language}" style="font-family:${mailFontFamily(alert.language)};line-height:1.6">
<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(news)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p>
<p style="color:#555">${escapeHtml(words.footer)}</p>
</div>`;
  return { to: alert.email, subject: words.subject(name), text, html };
}

/**
 * Mails every restocked request that has an email and was not mailed yet. Each request is claimed
 * (`mailed_at` set, rows taken with SKIP LOCKED) and committed before its mail goes out, so two
 * shop instances never mail the same one; a send that fails gives its request back for later.
 */
export async function mailRestocked(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const { rows } = await db.execute<Restocked>(sql`
      with claimed as (
        update stock_alerts set mailed_at = now()
        where id in (
          select id from stock_alerts
          where restocked_at is not null and mailed_at is null and email <> ''
          order by restocked_at limit ${ROUND} for update skip locked)
        returning id, email, language, variant_id, size)
      select c.id, c.email, c.language, p.id as "productId", p.item_name as "itemName",
        p.item_name_my as "itemNameMy", v.color, c.size
      from claimed c join product_variants v on v.id = c.variant_id join products p on p.id = v.product_id`);
    for (const alert of rows) {
      try {
        await mailer.send(restockMail(publicUrl, alert));
        sent++;
      } catch (error) {
        log.warn({ err: safeError(error) }, 'a back-in-stock mail was not sent; it is tried again later');
        await db.execute(sql`update stock_alerts set mailed_at = null where id = ${alert.id}`);
        return sent;
      }
    }
    if (rows.length < ROUND) return sent;
  }
}

/**
 * Listens for restocks (the trigger's notification, sent on commit) and mails the waiting
 * shoppers: at once, on each (re)connection, and every few minutes. One round at a time; a
 * notification during a round asks for one more.
 */
export function startRestockMailer(app: FastifyInstance): void {
  let running: Promise<void> | undefined;
  let again = false;
  const round = (): void => {
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = mailRestocked(app.db, app.mailer, app.config.publicUrl, app.log)
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: safeError(error) }, 'back-in-stock mails: the round stopped'))
      .finally(() => {
        running = undefined;
        if (again) round();
      });
  };
  const listen = new ListenConnection(
    poolSettings(app.db),
    'stock_alerts',
    { notified: round, switched: (up) => up && round() },
    { name: 'back-in-stock mails', whileDown: 'restocks are mailed by the sweep every 5 minutes', log: app.log },
  );
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    listen.start();
    sweep = setInterval(round, SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await listen.stop();
    await running;
  });
}
