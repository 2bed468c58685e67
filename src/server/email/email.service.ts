import type { Logger } from '../infra/logger.ts';
import { renderEmail, safeLink, type TemplateData, type TemplateName } from './email.templates.ts';
import type { EmailTransport } from './email.transport.ts';

export type { TemplateData, TemplateName };

export type SendResult = { ok: true } | { ok: false; error: string };

export interface EmailService {
  /** Renders and sends one e-mail. Never throws: a failure is logged and returned as `{ ok: false }`. */
  send<T extends TemplateName>(to: string, template: T, data: TemplateData[T]): Promise<SendResult>;
}

export interface EmailServiceOptions {
  transport: EmailTransport;
  /** The From header, e.g. `"Faith Companion" <no-reply@example.org>`. */
  from: string;
  appName: string;
  /** The public address of the site, used for every link in the e-mails. */
  appUrl: string;
  logger: Logger;
}

// One address, no list and no display name: the recipient always comes from an account.
const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

/** The part of an address after the last `@`, which is all that failures log about the recipient. */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '(none)' : address.slice(at + 1).toLowerCase();
}

/** Throws at construction if `appUrl` is not http(s), since no e-mail could then be rendered. */
export function createEmailService({ transport, from, appName, appUrl, logger }: EmailServiceOptions): EmailService {
  safeLink(appUrl);
  return {
    async send(to, template, data) {
      const domain = recipientDomain(to);
      try {
        if (!SINGLE_ADDRESS.test(to)) throw new Error('the recipient is not a single e-mail address');
        const { subject, html, text } = renderEmail(template, { ...data, appName, appUrl });
        await transport.send({ from, to, subject, html, text, template });
        logger.info({ template, recipientDomain: domain, transport: transport.kind }, 'e-mail sent');
        return { ok: true };
      } catch (error) {
        // SMTP replies often quote the recipient (`550 <bob@example.org>: no such user`).
        const message = hideAddress(error instanceof Error ? error.message : String(error), to);
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
        logger.error({ template, recipientDomain: domain, code, err: message }, 'e-mail not sent');
        return { ok: false, error: message };
      }
    },
  };
}

function hideAddress(message: string, address: string): string {
  return address === '' ? message : message.replace(new RegExp(escapeRegExp(address), 'gi'), '[recipient]');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
