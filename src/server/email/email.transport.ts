import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../infra/logger.ts';

/** One message, already rendered. `template` only names the outbox file. */
export interface EmailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
}

export interface EmailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted by the SMTP server or written to the outbox; rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface EmailTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; unset writes to the outbox instead. */
  smtpUrl: string | undefined;
  outboxDir: string;
  logger: Logger;
}

// nodemailer's defaults (2 min to connect, 10 min idle) would hold a request open far too long.
// Options given in the URL's query string (e.g. `?connectionTimeout=60000`) still take precedence.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Every http(s) URL in a text, in order, without repeats. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/**
 * SMTP delivery when `smtpUrl` is set. Without it, each message is written as an RFC 822 `.eml`
 * file to `outboxDir` and logged with its links, so that a local operator can follow them.
 */
export function createEmailTransport({ smtpUrl, outboxDir, logger }: EmailTransportOptions): EmailTransport {
  return smtpUrl === undefined || smtpUrl === ''
    ? createOutboxTransport(outboxDir, logger)
    : createSmtpTransport(smtpUrl);
}

function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const { from, to, subject, html, text } = message;
      await transporter.sendMail({ from, to, subject, html, text });
    },
    close() {
      transporter.close();
    },
  };
}

function createOutboxTransport(outboxDir: string, logger: Logger): EmailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(message) {
      const { from, to, subject, html, text } = message;
      const info = await composer.sendMail({ from, to, subject, html, text });
      if (!Buffer.isBuffer(info.message)) throw new Error('the outbox transport did not produce a buffered message');
      // The outbox holds one-time links: keep it private to the server's user.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${message.template.replace(/[^a-z0-9-]/gi, '')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
      logger.info({ to, subject, file, links: extractLinks(text) }, 'e-mail written to the outbox');
    },
    close() {
      composer.close();
    },
  };
}
