import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../infra/logger.ts';
import { createEmailService } from './email.service.ts';
import {
  escapeHtml,
  renderEmail,
  safeLink,
  TEMPLATE_NAMES,
  UnsafeLinkError,
  type TemplateData,
  type TemplateName,
} from './email.templates.ts';
import { createEmailTransport, extractLinks, type EmailTransport } from './email.transport.ts';

const APP_NAME = 'Faith Companion';
const APP_URL = 'https://faith.example';
const FROM = '"Faith Companion" <no-reply@faith.example>';
// Long enough that quoted-printable wraps it, with characters QP must encode (`=`).
const RESET_LINK = `${APP_URL}/reset-password?token=Zx9QmR4tW2vLk8PaN3sYc7HdJ5bFe1Gu6TiOo0&callbackURL=%2Flogin`;
const VERIFY_LINK = `${APP_URL}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.abc.def&callbackURL=%2Fchat`;
const HOSTILE = `<script>alert(1)</script> "Bob" & 'Eve'`;

const SAMPLE_DATA: { [T in TemplateName]: TemplateData[T] } = {
  welcome: { name: 'Ruth' },
  'password-reset': { name: 'Ruth', resetLink: RESET_LINK },
  'email-verification': { name: 'Ruth', verifyLink: VERIFY_LINK },
  'account-deletion': { name: 'Ruth' },
  devotional: {
    name: 'Ruth',
    title: 'Rest for the weary',
    content: 'Come to Him as you are.\n\nHe gives rest.',
    verse: 'Come unto me, all ye that labour and are heavy laden, and I will give you rest.',
    reference: 'Matthew 11:28',
  },
  'verse-of-day': {
    name: 'Ruth',
    verse: 'The LORD is my shepherd; I shall not want.',
    reference: 'Psalm 23:1',
    reflection: 'Whatever today holds, you are not alone.',
  },
};

/** Links each template must carry, in both the HTML and the text part. */
const EXPECTED_LINKS: Record<TemplateName, string[]> = {
  welcome: [`${APP_URL}/chat`],
  'password-reset': [RESET_LINK],
  'email-verification': [VERIFY_LINK],
  'account-deletion': [],
  devotional: [`${APP_URL}/chat`, `${APP_URL}/settings`],
  'verse-of-day': [`${APP_URL}/bible`, `${APP_URL}/settings`],
};

function render<T extends TemplateName>(template: T, data: TemplateData[T]) {
  return renderEmail(template, { ...data, appName: APP_NAME, appUrl: APP_URL });
}

function hostileData<T extends TemplateName>(template: T): TemplateData[T] {
  const sample: Record<string, string> = { ...SAMPLE_DATA[template] };
  for (const key of Object.keys(sample)) if (!key.endsWith('Link')) sample[key] = HOSTILE;
  return sample as TemplateData[T];
}

function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function decodeQuotedPrintable(value: string): string {
  const binary = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(binary, 'latin1').toString('utf8');
}

/** Headers (unfolded, lower-case names) and the decoded body of one MIME entity. */
function parseEntity(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rest)
      : encoding === 'base64'
        ? Buffer.from(rest, 'base64').toString('utf8')
        : rest;
  return { headers, body };
}

/** A message's headers and its leaf parts (one level of multipart, which is what we send). */
function parseMessage(raw: string): { headers: Map<string, string>; parts: MimePart[] } {
  const message = parseEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  if (boundary === undefined) return { headers: message.headers, parts: [message] };
  const sections = raw.split(`--${boundary}`).slice(1, -1);
  return { headers: message.headers, parts: sections.map((section) => parseEntity(section.replace(/^\r?\n/, ''))) };
}

function part(parts: MimePart[], contentType: string): MimePart {
  const found = parts.find((candidate) => candidate.headers.get('content-type')?.startsWith(contentType));
  if (found === undefined) throw new Error(`no ${contentType} part`);
  return found;
}

describe('escapeHtml and safeLink', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('accepts only http(s) links', () => {
    expect(safeLink('https://faith.example/x?a=1&b=2')).toBe('https://faith.example/x?a=1&b=2');
    expect(safeLink('http://localhost:3000/chat')).toBe('http://localhost:3000/chat');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '/relative', 'mailto:a@b.c', 'not a url']) {
      expect(() => safeLink(bad), bad).toThrow(UnsafeLinkError);
    }
  });
});

describe('templates', () => {
  it.each(TEMPLATE_NAMES)('%s names the product and carries its links in both parts', (template) => {
    const email = render(template, SAMPLE_DATA[template]);
    for (const content of [email.subject, email.html, email.text]) expect(content).toContain(APP_NAME);
    for (const link of [APP_URL, ...EXPECTED_LINKS[template]]) {
      expect(email.html).toContain(`href="${escapeHtml(link)}`);
      expect(email.text).toContain(link);
    }
    expect(email.html).toContain('max-width:560px');
    expect(email.html).toContain('#1e3a7b');
    expect(email.html).toContain('prefers-color-scheme: dark');
    expect(email.text).not.toMatch(/<[a-z/]/i);
    // The text part's links are exactly the links of the HTML part.
    const htmlLinks = [...email.html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
    expect(new Set(extractLinks(email.text))).toEqual(new Set(htmlLinks));
  });

  it.each(TEMPLATE_NAMES)('%s escapes hostile data in the HTML', (template) => {
    const email = render(template, hostileData(template));
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('"Bob"');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&quot;Bob&quot; &amp; &#39;Eve&#39;');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it.each(['password-reset', 'email-verification'] as const)('%s refuses a javascript: link', (template) => {
    const data =
      template === 'password-reset'
        ? { ...SAMPLE_DATA[template], resetLink: 'javascript:alert(document.cookie)' }
        : { ...SAMPLE_DATA[template], verifyLink: 'javascript:alert(document.cookie)' };
    expect(() => renderEmail(template, { ...data, appName: APP_NAME, appUrl: APP_URL })).toThrow(UnsafeLinkError);
  });

  it('refuses an appUrl that is not http(s)', () => {
    expect(() => renderEmail('welcome', { name: 'Ruth', appName: APP_NAME, appUrl: 'javascript:alert(1)//' })).toThrow(UnsafeLinkError);
  });

  it('welcome describes the product, the credits and the guidance disclaimer', () => {
    const { text, html, subject } = render('welcome', { name: 'Ruth' });
    expect(subject).toBe('Welcome to Faith Companion');
    expect(text).toContain('Dear Ruth,');
    expect(text).toMatch(/grounded in Scripture/);
    expect(text).toMatch(/Bible reader/);
    expect(text).toMatch(/favourites/);
    expect(text).toContain('20 credits');
    expect(text).toContain('a free credit is added every day');
    const disclaimer = 'guidance is for inspiration only and is no replacement for a relationship with God, the Word of God and professional pastoral care';
    expect(text).toContain(disclaimer);
    expect(html).toContain(disclaimer);
  });

  it('password-reset states the link is valid for 1 hour, once, and may be ignored', () => {
    const { text } = render('password-reset', SAMPLE_DATA['password-reset']);
    expect(text).toContain('valid for 1 hour');
    expect(text).toContain('used once');
    expect(text).toMatch(/did not ask .*ignore this e-mail/);
  });

  it('email-verification asks to confirm the address before signing in', () => {
    const { text, subject } = render('email-verification', SAMPLE_DATA['email-verification']);
    expect(subject).toContain('Confirm your e-mail address');
    expect(text).toContain('sign in once it is confirmed');
  });

  it('account-deletion lists what was deleted and says goodbye with a verse', () => {
    const { text } = render('account-deletion', { name: 'Ruth' });
    expect(text).toContain('conversations, favourites, bookmarks, credits and audio');
    expect(text).toContain('The LORD bless thee, and keep thee');
    expect(text).toContain('Numbers 6:24');
  });

  it('devotional and verse-of-day carry the verse, its reference and the paragraphs', () => {
    const devotional = render('devotional', SAMPLE_DATA.devotional);
    expect(devotional.subject).toContain('Rest for the weary');
    expect(devotional.html).toContain('<p class="fc-text" style="margin:0 0 16px;');
    expect(devotional.html).toContain('He gives rest.');
    expect(devotional.text).toContain('Matthew 11:28');
    const verse = render('verse-of-day', SAMPLE_DATA['verse-of-day']);
    expect(verse.subject).toContain('Psalm 23:1');
    expect(verse.text).toContain('The LORD is my shepherd');
    expect(verse.text).toContain('you are not alone');
  });

  it('greets a nameless user as a friend', () => {
    expect(render('welcome', { name: '  ' }).text).toContain('Dear friend,');
  });
});

describe('outbox transport', () => {
  let outboxDir: string;
  let transport: EmailTransport | undefined;

  beforeAll(() => {
    outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'faith-companion-outbox-')), 'outbox');
  });
  afterEach(() => transport?.close());
  afterAll(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

  it('writes a parsable .eml and logs its links', async () => {
    const { logger, lines } = capturingLogger();
    transport = createEmailTransport({ smtpUrl: undefined, outboxDir, logger });
    expect(transport.kind).toBe('outbox');
    const email = createEmailService({ transport, from: FROM, appName: APP_NAME, appUrl: APP_URL, logger });

    await expect(email.send('ruth@example.org', 'password-reset', SAMPLE_DATA['password-reset'])).resolves.toEqual({ ok: true });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const fileName = files[0] ?? '';
    expect(fileName).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-password-reset-[0-9a-f]+\.eml$/);
    const file = path.join(outboxDir, fileName);
    expect(statSync(file).mode & 0o077).toBe(0);

    const { headers, parts } = parseMessage(readFileSync(file, 'utf8'));
    expect(headers.get('to')).toBe('ruth@example.org');
    expect(headers.get('from')).toBe('Faith Companion <no-reply@faith.example>');
    expect(headers.get('subject')).toBe('Reset your Faith Companion password');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(part(parts, 'text/plain').body).toContain(RESET_LINK);
    expect(part(parts, 'text/html').body).toContain(`href="${escapeHtml(RESET_LINK)}"`);

    const line = lines.find((entry) => entry.msg === 'e-mail written to the outbox');
    expect(line).toMatchObject({ level: 30, to: 'ruth@example.org', subject: 'Reset your Faith Companion password', file });
    expect(line?.links).toContain(RESET_LINK);
  });
});

describe('SMTP transport', () => {
  interface Received {
    from: string;
    to: string[];
    raw: string;
  }
  const received: Received[] = [];
  let sink: SMTPServer;
  let port: number;

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom === false ? '' : mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      sink.once('error', reject);
      sink.listen(0, '127.0.0.1', () => resolve());
    });
    port = (sink.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('delivers a message to a real SMTP server', async () => {
    const { logger } = capturingLogger();
    const transport = createEmailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', logger });
    expect(transport.kind).toBe('smtp');
    const email = createEmailService({ transport, from: FROM, appName: APP_NAME, appUrl: APP_URL, logger });
    try {
      await expect(email.send('ruth@example.org', 'password-reset', SAMPLE_DATA['password-reset'])).resolves.toEqual({ ok: true });
    } finally {
      transport.close();
    }

    expect(received).toHaveLength(1);
    const message = received[0];
    expect(message?.from).toBe('no-reply@faith.example');
    expect(message?.to).toEqual(['ruth@example.org']);
    const { headers, parts } = parseMessage(message?.raw ?? '');
    expect(headers.get('subject')).toBe('Reset your Faith Companion password');
    expect(headers.get('to')).toBe('ruth@example.org');
    // The token survives transfer encoding, in both parts.
    expect(part(parts, 'text/plain').body).toContain(RESET_LINK);
    expect(part(parts, 'text/html').body).toContain(`href="${escapeHtml(RESET_LINK)}"`);
  });

  it('resolves { ok: false } without throwing when the server refuses the connection', async () => {
    const closedPort = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const { logger, lines } = capturingLogger();
    const transport = createEmailTransport({ smtpUrl: `smtp://127.0.0.1:${closedPort}`, outboxDir: '/nonexistent', logger });
    const email = createEmailService({ transport, from: FROM, appName: APP_NAME, appUrl: APP_URL, logger });
    try {
      const result = await email.send('ruth@example.org', 'welcome', { name: 'Ruth' });
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      transport.close();
    }
    const line = lines.find((entry) => entry.msg === 'e-mail not sent');
    expect(line).toMatchObject({ level: 50, template: 'welcome', recipientDomain: 'example.org' });
    expect(JSON.stringify(lines)).not.toContain('ruth@example.org');
  });
});

describe('email service', () => {
  it('returns { ok: false } for an unsafe link or a bad recipient, and logs no address', async () => {
    const { logger, lines } = capturingLogger();
    const sent: string[] = [];
    const transport: EmailTransport = {
      kind: 'outbox',
      send: async (message) => {
        sent.push(message.to);
      },
      close: () => undefined,
    };
    const email = createEmailService({ transport, from: FROM, appName: APP_NAME, appUrl: APP_URL, logger });

    const unsafe = await email.send('ruth@example.org', 'password-reset', { name: 'Ruth', resetLink: 'javascript:alert(1)' });
    expect(unsafe).toEqual({ ok: false, error: expect.stringMatching(/not http\(s\)/) as unknown });
    const list = await email.send('ruth@example.org, eve@evil.example', 'welcome', { name: 'Ruth' });
    expect(list.ok).toBe(false);
    expect(sent).toEqual([]);
    expect(lines.filter((entry) => entry.level === 50)).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain('ruth@');
  });

  it('hides the recipient address in a transport error', async () => {
    const { logger, lines } = capturingLogger();
    const transport: EmailTransport = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(new Error('550 5.1.1 <Ruth@Example.org>: Recipient address rejected'), { code: 'EENVELOPE' });
      },
      close: () => undefined,
    };
    const email = createEmailService({ transport, from: FROM, appName: APP_NAME, appUrl: APP_URL, logger });
    const result = await email.send('ruth@example.org', 'welcome', { name: 'Ruth' });
    expect(result).toEqual({ ok: false, error: '550 5.1.1 <[recipient]>: Recipient address rejected' });
    expect(lines.at(-1)).toMatchObject({ code: 'EENVELOPE', recipientDomain: 'example.org' });
    expect(JSON.stringify(lines).toLowerCase()).not.toContain('ruth@example.org');
  });

  it('refuses to be built with a non-http(s) appUrl', () => {
    const { logger } = capturingLogger();
    const transport = createEmailTransport({ smtpUrl: undefined, outboxDir: '/nonexistent', logger });
    expect(() => createEmailService({ transport, from: FROM, appName: APP_NAME, appUrl: 'ftp://faith.example', logger })).toThrow(UnsafeLinkError);
  });
});
