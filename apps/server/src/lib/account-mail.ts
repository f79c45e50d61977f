import type { Language } from '@shop/shared/language';
import { messages } from './i18n.ts';
import { escapeHtml } from './escape-html.ts';
import { mailFontFamily } from './mail-html.ts';

type Message = { subject: string; text: string; html: string };

function layout(
  language: Language,
  greeting: string,
  lines: string[],
  button: { label: string; url: string },
  footer: string,
): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${language}"><body style="font-family:${mailFontFamily(language)};color:#111;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(messages(language).mail.linkFallback)}<br><span style="word-break:break-all">${escapeHtml(button.url)}</span></p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
}

function accountMail(language: Language, kind: 'verify' | 'reset', name: string, link: string): Message {
  const words = messages(language).mail;
  const { subject, intro, footer, button, textLink } = words[kind];
  const greeting = words.hello(name);
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${textLink}: ${link}\n\n${footer}\n`,
    html: layout(language, greeting, [intro], { label: button, url: link }, footer),
  };
}

/** The mail sent on sign-up and on "resend verification", in the customer's language. */
export function verificationMail(name: string, link: string, language: Language = 'en'): Message {
  return accountMail(language, 'verify', name, link);
}

/** The mail sent on "forgot password", in the customer's language. */
export function passwordResetMail(name: string, link: string, language: Language = 'en'): Message {
  return accountMail(language, 'reset', name, link);
}
