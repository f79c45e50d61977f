import { safeError } from '../../lib/safe-error.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '@shop/shared/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { escapeHtml, type Mailer } from '../../lib/mail.ts';

/**
 * Stores a message from the contact form and forwards it to the shop's inbox. The message is
 * kept even when the mail cannot be sent: the admin reads it in the panel.
 */
export async function submitContactMessage(
  db: Db,
  deps: { mailer: Mailer; shopEmail: string; log: FastifyBaseLogger },
  input: ContactMessage,
): Promise<void> {
  const [saved] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const text = `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}\n`;
  const html = `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p>
<p><strong>Subject:</strong> ${escapeHtml(input.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  try {
    await deps.mailer.send({
      to: deps.shopEmail,
      replyTo: input.email,
      subject: `Contact form: ${input.subject}`,
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
