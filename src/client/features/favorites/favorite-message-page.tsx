import { History, Star } from 'lucide-react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { CHAT } from '../../../shared/messages.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { haptics } from '../../lib/haptics.ts';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConversationTranscript } from '../history/conversation-transcript.tsx';
import { formatFull } from '../history/dates.ts';
import { BackLink, ConversationLoadState, isNotFound, NotFoundState } from '../history/page-states.tsx';
import { useMessageContext, useToggleFavorite } from './favorites-queries.ts';

/** /favorites/:messageId: one favourite, picked out within the conversation around it. */
export function FavoriteMessagePage() {
  useDocumentTitle('Favorite message');
  const { messageId = '' } = useParams();
  const context = useMessageContext(messageId);
  const toggle = useToggleFavorite(messageId);

  if (context.isError && isNotFound(context.error)) {
    return (
      <NotFoundState title="Message not found" backTo="/favorites" backLabel="Back to your favorites">
        This message isn’t among your conversations. It may have been deleted with its conversation, or the link may be
        incomplete.
      </NotFoundState>
    );
  }

  const setFavorite = (isFavorite: boolean) => {
    if (toggle.isPending) return;
    toggle.mutate(
      { messageId, isFavorite },
      {
        onSuccess: () => {
          haptics.success();
          toast.success(isFavorite ? CHAT.favoriteAdded : CHAT.favoriteRemoved);
        },
        onError: () => {
          haptics.error();
          toast.error(CHAT.favoriteFailed);
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <BackLink to="/favorites">All favorites</BackLink>
      {!context.isSuccess ? (
        <ConversationLoadState query={context} heading="Favorite message" loadingLabel="Loading the message…" errorFallback="This message could not be loaded." />
      ) : (
        <>
          <header className="mt-3 space-y-3 border-b border-slate-200 pb-5 dark:border-slate-800">
            <h1 className="text-2xl font-semibold">Favorite message</h1>
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">
              From <span className="font-medium text-slate-800 dark:text-slate-100">“{context.data.sessionTitle}”</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={context.data.message.timestamp}>{formatFull(context.data.message.timestamp)}</time>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setFavorite(!context.data.message.isFavorite)}
              >
                <Star className={cn('size-4', context.data.message.isFavorite && 'fill-amber-400 text-amber-500')} aria-hidden="true" />
                {context.data.message.isFavorite ? 'Remove from favorites' : 'Save to favorites'}
              </Button>
              <ButtonLink
                to={`/history/${context.data.message.sessionId}?message=${encodeURIComponent(messageId)}`}
                variant="secondary"
                size="sm"
              >
                <History className="size-4" aria-hidden="true" />
                Open the full conversation
              </ButtonLink>
            </div>
          </header>
          <div className="py-6">
            <ConversationTranscript messages={context.data.conversation} highlightId={messageId} highlightLabel="This message" />
          </div>
        </>
      )}
    </div>
  );
}
