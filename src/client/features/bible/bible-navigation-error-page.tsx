import { ArrowRight, BookX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { passageHref } from './bible-url.ts';
import { useBooks } from './get-books.ts';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { ReferenceJumpBox } from './reference-jump-box.tsx';
import { useResolvedReference } from './resolve-reference.ts';
import { useRememberedVersion } from './use-remembered-version.ts';

/** /bible/not-found?q=John%2099: what was not found, the nearest real place, and a box to try again. */
export function BibleNavigationErrorPage() {
  useDocumentTitle('Passage not found');
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const resolved = useResolvedReference(q);
  const books = useBooks();
  const version = useRememberedVersion();

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <div aria-hidden="true" className="rounded-2xl bg-brand-50 p-4 text-brand-700 dark:bg-slate-900 dark:text-brand-300">
          <BookX className="size-8" />
        </div>
        <h1 className="text-2xl font-semibold">Passage not found</h1>
        <div className="min-h-12 text-slate-700 dark:text-slate-300">
          {q === '' ? (
            <p>No passage was given. Type one below, such as John 3:16.</p>
          ) : resolved.isError ? (
            <LoadError message={errorMessage(resolved.error, `“${q}” could not be looked up.`)} onRetry={() => void resolved.refetch()} />
          ) : !resolved.data ? (
            <div role="status" aria-live="polite" className="flex flex-col items-center gap-2">
              <span className="sr-only">Looking up “{q}”…</span>
              <Skeleton className="h-5 w-72" />
              <Skeleton className="h-11 w-40" />
            </div>
          ) : resolved.data.kind === 'invalid' ? (
            <div className="flex flex-col items-center gap-4">
              <p>{resolved.data.problem}</p>
              <ButtonLink to={passageHref(books.data, resolved.data.nearest.location, version)}>
                Go to {resolved.data.nearest.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          ) : resolved.data.kind === 'passage' ? (
            <div className="flex flex-col items-center gap-4">
              <p>“{q}” is {resolved.data.label}, which is in the Bible after all.</p>
              <ButtonLink to={passageHref(books.data, resolved.data.location, version)}>
                Go to {resolved.data.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          ) : (
            <p>
              “{q}” is not a Bible reference we recognise. Try a book, chapter and verse, or{' '}
              <Link to={`/bible/search?q=${encodeURIComponent(q)}`} className="font-medium text-brand-700 underline dark:text-brand-300">
                search for these words
              </Link>
              .
            </p>
          )}
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <ReferenceJumpBox key={q} version={version} />
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Or browse{' '}
          <Link to="/bible" className="font-medium text-brand-700 underline dark:text-brand-300">
            all the books of the Bible
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
