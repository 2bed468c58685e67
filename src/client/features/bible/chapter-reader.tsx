import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Book } from '../../../shared/schemas/bible.ts';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { readerHref, type ReaderPlace, type VerseRange } from './bible-url.ts';
import { ChapterBody } from './chapter-body.tsx';
import { chapterNeighbours, type ChapterPlace } from './chapter-neighbours.ts';
import { FooterPager, HeadingPager } from './chapter-pager.tsx';
import { chapterQueryOptions, useChapter } from './get-chapter.ts';
import { useTranslations } from './get-translations.ts';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { ReaderControls } from './reader-controls.tsx';
import { ReferenceJumpBox } from './reference-jump-box.tsx';
import { DEFAULT_VERSION } from './remembered-version.ts';
import { useChapterArrowKeys } from './use-chapter-arrow-keys.ts';
import { useProgressAutosave } from './use-progress-autosave.ts';

export interface ChapterReaderProps {
  books: Book[];
  book: Book;
  chapter: number;
  version: string;
  verses: VerseRange | null;
  compare: string | null;
}

/** The reader for one chapter: pickers, the text (alone or beside a second version), and the way on. */
export function ChapterReader({ books, book, chapter, version, verses, compare }: ChapterReaderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const translations = useTranslations();
  const text = useChapter({ translation: version, book: book.number, chapter });
  const other = useChapter(compare ? { translation: compare, book: book.number, chapter } : null);
  const { previous, next } = chapterNeighbours(books, book, chapter);
  const title = `${book.name} ${chapter}`;
  const unknownVersion = translations.data !== undefined && !translations.data.some((translation) => translation.id === version);
  useDocumentTitle(text.data ? `${title} (${text.data.translation.abbreviation})` : title);

  const place: ReaderPlace = { version, book: book.osis, chapter, verses, compare };
  const go = (change: Partial<ReaderPlace>) => void navigate(readerHref({ ...place, verses: null, ...change }));
  const hrefOf = (target: ChapterPlace) => readerHref({ version, compare, book: target.book.osis, chapter: target.chapter });
  useChapterArrowKeys(previous ? () => void navigate(hrefOf(previous)) : null, next ? () => void navigate(hrefOf(next)) : null);

  useProgressAutosave(text.isSuccess ? { translation: version, book: book.number, chapter, verse: verses?.start ?? null } : null);

  // The next chapter is usually read next: have it ready.
  const nextBook = next?.book.number;
  const nextChapter = next?.chapter;
  useEffect(() => {
    if (nextBook === undefined || nextChapter === undefined) return;
    void queryClient.prefetchQuery(chapterQueryOptions({ translation: version, book: nextBook, chapter: nextChapter }));
  }, [queryClient, version, nextBook, nextChapter]);

  // Turning the page moves focus to the new heading (not on first arrival, and not away from a picker).
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (!(document.activeElement instanceof HTMLSelectElement)) heading.current?.focus({ preventScroll: true });
  }, [book.number, chapter]);

  return (
    <div className={cn('mx-auto space-y-6 px-4 py-6', compare ? 'max-w-6xl' : 'max-w-3xl')}>
      <ReaderControls
        books={books}
        translations={translations.data}
        book={book}
        chapter={chapter}
        version={version}
        compare={compare}
        onBook={(choice) => go({ book: choice.osis, chapter: 1 })}
        onChapter={(choice) => go({ chapter: choice })}
        onVersion={(choice) => go({ version: choice, compare: compare === choice ? null : compare, verses })}
        onCompare={(choice) => go({ compare: choice, verses })}
      />
      <HeadingPager previous={previous} next={next} hrefOf={hrefOf}>
        <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {text.data ? (
            [text.data.translation.name, compare ? other.data?.translation.name : undefined].filter(Boolean).join(' · ')
          ) : (
            <span className="invisible">Loading</span>
          )}
        </p>
      </HeadingPager>
      {unknownVersion ? (
        <FormAlert>
          “{version}” is not a Bible version this site has.{' '}
          <Link to={readerHref({ ...place, version: DEFAULT_VERSION, compare: null })} className="font-medium underline">
            Read {title} in the King James Version
          </Link>
        </FormAlert>
      ) : text.isError ? (
        <LoadError message={errorMessage(text.error, `${title} could not be loaded.`)} onRetry={() => void text.refetch()} />
      ) : !text.data ? (
        <div role="status" aria-live="polite" className="mx-auto max-w-[68ch] space-y-3">
          <span className="sr-only">Loading {title}…</span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className={cn('h-5', index % 3 === 2 ? 'w-4/6' : 'w-full')} />
          ))}
        </div>
      ) : (
        <>
          {other.isError && (
            <LoadError message={errorMessage(other.error, 'The second version could not be loaded.')} onRetry={() => void other.refetch()} />
          )}
          <ChapterBody
            key={`${book.number}.${chapter}`}
            book={book}
            chapter={text.data}
            other={other.data}
            comparing={compare !== null}
            highlighted={verses}
          />
          <p className={cn('text-xs text-slate-600 dark:text-slate-300', !compare && 'mx-auto max-w-[68ch]')}>
            {text.data.translation.name} · {text.data.translation.license}
          </p>
        </>
      )}
      <FooterPager previous={previous} next={next} hrefOf={hrefOf} />
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-end dark:border-slate-800">
        <ReferenceJumpBox version={version} className="flex-1" />
        <Link to="/bible/search" className="inline-flex h-11 items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          <Search className="size-4" aria-hidden="true" />
          Search the Bible
        </Link>
      </div>
    </div>
  );
}
