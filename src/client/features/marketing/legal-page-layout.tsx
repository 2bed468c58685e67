import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface LegalSection {
  /** Also the heading's anchor, so the contents list can link to it. */
  id: string;
  title: string;
  content: ReactNode;
  /** Given an icon, the section is drawn as a highlighted callout. */
  callout?: { icon: LucideIcon; tone?: 'brand' | 'gold' };
}

interface LegalPageLayoutProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
  /** Shown between the introduction and the first section, for what must not be missed. */
  notice?: ReactNode;
  showContents?: boolean;
}

const LAST_UPDATED_ISO = '2026-11-22';
const LAST_UPDATED_TEXT = '22 November 2026';

// The project has no typography plugin, so the running text is styled from its container.
const proseClasses = cn(
  'text-base leading-7 text-slate-700 dark:text-slate-300',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ul]:marker:text-brand-500 dark:[&_ul]:marker:text-brand-300',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4',
  '[&_a:hover]:text-brand-900 [&_a:hover]:decoration-brand-700',
  'dark:[&_a]:text-brand-200 dark:[&_a]:decoration-brand-500 dark:[&_a:hover]:text-white dark:[&_a:hover]:decoration-brand-200',
);

/** The shared frame of the About, Privacy Policy and Terms of Service pages. */
export function LegalPageLayout({ eyebrow, title, lead, sections, notice, showContents = false }: LegalPageLayoutProps) {
  const titleId = useId();

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-brand-50 to-transparent dark:from-brand-950/70"
      />
      <article aria-labelledby={titleId} className="mx-auto max-w-3xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:pt-20 lg:pb-28">
        <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-gold-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-500 dark:bg-gold-300" />
            {eyebrow}
          </p>
          <h1
            id={titleId}
            className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance text-brand-950 sm:text-5xl dark:text-white"
          >
            {title}
          </h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            Last updated <time dateTime={LAST_UPDATED_ISO}>{LAST_UPDATED_TEXT}</time>
          </p>
          <div className="mt-6 space-y-4 text-lg leading-8 text-pretty text-slate-700 dark:text-slate-200">{lead}</div>
        </header>

        {showContents && (
          <nav
            aria-label="On this page"
            className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-sm font-semibold text-slate-900 dark:text-white">On this page</p>
            <ol className="mt-3 gap-x-8 text-sm sm:columns-2">
              {sections.map((section) => (
                <li key={section.id} className="break-inside-avoid py-1">
                  <a
                    href={`#${section.id}`}
                    className="text-brand-700 underline decoration-transparent underline-offset-4 hover:decoration-brand-700 dark:text-brand-200 dark:hover:decoration-brand-200"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <div className={proseClasses}>
          {notice && <div className="mt-10">{notice}</div>}
          {sections.map((section) =>
            section.callout ? (
              <div key={section.id} className="mt-12">
                <LegalCallout id={section.id} title={section.title} icon={section.callout.icon} tone={section.callout.tone}>
                  {section.content}
                </LegalCallout>
              </div>
            ) : (
              <section key={section.id} aria-labelledby={section.id} className="mt-12">
                <h2
                  id={section.id}
                  className="scroll-mt-24 font-serif text-2xl font-semibold tracking-tight text-brand-950 dark:text-white"
                >
                  {section.title}
                </h2>
                {section.content}
              </section>
            ),
          )}
        </div>
      </article>
    </div>
  );
}

interface LegalCalloutProps {
  id: string;
  title: string;
  icon: LucideIcon;
  tone?: 'brand' | 'gold';
  children: ReactNode;
}

/** A highlighted section with its own second-level heading, for disclaimers and crisis notes. */
export function LegalCallout({ id, title, icon: Icon, tone = 'brand', children }: LegalCalloutProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl border p-6 sm:p-7',
        tone === 'brand'
          ? 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950'
          : 'border-gold-300 bg-gold-300/15 dark:border-gold-500/40 dark:bg-gold-500/10',
      )}
    >
      <h2
        id={id}
        className="flex scroll-mt-24 items-center gap-3 font-serif text-xl font-semibold tracking-tight text-brand-950 dark:text-white"
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-xl',
            tone === 'brand'
              ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950'
              : 'bg-gold-400 text-brand-950 dark:bg-gold-300 dark:text-brand-950',
          )}
        >
          <Icon className="size-5" />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
