import type { DestinationStream } from 'pino';

/**
 * Where the server's log lines go and how they read. In a terminal, one readable line each
 * (time, level, message, then the other fields); anywhere else (a file, journald, a log
 * collector), pino's JSON, one object a line. The first start's admin account is a block of its
 * own (`accountBlock`), so it stands out among the start's lines.
 */

const LEVELS: Record<number, { label: string; colour: number }> = {
  10: { label: 'TRACE', colour: 90 },
  20: { label: 'DEBUG', colour: 36 },
  30: { label: 'INFO ', colour: 32 },
  40: { label: 'WARN ', colour: 33 },
  50: { label: 'ERROR', colour: 31 },
  60: { label: 'FATAL', colour: 35 },
};

/** pino's own fields, shown in the line's fixed part or not at all. */
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

type Paint = (code: number, text: string) => string;
const painter = (colour: boolean): Paint => (colour ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_c, t) => t);

function value(field: unknown): string {
  if (typeof field === 'string') return /^[\w./:@-]+$/.test(field) ? field : JSON.stringify(field);
  return JSON.stringify(field);
}

/** What a request's lines carry, said the way one reads it: `GET /api/health 200 3ms`. */
function requestSummary(entry: Record<string, unknown>): string | undefined {
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const parts = [req?.method, req?.url, res?.statusCode];
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)}ms`);
  const said = parts.filter((p) => p !== undefined).join(' ');
  return said || undefined;
}

/** One JSON log line as a terminal line. */
export function prettyLine(json: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const paint = painter(colour);
  const level = LEVELS[Number(entry.level)] ?? { label: String(entry.level), colour: 0 };
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const request = requestSummary(entry);
  const rest = Object.entries(entry)
    .filter(([key]) => !OWN_FIELDS.has(key) && !(request && ['req', 'res', 'responseTime'].includes(key)))
    .map(([key, field]) => `${paint(90, `${key}=`)}${value(field)}`);
  const message = [entry.msg, request].filter(Boolean).join(' ');
  return `${paint(90, time)} ${paint(level.colour, level.label)} ${message}${rest.length ? ` ${rest.join(' ')}` : ''}\n`;
}

/** A terminal gets readable lines; anything else pino's JSON (undefined: pino's own destination). */
export function logDestination(out: NodeJS.WriteStream = process.stdout): DestinationStream | undefined {
  if (!out.isTTY) return undefined;
  const colour = out.hasColors?.() ?? false;
  return { write: (line: string) => void out.write(prettyLine(line, colour)) };
}

/**
 * The lines announcing the shop and, on the start that created it, the admin account with its
 * generated password: framed, so it is found again in a terminal's scroll-back. The password is
 * not kept anywhere in clear text.
 */
export function accountBlock(
  shopUrl: string,
  admin: { email: string; password: string } | undefined,
  outboxHint: string | undefined,
  colour: boolean,
): string {
  const paint = painter(colour);
  const lines = [`STREETWEAR MM is open at ${shopUrl}`];
  if (admin) {
    lines.push(
      '',
      'Admin account, created now (the password is shown only this once):',
      `  email:    ${admin.email}`,
      `  password: ${admin.password}`,
      `  sign in:  ${shopUrl}/profile/loginPage`,
      '',
      'Lost it? "Forgot password?" on the sign-in page mails a reset link',
      outboxHint ? `(no SMTP_URL: the mail is a file in ${outboxHint}).` : 'to the admin email.',
    );
  }
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  const framed = lines.map((l) => `│ ${l.padEnd(width)} │`);
  const body = [`┌${rule}┐`, ...framed, `└${rule}┘`].map((l) => `  ${paint(1, l)}`);
  return `\n${body.join('\n')}\n\n`;
}
