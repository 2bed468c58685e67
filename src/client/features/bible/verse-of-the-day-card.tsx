import { ArrowRight, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { passageHref } from './bible-url.ts';
import { useBooks } from './get-books.ts';
import { useVerseOfTheDay } from './get-verse-of-the-day.ts';
import { HomeSection } from './home-section.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';

/** Today's verse, in the version the reader last used. */
export function VerseOfTheDayCard({ version }: { version: string | null }) {
  const verse = useVerseOfTheDay(version);
  const books = useBooks();
  return (
    <HomeSection
      title="Verse of the day"
      Icon={Sun}
      className="border-gold-300/70 bg-gradient-to-br from-amber-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950"
    >
      {verse.isError ? (
        <LoadError message={errorMessage(verse.error, 'Today’s verse could not be loaded.')} onRetry={() => void verse.refetch()} />
      ) : !verse.data ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">Loading the verse of the day…</span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ) : (
        <figure>
          <blockquote className="font-serif text-xl leading-relaxed text-slate-900 dark:text-slate-100">“{verse.data.text}”</blockquote>
          <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="font-medium text-slate-700 dark:text-slate-300">
              {verse.data.label} · {verse.data.translation.toUpperCase()}
            </span>
            <Link
              to={passageHref(books.data, verse.data.location, version)}
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Read in context
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </figcaption>
        </figure>
      )}
    </HomeSection>
  );
}
