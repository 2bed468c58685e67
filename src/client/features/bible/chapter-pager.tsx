import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import type { ChapterPlace } from './chapter-neighbours.ts';

interface PagerProps {
  previous: ChapterPlace | null;
  next: ChapterPlace | null;
  hrefOf: (place: ChapterPlace) => string;
}

const name = (place: ChapterPlace) => `${place.book.name} ${place.chapter}`;

const iconLink =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 transition-colors hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/** Round previous / next buttons beside the chapter heading. */
export function HeadingPager({ previous, next, hrefOf, children }: PagerProps & { children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      {previous ? (
        <Link to={hrefOf(previous)} className={iconLink} aria-label={`Previous chapter (${name(previous)})`} title={name(previous)}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Link>
      ) : (
        <span className="size-11 shrink-0" />
      )}
      <div className="min-w-0 text-center">{children}</div>
      {next ? (
        <Link to={hrefOf(next)} className={iconLink} aria-label={`Next chapter (${name(next)})`} title={name(next)}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </Link>
      ) : (
        <span className="size-11 shrink-0" />
      )}
    </div>
  );
}

const wideLink =
  'flex min-w-0 flex-1 items-center gap-2 rounded-2xl border border-slate-200 px-4 py-3 transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-800 dark:hover:bg-slate-900';

/** Previous / next at the end of the chapter, with where they lead. */
export function FooterPager({ previous, next, hrefOf }: PagerProps) {
  return (
    <nav aria-label="Chapters" className="flex gap-3">
      {previous && (
        <Link to={hrefOf(previous)} className={wideLink}>
          <ChevronLeft className="size-5 shrink-0 text-slate-600 dark:text-slate-300" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block text-xs text-slate-600 dark:text-slate-300">Previous chapter</span>
            <span className="block truncate font-serif font-semibold">{name(previous)}</span>
          </span>
        </Link>
      )}
      {next && (
        <Link to={hrefOf(next)} className={cn(wideLink, 'justify-end text-right')}>
          <span className="min-w-0">
            <span className="block text-xs text-slate-600 dark:text-slate-300">Next chapter</span>
            <span className="block truncate font-serif font-semibold">{name(next)}</span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-slate-600 dark:text-slate-300" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
