import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages: CaughtMail[];
  /** Messages received but never acknowledged (see `holdFrom`). */
  held: CaughtMail[];
  /** Waits for a message to this address and returns it. */
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in-process, so tests receive mail exactly as a mail server would. With
 * `holdFrom: n`, the (n+1)th message and every later one is read but never acknowledged: a mail
 * server that stalls mid-send, so a test can kill the sender with a mail in flight.
 */
export async function startSmtpCatcher(port = 0, options: { holdFrom?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const held: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw };
        if (options.holdFrom !== undefined && messages.length >= options.holdFrom) {
          held.push(mail);
          return;
        }
        messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    held,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a caught message (quoted-printable soft breaks removed). */
export function resetLinkIn(mail: CaughtMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(body);
  if (!match) throw new Error(`no reset link in:\n${body}`);
  return match[0];
}
