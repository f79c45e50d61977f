import { safeError } from '../../lib/safe-error.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '@shop/shared/contact';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mailer } from '../../lib/mail.ts';
import { shopInboxLanguage } from '../account/index.ts';

/**
 * Stores a message from the contact form, with the language it was written in (the shop's reply
 * is), and forwards it to the shop's inbox. The message is kept even when the mail cannot be sent:
 * the admin reads it in the panel.
 */
export async function submitContactMessage(
  db: Db,
  deps: { mailer: Mailer; shopEmail: string; log: FastifyBaseLogger },
  input: ContactMessage,
  language: Language,
): Promise<void> {
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...input, language })
    .returning({ id: contactMessages.id });
  try {
    const words = messages(await shopInboxLanguage(db, deps.shopEmail)).mail.contact;
    // The sender's way back: the email, the phone (tap to call in the html), or both.
    const reach = [input.email && `<${input.email}>`, input.phone].filter(Boolean).join(' ');
    const reachHtml = [
      input.email && `&lt;${escapeHtml(input.email)}&gt;`,
      input.phone && `<a href="tel:${escapeHtml(input.phone)}">${escapeHtml(input.phone)}</a>`,
    ]
      .filter(Boolean)
      .join(' ');
    const text = `${words.from}: ${input.name} ${reach}\n${words.subjectLabel}: ${input.subject}\n\n${input.message}\n`;
    const html = `<p><strong>${escapeHtml(words.from)}:</strong> ${escapeHtml(input.name)} ${reachHtml}</p>
<p><strong>${escapeHtml(words.subjectLabel)}:</strong> ${escapeHtml(input.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
    await deps.mailer.send({
      to: deps.shopEmail,
      ...(input.email ? { replyTo: input.email } : {}),
      subject: words.subject(input.subject),
      text,
      html,
    });
  } catch (error) {
    deps.log.warn(
      { err: safeError(error), messageId: saved?.id },
      'contact message stored but the mail to the shop failed',
    );
  }
}
