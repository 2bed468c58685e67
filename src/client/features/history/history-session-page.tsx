import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConversationTranscript } from './conversation-transcript.tsx';
import { countLabel, formatFull } from './dates.ts';
import { useContinueSession, useSessionMessages, useSessionTitle } from './history-queries.ts';
import { BackLink, ConversationLoadState, isNotFound, NotFoundState } from './page-states.tsx';
import { errorMessage } from '../../components/load-error.tsx';
import { DeleteSessionDialog, ExportMenu, RenameForm, type SessionRef } from './session-actions.tsx';

const CONTINUE_FAILED = 'This conversation could not be opened in the chat. Please try again.';
const TITLE_CHARS = 80;

/** Until the stored title arrives: the first thing the user said, which is what a new title is. */
function provisionalTitle(messages: readonly ChatMessage[]): string {
  const first = messages.find((message) => message.sender === 'user')?.content.trim().replace(/\s+/g, ' ');
  if (!first) return 'Conversation';
  return first.length > TITLE_CHARS ? `${first.slice(0, TITLE_CHARS - 1)}…` : first;
}

function ConversationNotFound() {
  return (
    <NotFoundState title="Conversation not found" backTo="/history" backLabel="Back to your history">
      This conversation isn’t in your history. It may have been deleted, or the link may be incomplete.
    </NotFoundState>
  );
}

/** /history/:sessionId: one past conversation to read again, continue, rename, export or delete. */
export function HistorySessionPage() {
  const { sessionId = '' } = useParams();
  const messages = useSessionMessages(sessionId);
  useDocumentTitle('Past conversation');

  if (messages.isError && isNotFound(messages.error)) return <ConversationNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <BackLink to="/history">All conversations</BackLink>
      {!messages.isSuccess ? (
        <ConversationLoadState query={messages} heading="Past conversation" loadingLabel="Loading the conversation…" errorFallback="This conversation could not be loaded." />
      ) : (
        <LoadedConversation sessionId={sessionId} messages={messages.data} />
      )}
    </div>
  );
}

function LoadedConversation({ sessionId, messages }: { sessionId: string; messages: ChatMessage[] }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const title = useSessionTitle(sessionId, messages[0]?.id).data ?? provisionalTitle(messages);
  const session: SessionRef = { id: sessionId, title };
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState<SessionRef | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const continueSession = useContinueSession();
  useDocumentTitle(title);

  const startedAt = messages[0]?.timestamp;
  const continueHere = () => {
    if (continueSession.isPending) return;
    continueSession.mutate(sessionId, {
      onSuccess: () => {
        haptics.success();
        void navigate('/chat');
      },
      onError: (failure) => {
        haptics.error();
        toast.error(errorMessage(failure, CONTINUE_FAILED));
      },
    });
  };

  return (
    <>
      <header className="mt-3 space-y-3 border-b border-slate-200 pb-5 dark:border-slate-800">
        {renaming ? (
          <RenameForm
            session={session}
            large
            onDone={() => {
              // Committed now, so that the Rename button is back before focus goes to it.
              flushSync(() => setRenaming(false));
              renameButton.current?.focus();
            }}
          />
        ) : (
          <h1 className="text-2xl font-semibold break-words">{title}</h1>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {startedAt ? (
            <>
              Started <time dateTime={startedAt}>{formatFull(startedAt)}</time>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {countLabel(messages.length, 'message')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={continueHere} disabled={continueSession.isPending}>
            <MessageCircle className="size-4" aria-hidden="true" />
            {continueSession.isPending ? 'Opening…' : 'Continue this conversation'}
          </Button>
          <button ref={renameButton} type="button" className={buttonClasses('secondary', 'sm')} onClick={() => setRenaming(true)} disabled={renaming}>
            <Pencil className="size-4" aria-hidden="true" />
            Rename
          </button>
          <ExportMenu sessionId={sessionId} />
          <button
            ref={deleteButton}
            type="button"
            className={buttonClasses('secondary', 'sm', 'text-red-700 dark:text-red-300')}
            onClick={() => setDeleting(session)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </button>
        </div>
      </header>
      <div className="py-6">
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">There are no messages in this conversation.</p>
        ) : (
          <ConversationTranscript messages={messages} highlightId={params.get('message')} highlightLabel="Search match" />
        )}
      </div>
      <DeleteSessionDialog
        session={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate('/history', { replace: true })}
        onCancelled={() => deleteButton.current?.focus()}
      />
    </>
  );
}
