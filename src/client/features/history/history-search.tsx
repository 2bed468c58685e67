import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { useAppConfig } from '../../app/app-config.ts';
import { cn } from '../../lib/cn.ts';
import { countLabel, formatFull, formatWhen } from './dates.ts';
import { SEARCH_LIMIT } from './history-api.ts';
import { useMessageSearch } from './history-queries.ts';
import { CardListSkeleton } from './page-states.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { SnippetText } from './snippet-text.tsx';

/** The search box over the user's own messages; the page owns the text (it lives in the URL). */
export function HistorySearchBox({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form role="search" aria-label="Your messages" noValidate onSubmit={(event) => event.preventDefault()} className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Search your messages
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        <input
          ref={input}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="A word or phrase from a conversation"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
          maxLength={200}
          className={cn(inputClasses, 'pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text !== '' ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            aria-label="Clear the search"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The messages that match, each with its conversation's title and a link to it. */
export function HistorySearchResults({ q }: { q: string }) {
  const { appName } = useAppConfig();
  const search = useMessageSearch(q);
  const now = new Date();
  const hits = search.data ?? [];
  const status = search.isPending
    ? 'Searching…'
    : search.isError
      ? ''
      : hits.length === 0
        ? `No messages found for “${q}”.`
        : `${hits.length >= SEARCH_LIMIT ? `The first ${SEARCH_LIMIT}` : countLabel(hits.length, 'message')} found for “${q}”.`;

  return (
    <section aria-labelledby="history-search-heading" className="space-y-3">
      <h2 id="history-search-heading" className="text-lg font-semibold">
        Search results
      </h2>
      <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
      {search.isError ? (
        <LoadError message={errorMessage(search.error, 'The search could not be done. Please try again.')} onRetry={() => void search.refetch()} />
      ) : search.isPending ? (
        <CardListSkeleton rows={2} />
      ) : hits.length > 0 ? (
        <ul className={cn('space-y-3', search.isPlaceholderData && 'opacity-60')}>
          {hits.map(({ message, sessionTitle, snippet }) => (
            <li key={message.id}>
              <Link
                to={`/history/${message.sessionId}?message=${encodeURIComponent(message.id)}`}
                className="block rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900/40 dark:hover:bg-slate-900"
              >
                <span className="block truncate font-semibold text-brand-800 dark:text-brand-200">{sessionTitle}</span>
                <span className="mt-1 block text-sm break-words text-slate-700 dark:text-slate-200">
                  <SnippetText snippet={snippet} />
                </span>
                <span className="mt-2 block text-xs text-slate-500 dark:text-slate-400">
                  {message.sender === 'user' ? 'You' : appName} ·{' '}
                  <time dateTime={message.timestamp} title={formatFull(message.timestamp)}>
                    {formatWhen(message.timestamp, now)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
