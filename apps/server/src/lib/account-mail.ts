import { escapeHtml } from './mail.ts';

type Message = { subject: string; text: string; html: string };

function layout(greeting: string, lines: string[], button: { label: string; url: string }, footer: string): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br>${escapeHtml(button.url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
}

/** The mail sent on sign-up and on "resend verification". */
export function verificationMail(name: string, link: string): Message {
  const greeting = `Hello ${name},`;
  const intro = 'Thank you for signing up. Please confirm your email address so we can reach you about your orders.';
  const footer = 'If you did not create an account, you can ignore this email.';
  return {
    subject: 'Please verify your email address',
    text: `${greeting}\n\n${intro}\n\nVerify your email: ${link}\n\n${footer}\n`,
    html: layout(greeting, [intro], { label: 'Verify email', url: link }, footer),
  };
}

/** The mail sent on "forgot password". */
export function passwordResetMail(name: string, link: string): Message {
  const greeting = `Hello ${name},`;
  const intro = 'We received a request to reset your password. The link below works once, within one hour.';
  const footer = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    subject: 'Reset your password',
    text: `${greeting}\n\n${intro}\n\nReset your password: ${link}\n\n${footer}\n`,
    html: layout(greeting, [intro], { label: 'Reset password', url: link }, footer),
  };
}
