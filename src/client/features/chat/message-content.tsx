import { BadgeCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import type { VerifiedReference } from '../../../shared/schemas/chat.ts';
import { linkReferences, osisHref, REFERENCE_HREF } from './reference-markdown.ts';

/** A valid reference: a link into the reader, with the verse's words a tap or hover away. */
function ReferenceLink({ reference, children }: { reference: VerifiedReference; children: ReactNode }) {
  const href = reference.osis ? osisHref(reference.osis, reference.translationId) : null;
  const version = reference.translationId.toUpperCase();
  if (!href) return <>{children}</>;
  return (
    <Popover.Root>
      <span className="inline-flex items-baseline gap-0.5">
        <Link
          to={href}
          className="font-medium underline decoration-current/60 underline-offset-2 hover:decoration-2"
          title={`${reference.label ?? reference.text} — verified in ${version}`}
        >
          {children}
        </Link>
        <Popover.Trigger
          aria-label={`Show ${reference.label ?? reference.text} (verified in ${version})`}
          className="inline-flex translate-y-0.5 items-center rounded focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          <BadgeCheck className="size-3.5" aria-hidden="true" />
        </Popover.Trigger>
      </span>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-xs rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="font-serif leading-relaxed text-slate-800 dark:text-slate-100">{reference.verseText}</p>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            {reference.label} · verified in {version} ·{' '}
            <Link to={href} className="underline">
              open in the reader
            </Link>
          </p>
          {reference.misquote ? (
            <p className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              The reply’s wording differs. The verse reads: “{reference.misquote.actual}”
            </p>
          ) : null}
          <Popover.Arrow className="fill-white dark:fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * An assistant reply as Markdown (no raw HTML: react-markdown escapes it), with its checked
 * references: valid ones link into the reader, others are shown plainly with a quiet note and
 * never as Scripture.
 */
export function MessageContent({ content, references }: { content: string; references: readonly VerifiedReference[] }) {
  const markdown = useMemo(() => linkReferences(content, references), [content, references]);
  const components = useMemo<Components>(
    () => ({
      a: ({ href, children }) => {
        if (href?.startsWith(REFERENCE_HREF)) {
          const reference = references[Number(href.slice(REFERENCE_HREF.length))];
          if (!reference) return <>{children}</>;
          if (!reference.valid) {
            return (
              <span>
                {children}
                <span className="ml-1 text-xs italic opacity-80">(not found in the Bible)</span>
              </span>
            );
          }
          return (
            <>
              <ReferenceLink reference={reference}>{children}</ReferenceLink>
              {reference.misquote ? (
                <span className="ml-1 text-xs italic opacity-90">(the verse reads: “{reference.misquote.actual}”)</span>
              ) : null}
            </>
          );
        }
        const external = href !== undefined && /^https?:/i.test(href);
        return (
          <a href={href} className="underline" {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
            {children}
          </a>
        );
      },
    }),
    [references],
  );
  return (
    <div className="space-y-3 break-words [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-3 [&_blockquote]:font-serif [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
      <Markdown components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
