import { History, MessageCirclePlus } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import type { SessionSummary } from '../../../shared/schemas/chat.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { countLabel, formatFull, formatWhen, groupByDay } from './dates.ts';
import { DeleteAllHistory } from './delete-all-history.tsx';
import { useSessions } from './history-queries.ts';
import { HistorySearchBox, HistorySearchResults } from './history-search.tsx';
import { CardListSkeleton, EmptyState, LoadMore } from './page-states.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { DeleteSessionDialog, RenameForm, SESSION_MENU_ATTRIBUTE, SessionActionsMenu, type SessionRef } from './session-actions.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long typing rests before the search is sent. */
const SEARCH_DELAY_MS = 250;

function focusMenuOf(sessionId: string) {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>(`[${SESSION_MENU_ATTRIBUTE}="${CSS.escape(sessionId)}"]`)?.focus());
}

/** /history: the user's conversations, newest first, with search, rename, export and delete. */
export function HistoryPage() {
  useDocumentTitle('History');
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = text.trim() !== '' && q !== '';
  const sessions = useSessions();
  const hasSessions = (sessions.data?.pages[0]?.sessions.length ?? 0) > 0;

  const changeText = (next: string) => {
    setText(next);
    // The search is kept in the address, so that Back from a result comes back to it.
    const trimmed = next.trim();
    setParams(trimmed ? { q: trimmed } : {}, { replace: true });
  };

  const focusHeading = useCallback(() => heading.current?.focus(), []);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          History
        </h1>
        {hasSessions ? <DeleteAllHistory onDeleted={focusHeading} /> : null}
      </div>
      {sessions.isSuccess && !hasSessions && !searching ? null : <HistorySearchBox text={text} onChange={changeText} />}
      {searching ? <HistorySearchResults q={q} /> : <SessionList sessions={sessions} onListEmptied={focusHeading} />}
    </div>
  );
}

function SessionList({ sessions, onListEmptied }: { sessions: ReturnType<typeof useSessions>; onListEmptied: () => void }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SessionRef | null>(null);
  const now = new Date();

  if (sessions.isPending) return <CardListSkeleton label="Loading your conversations…" />;
  if (sessions.isError) {
    return (
      <LoadError
        message={errorMessage(sessions.error, 'Your conversations could not be loaded.')}
        onRetry={() => void sessions.refetch()}
      />
    );
  }

  const all = sessions.data.pages.flatMap((page) => page.sessions);
  if (all.length === 0) {
    return (
      <EmptyState
        Icon={History}
        title="No conversations yet"
        action={
          <ButtonLink to="/chat" className="mt-2">
            <MessageCirclePlus className="size-4" aria-hidden="true" />
            Start a conversation
          </ButtonLink>
        }
      >
        When you talk with your companion, each conversation is kept here so you can read it again, pick it up where you left
        off, or save it.
      </EmptyState>
    );
  }

  const afterDelete = (deletedId: string) => {
    // Focus goes to the next conversation's menu, or the one before, or the page heading.
    const index = all.findIndex((session) => session.id === deletedId);
    const neighbour = all[index + 1] ?? all[index - 1];
    if (neighbour) focusMenuOf(neighbour.id);
    else onListEmptied();
  };

  return (
    <>
      <div className="space-y-6">
        {groupByDay(all, (session) => session.updatedAt, now).map((group) => (
          <DayGroupSection key={group.label} label={group.label}>
            {group.items.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                now={now}
                renaming={renaming === session.id}
                onRename={() => setRenaming(session.id)}
                onRenameDone={() => {
                  // Committed now, so that the menu button is back before focus goes to it.
                  flushSync(() => setRenaming(null));
                  focusMenuOf(session.id);
                }}
                onDelete={() => setDeleting({ id: session.id, title: session.title })}
              />
            ))}
          </DayGroupSection>
        ))}
      </div>
      <LoadMore
        pages={sessions}
        label="Load more conversations"
        doneLabel={all.length > 3 ? 'That’s all your conversations.' : ''}
      />
      <DeleteSessionDialog
        session={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(session) => afterDelete(session.id)}
        onCancelled={(session) => focusMenuOf(session.id)}
      />
    </>
  );
}

function DayGroupSection({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </h2>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

interface SessionRowProps {
  session: SessionSummary;
  now: Date;
  renaming: boolean;
  onRename: () => void;
  onRenameDone: () => void;
  onDelete: () => void;
}

function SessionRow({ session, now, renaming, onRename, onRenameDone, onDelete }: SessionRowProps) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="relative rounded-2xl border border-slate-200 bg-white p-4 transition-colors has-[a:hover]:bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40 dark:has-[a:hover]:bg-slate-900"
      >
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            {renaming ? (
              <>
                <h3 id={titleId} className="sr-only">
                  {session.title}
                </h3>
                <RenameForm session={session} onDone={onRenameDone} />
              </>
            ) : (
              <h3 id={titleId} className="font-semibold">
                <Link
                  to={`/history/${session.id}`}
                  className="line-clamp-2 break-words text-slate-900 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500 dark:text-white"
                >
                  {session.title}
                </Link>
              </h3>
            )}
            {session.preview && session.preview !== session.title ? (
              <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{session.preview}</p>
            ) : null}
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={session.updatedAt} title={formatFull(session.updatedAt)}>
                {formatWhen(session.updatedAt, now)}
              </time>
              <span aria-hidden="true"> · </span>
              {countLabel(session.messageCount, 'message')}
            </p>
          </div>
          {renaming ? null : <SessionActionsMenu session={session} onRename={onRename} onDelete={onDelete} />}
        </div>
      </article>
    </li>
  );
}
