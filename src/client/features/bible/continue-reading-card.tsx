import { BookOpenText, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { bookByNumber, readerHref } from './bible-url.ts';
import { useBooks } from './get-books.ts';
import { useReadingProgress } from './get-reading-progress.ts';
import { useTranslations } from './get-translations.ts';
import { EmptyNote, HomeSection, ListSkeleton } from './home-section.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';

/** Where the reader left off: 'John 3 · KJV', one tap back into the chapter. */
export function ContinueReadingCard() {
  const progress = useReadingProgress();
  const books = useBooks();
  const translations = useTranslations();
  const book = progress.data ? bookByNumber(books.data, progress.data.book) : undefined;
  const abbreviation =
    translations.data?.find((translation) => translation.id === progress.data?.translation)?.abbreviation ??
    progress.data?.translation.toUpperCase();

  return (
    <HomeSection title="Continue reading" Icon={BookOpenText}>
      {progress.isError ? (
        <LoadError message={errorMessage(progress.error, 'Your reading place could not be loaded.')} onRetry={() => void progress.refetch()} />
      ) : progress.isPending || (progress.data && books.isPending) ? (
        <ListSkeleton label="Loading where you left off…" rows={1} />
      ) : progress.data && book ? (
        <Link
          to={readerHref({
            version: progress.data.translation,
            book: book.osis,
            chapter: progress.data.chapter,
            verses: progress.data.verse === null ? null : { start: progress.data.verse, end: progress.data.verse },
          })}
          className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 transition-colors hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          <span className="flex-1">
            <span className="block font-serif text-lg font-semibold text-brand-900 dark:text-white">
              {book.name} {progress.data.chapter} · {abbreviation}
            </span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">Pick up where you left off</span>
          </span>
          <ChevronRight className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        </Link>
      ) : (
        <EmptyNote>Nothing read yet — choose a book below, or start with the Gospel of John.</EmptyNote>
      )}
    </HomeSection>
  );
}
