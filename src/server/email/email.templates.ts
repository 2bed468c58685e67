/** What every template is given besides its own data. */
export interface TemplateBase {
  appName: string;
  /** The public address of the site, e.g. `https://example.org` (no trailing slash needed). */
  appUrl: string;
}

/** The data of each template, without the `appName` and `appUrl` every template also gets. */
export interface TemplateData {
  welcome: { name: string };
  'password-reset': { name: string; resetLink: string };
  'email-verification': { name: string; verifyLink: string };
  'account-deletion': { name: string };
  devotional: { name: string; title: string; content: string; verse: string; reference: string };
  'verse-of-day': { name: string; verse: string; reference: string; reflection: string };
}

export type TemplateName = keyof TemplateData;

export type TemplateInput<T extends TemplateName> = TemplateData[T] & TemplateBase;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export class UnsafeLinkError extends Error {
  constructor(protocol: string) {
    super(`refused a link that is not http(s) (protocol "${protocol}")`);
    this.name = 'UnsafeLinkError';
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The normalised form of an http(s) URL. Throws `UnsafeLinkError` for anything else
 * (`javascript:`, `data:`, relative or malformed), so a template never renders such a link.
 * The error names only the protocol: the URL may carry a one-time token.
 */
export function safeLink(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new UnsafeLinkError('unparsable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeLinkError(url.protocol);
  return url.href;
}

// A rendered e-mail is built from blocks, so that the HTML and the plain text carry the same words and links.
type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'button'; label: string; url: string; showAddress?: boolean }
  | { kind: 'verse'; verse: string; reference: string }
  | { kind: 'note'; text: string };

interface Layout {
  appName: string;
  appUrl: string;
  subject: string;
  /** The preview line mail clients show next to the subject. */
  preheader: string;
  blocks: Block[];
  footer: string;
  footerLink?: { label: string; url: string };
}

const BRAND = '#1e3a7b';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function greeting(name: string): string {
  const clean = oneLine(name);
  return `Dear ${clean === '' ? 'friend' : clean},`;
}

/** Splits free text (a devotional, a reflection) into paragraphs on blank lines. */
function paragraphs(text: string): Block[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => ({ kind: 'paragraph', text: part }));
}

function htmlText(value: string): string {
  return escapeHtml(value.trim()).replace(/\r?\n/g, '<br>');
}

function blockHtml(block: Block): string {
  const text = `font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2430;`;
  switch (block.kind) {
    case 'heading':
      return `<h1 class="fc-brand" style="margin:0 0 16px;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:normal;color:${BRAND};">${htmlText(block.text)}</h1>`;
    case 'paragraph':
      return `<p class="fc-text" style="margin:0 0 16px;${text}">${htmlText(block.text)}</p>`;
    case 'list':
      return `<ul class="fc-text" style="margin:0 0 16px;padding-left:22px;${text}">${block.items
        .map((item) => `<li style="margin:0 0 6px;">${htmlText(item)}</li>`)
        .join('')}</ul>`;
    case 'button': {
      const href = escapeHtml(block.url);
      const button = `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr><td class="fc-button" style="border-radius:8px;background-color:${BRAND};"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;">${htmlText(block.label)}</a></td></tr></table>`;
      if (block.showAddress !== true) return button;
      return `${button}<p class="fc-muted" style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:1.5;color:#5b6475;">If the button does not work, copy this address into your browser:<br><a class="fc-link" href="${href}" target="_blank" style="color:${BRAND};word-break:break-all;">${href}</a></p>`;
    }
    case 'verse':
      return `<blockquote class="fc-verse" style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background-color:#f1f4fb;border-radius:4px;"><p class="fc-text" style="margin:0 0 8px;font-family:${SERIF};font-size:18px;line-height:1.5;font-style:italic;color:#1f2430;">&ldquo;${htmlText(block.verse)}&rdquo;</p><p class="fc-muted" style="margin:0;font-family:${FONT};font-size:14px;line-height:1.4;color:#5b6475;">${htmlText(block.reference)}</p></blockquote>`;
    case 'note':
      return `<p class="fc-muted" style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:1.5;color:#5b6475;">${htmlText(block.text)}</p>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return oneLine(block.text).toUpperCase();
    case 'paragraph':
    case 'note':
      return block.text.trim();
    case 'list':
      return block.items.map((item) => `- ${oneLine(item)}`).join('\n');
    case 'button':
      return `${oneLine(block.label)}:\n${block.url}`;
    case 'verse':
      return `"${block.verse.trim()}"\n(${oneLine(block.reference)})`;
  }
}

function renderLayout(layout: Layout): RenderedEmail {
  const siteLink = escapeHtml(layout.appUrl);
  const footerLink = layout.footerLink;
  const footerLinkHtml =
    footerLink === undefined
      ? ''
      : ` <a class="fc-link" href="${escapeHtml(footerLink.url)}" target="_blank" style="color:${BRAND};">${htmlText(footerLink.label)}</a>`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(layout.subject)}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .fc-bg { background-color: #0f1522 !important; }
  .fc-card { background-color: #1a2233 !important; border-color: #2c3850 !important; }
  .fc-text { color: #e6e9f0 !important; }
  .fc-muted { color: #a7b0c2 !important; }
  .fc-brand, .fc-link { color: #a9c1f5 !important; }
  .fc-verse { background-color: #222c40 !important; border-color: #a9c1f5 !important; }
  .fc-button { background-color: #2f56b0 !important; }
}
[data-ogsc] .fc-text { color: #e6e9f0 !important; }
[data-ogsc] .fc-muted { color: #a7b0c2 !important; }
[data-ogsc] .fc-brand, [data-ogsc] .fc-link { color: #a9c1f5 !important; }
@media only screen and (max-width: 600px) {
  .fc-pad { padding: 20px !important; }
}
</style>
</head>
<body class="fc-bg" style="margin:0;padding:0;background-color:#f4f5f8;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(oneLine(layout.preheader))}</div>
<table role="presentation" class="fc-bg" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:#f4f5f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="width:100%;max-width:560px;">
<tr><td style="padding:0 8px 16px;"><a class="fc-brand" href="${siteLink}" target="_blank" style="font-family:${SERIF};font-size:20px;line-height:1.3;color:${BRAND};text-decoration:none;">${escapeHtml(oneLine(layout.appName))}</a></td></tr>
<tr><td class="fc-card fc-pad" style="background-color:#ffffff;border:1px solid #e3e6ee;border-radius:12px;padding:32px;">
${layout.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td class="fc-muted" style="padding:16px 8px;font-family:${FONT};font-size:12px;line-height:1.5;color:#5b6475;">
<p style="margin:0 0 8px;">${htmlText(layout.footer)}${footerLinkHtml}</p>
<p style="margin:0;">${escapeHtml(oneLine(layout.appName))} &middot; <a class="fc-link" href="${siteLink}" target="_blank" style="color:${BRAND};">${siteLink}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    oneLine(layout.appName),
    ...layout.blocks.map(blockText),
    '--',
    footerLink === undefined ? layout.footer.trim() : `${layout.footer.trim()}\n${footerLink.label}: ${footerLink.url}`,
    `${oneLine(layout.appName)}: ${layout.appUrl}`,
  ].join('\n\n');
  return { subject: oneLine(layout.subject), html, text: `${text}\n` };
}

/** The site's own address, checked, without a trailing slash, and a builder for its pages. */
function site(appUrl: string): { home: string; page: (path: string) => string } {
  const home = safeLink(appUrl).replace(/\/+$/, '');
  return { home, page: (path) => safeLink(`${home}${path}`) };
}

function disclaimer(appName: string): Block {
  return {
    kind: 'note',
    text: `Please remember that ${oneLine(appName)}'s guidance is for inspiration only and is no replacement for a relationship with God, the Word of God and professional pastoral care.`,
  };
}

function dailyFooter(appName: string, settingsUrl: string): Pick<Layout, 'footer' | 'footerLink'> {
  return {
    footer: `You receive this e-mail because you chose daily e-mails in ${appName}. You can turn them off at any time.`,
    footerLink: { label: 'Settings', url: settingsUrl },
  };
}

export function welcomeEmail(input: TemplateInput<'welcome'>): RenderedEmail {
  const { home, page } = site(input.appUrl);
  const appName = oneLine(input.appName);
  return renderLayout({
    appName,
    appUrl: home,
    subject: `Welcome to ${appName}`,
    preheader: 'Your companion for Scripture, prayer and reflection is ready.',
    blocks: [
      { kind: 'heading', text: `Welcome to ${appName}` },
      { kind: 'paragraph', text: greeting(input.name) },
      {
        kind: 'paragraph',
        text: `We are glad you are here. ${appName} is a quiet place to bring your questions, worries and joys, and to see them in the light of Scripture.`,
      },
      { kind: 'paragraph', text: 'Here is what you can do:' },
      {
        kind: 'list',
        items: [
          'Talk with a companion whose answers are grounded in Scripture.',
          'Read and search the Bible in the Bible reader.',
          'Keep the answers and verses that speak to you among your favourites.',
        ],
      },
      { kind: 'paragraph', text: 'You start with 20 credits, and a free credit is added every day.' },
      { kind: 'button', label: 'Start a conversation', url: page('/chat') },
      disclaimer(appName),
      { kind: 'paragraph', text: `With warm wishes,\nThe ${appName} team` },
    ],
    footer: `You receive this e-mail because an account was created at ${appName} with this address.`,
  });
}

export function passwordResetEmail(input: TemplateInput<'password-reset'>): RenderedEmail {
  const { home } = site(input.appUrl);
  const appName = oneLine(input.appName);
  return renderLayout({
    appName,
    appUrl: home,
    subject: `Reset your ${appName} password`,
    preheader: 'Choose a new password. The link is valid for 1 hour.',
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      { kind: 'paragraph', text: greeting(input.name) },
      {
        kind: 'paragraph',
        text: `We received a request to reset the password of your ${appName} account. Choose a new password with the button below.`,
      },
      { kind: 'button', label: 'Choose a new password', url: safeLink(input.resetLink), showAddress: true },
      { kind: 'paragraph', text: 'The link is valid for 1 hour and can be used once.' },
      {
        kind: 'paragraph',
        text: 'If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
      },
    ],
    footer: `You receive this e-mail because a password reset was requested for your ${appName} account.`,
  });
}

export function emailVerificationEmail(input: TemplateInput<'email-verification'>): RenderedEmail {
  const { home } = site(input.appUrl);
  const appName = oneLine(input.appName);
  return renderLayout({
    appName,
    appUrl: home,
    subject: `Confirm your e-mail address for ${appName}`,
    preheader: `Confirm your address to start using ${appName}.`,
    blocks: [
      { kind: 'heading', text: 'Confirm your e-mail address' },
      { kind: 'paragraph', text: greeting(input.name) },
      {
        kind: 'paragraph',
        text: `Thank you for creating an account at ${appName}. Please confirm that this is your e-mail address; you can sign in once it is confirmed.`,
      },
      { kind: 'button', label: 'Confirm my e-mail address', url: safeLink(input.verifyLink), showAddress: true },
      {
        kind: 'paragraph',
        text: `If you did not create an account at ${appName}, ignore this e-mail: no account will be activated.`,
      },
    ],
    footer: `You receive this e-mail because this address was used to create an account at ${appName}.`,
  });
}

export function accountDeletionEmail(input: TemplateInput<'account-deletion'>): RenderedEmail {
  const { home } = site(input.appUrl);
  const appName = oneLine(input.appName);
  return renderLayout({
    appName,
    appUrl: home,
    subject: `Your ${appName} account has been deleted`,
    preheader: 'Your account and everything stored with it have been deleted.',
    blocks: [
      { kind: 'heading', text: 'Your account has been deleted' },
      { kind: 'paragraph', text: greeting(input.name) },
      {
        kind: 'paragraph',
        text: `As you asked, your ${appName} account has been deleted, together with everything stored with it: your conversations, favourites, bookmarks, credits and audio.`,
      },
      {
        kind: 'paragraph',
        text: 'Thank you for the time you spent with us. We pray that you find peace and strength on your way, and you are always welcome back.',
      },
      {
        kind: 'verse',
        verse:
          'The LORD bless thee, and keep thee: The LORD make his face shine upon thee, and be gracious unto thee: The LORD lift up his countenance upon thee, and give thee peace.',
        reference: 'Numbers 6:24-26 (KJV)',
      },
      {
        kind: 'note',
        text: 'If you did not delete your account yourself, someone may know your password: please change it wherever you have used the same one.',
      },
    ],
    footer: `This is the last e-mail you receive from ${appName} about this account.`,
  });
}

export function devotionalEmail(input: TemplateInput<'devotional'>): RenderedEmail {
  const { home, page } = site(input.appUrl);
  const appName = oneLine(input.appName);
  const title = oneLine(input.title);
  return renderLayout({
    appName,
    appUrl: home,
    subject: `${appName} devotional: ${title}`,
    preheader: `${oneLine(input.reference)}: ${oneLine(input.verse)}`,
    blocks: [
      { kind: 'heading', text: title },
      { kind: 'paragraph', text: greeting(input.name) },
      { kind: 'verse', verse: input.verse, reference: input.reference },
      ...paragraphs(input.content),
      { kind: 'button', label: 'Reflect on it in a conversation', url: page('/chat') },
      disclaimer(appName),
    ],
    ...dailyFooter(appName, page('/settings')),
  });
}

export function verseOfDayEmail(input: TemplateInput<'verse-of-day'>): RenderedEmail {
  const { home, page } = site(input.appUrl);
  const appName = oneLine(input.appName);
  const reference = oneLine(input.reference);
  return renderLayout({
    appName,
    appUrl: home,
    subject: `${appName} verse of the day: ${reference}`,
    preheader: oneLine(input.verse),
    blocks: [
      { kind: 'heading', text: 'Your verse for today' },
      { kind: 'paragraph', text: greeting(input.name) },
      { kind: 'verse', verse: input.verse, reference },
      ...paragraphs(input.reflection),
      { kind: 'button', label: 'Open the Bible', url: page('/bible') },
      disclaimer(appName),
    ],
    ...dailyFooter(appName, page('/settings')),
  });
}

export const emailTemplates: { [T in TemplateName]: (input: TemplateInput<T>) => RenderedEmail } = {
  welcome: welcomeEmail,
  'password-reset': passwordResetEmail,
  'email-verification': emailVerificationEmail,
  'account-deletion': accountDeletionEmail,
  devotional: devotionalEmail,
  'verse-of-day': verseOfDayEmail,
};

export const TEMPLATE_NAMES = Object.keys(emailTemplates) as TemplateName[];

/** Renders one template. Throws `UnsafeLinkError` if `appUrl` or a link in the data is not http(s). */
export function renderEmail<T extends TemplateName>(template: T, input: TemplateInput<T>): RenderedEmail {
  const render: (input: TemplateInput<T>) => RenderedEmail = emailTemplates[template];
  return render(input);
}
