import { Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { passageHref, positiveInt } from './bible-url.ts';
import { useBooks } from './get-books.ts';
import { useTranslations } from './get-translations.ts';
import { errorMessage } from '../../components/load-error.tsx';
import { notFoundHref } from './reference-jump-box.tsx';
import { DEFAULT_VERSION } from './remembered-version.ts';
import { useBibleSearch } from './search-bible.ts';
import { SearchBox } from './search-box.tsx';
import { parseTestament, SearchFilters, type Testament } from './search-filters.tsx';
import { countLabel, SearchResults } from './search-results.tsx';
import { useRememberedVersion } from './use-remembered-version.ts';

interface SearchChange {
  q?: string;
  version?: string;
  testament?: Testament | null;
  book?: number | null;
  page?: number | null;
}

/** /bible/search?q=…&version=kjv&testament=OT&book=19&page=2 */
export function BibleSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const remembered = useRememberedVersion();
  const version = params.get('version')?.trim().toLowerCase() || remembered || DEFAULT_VERSION;
  const testament = parseTestament(params.get('testament'));
  const book = positiveInt(params.get('book'));
  const page = positiveInt(params.get('page')) ?? 1;
  useDocumentTitle(q ? `“${q}” · Search the Bible` : 'Search the Bible');
  const books = useBooks();
  const translations = useTranslations();
  const search = useBibleSearch({ q, translation: version, testament, book: book ?? undefined, page });

  const hrefWith = (change: SearchChange) => {
    const next = new URLSearchParams(params);
    next.set('version', version);
    for (const [key, value] of Object.entries({ page: null, ...change })) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    return `/bible/search?${next.toString()}`;
  };
  const apply = (change: SearchChange) => setParams(new URLSearchParams(hrefWith(change).split('?')[1]), { preventScrollReset: true });

  const data = search.data;
  if (data?.kind === 'reference' && !search.isPlaceholderData) {
    const { reference } = data;
    if (reference.kind === 'passage') return <Navigate replace to={passageHref(books.data, reference.location, version)} />;
    if (reference.kind === 'invalid') return <Navigate replace to={notFoundHref(q)} />;
  }
  const results = data?.kind === 'results' ? data : null;
  const status = search.isFetching ? 'Searching…' : results ? `${countLabel(results.total)} for “${results.query}”` : '';

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <h1 className="text-2xl font-semibold">Search the Bible</h1>
      <SearchBox key={q} initial={q} onSearch={(words) => apply({ q: words })} error={search.isError ? errorMessage(search.error, 'The search did not work. Please try again.') : null} />
      <SearchFilters
        translations={translations.data}
        books={books.data}
        version={version}
        testament={testament}
        book={book}
        onChange={apply}
      />
      <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300">
        {q ? status : ''}
      </p>
      {q === '' ? (
        <FormAlert tone="info">Search every verse for words or a phrase — for example “peace I leave with you” — or type a reference such as John 3:16 to go straight there.</FormAlert>
      ) : results ? (
        <SearchResults
          data={results}
          books={books.data}
          version={version}
          pageHref={(number) => hrefWith({ page: number === 1 ? null : number })}
          wholeBibleHref={testament || book ? hrefWith({ testament: null, book: null }) : null}
          stale={search.isPlaceholderData}
        />
      ) : search.isPending && search.isFetching ? (
        <div aria-hidden="true" className="space-y-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-5 w-full" />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
