import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Book, SearchResponse } from '../../../shared/schemas/bible.ts';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { bookByNumber, readerHref } from './bible-url.ts';
import { HighlightedText } from './highlighted-text.tsx';

type Results = Extract<SearchResponse, { kind: 'results' }>;

interface SearchResultsProps {
  data: Results;
  books: Book[] | undefined;
  version: string;
  /** The same search on another page. */
  pageHref: (page: number) => string;
  /** The same words without the testament and book filters, when some are set. */
  wholeBibleHref: string | null;
  stale: boolean;
}

export function countLabel(total: number): string {
  return `${total.toLocaleString('en')} ${total === 1 ? 'verse' : 'verses'}`;
}

const pageLink =
  'inline-flex h-11 items-center gap-1 rounded-xl border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

/** The widened-search note, the notice, the verses found (each opens the reader there) and the pages. */
export function SearchResults({ data, books, version, pageHref, wholeBibleHref, stale }: SearchResultsProps) {
  const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
  return (
    <div className={cn('space-y-4', stale && 'opacity-60 transition-opacity')}>
      {data.notice && <FormAlert tone="info">{data.notice}</FormAlert>}
      {data.widened && <FormAlert tone="info">{data.widened.explanation}</FormAlert>}
      {data.results.length === 0 ? (
        <NoResults query={data.query} wholeBibleHref={wholeBibleHref} />
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800" start={(data.page - 1) * data.pageSize + 1}>
          {data.results.map((result) => {
            const osis = bookByNumber(books, result.book)?.osis ?? String(result.book);
            const href = readerHref({ version, book: osis, chapter: result.chapter, verses: { start: result.verse, end: result.verse } });
            return (
              <li key={`${result.book}.${result.chapter}.${result.verse}`}>
                <Link to={href} className="-mx-3 block rounded-xl px-3 py-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-900">
                  <span className="block text-sm font-semibold text-brand-800 dark:text-brand-200">{result.label}</span>{' '}
                  <span className="mt-1 block font-serif text-lg leading-relaxed text-slate-900 dark:text-slate-200">
                    <HighlightedText parts={result.text} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Result pages" className="flex items-center justify-between gap-3 pt-2">
          {data.page > 1 ? (
            <Link to={pageHref(data.page - 1)} className={pageLink}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700 dark:text-slate-300">
            Page {data.page} of {pages}
          </span>
          {data.page < pages ? (
            <Link to={pageHref(data.page + 1)} className={pageLink}>
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

function NoResults({ query, wholeBibleHref }: { query: string; wholeBibleHref: string | null }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
      <p className="font-semibold">No verses found for “{query}”.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>Check the spelling, or try an older form of the word (“thee”, “loveth”).</li>
        <li>Use fewer words, or words from the verse you remember.</li>
        {wholeBibleHref && (
          <li>
            <Link to={wholeBibleHref} className="font-medium text-brand-700 underline dark:text-brand-300">
              Search the whole Bible
            </Link>{' '}
            instead of the chosen testament or book.
          </li>
        )}
        <li>Try another version: each words things a little differently.</li>
        <li>
          Looking for a passage? Type its reference, like <span className="font-medium">Psalm 23</span> or{' '}
          <span className="font-medium">John 3:16</span>.
        </li>
      </ul>
    </div>
  );
}
