import { MessageCircle, Star } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CHAT } from '../../../shared/messages.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAppConfig } from '../../app/app-config.ts';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formatFull, formatWhen } from '../history/dates.ts';
import { CardListSkeleton, EmptyState, LoadMore } from '../history/page-states.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import type { FavoriteMessage } from './favorites-api.ts';
import { useFavorites, useRemoveFavorite } from './favorites-queries.ts';
import { plainExcerpt } from './plain-excerpt.ts';

const linkId = (messageId: string) => `favorite-${messageId}`;

/** /favorites: the messages the user starred, newest first. */
export function FavoritesPage() {
  useDocumentTitle('Favorites');
  const heading = useRef<HTMLHeadingElement>(null);
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const all = favorites.data?.pages.flatMap((page) => page.favorites) ?? [];
  const now = new Date();

  const unfavorite = (item: FavoriteMessage) => {
    // The row goes at once: focus moves to the next one (or the one before, or the heading).
    const index = all.findIndex((other) => other.id === item.id);
    const neighbour = all[index + 1] ?? all[index - 1];
    remove.mutate(item.id, {
      onSuccess: () => toast.success(CHAT.favoriteRemoved),
      onError: () => {
        haptics.error();
        toast.error(CHAT.favoriteFailed);
      },
    });
    haptics.light();
    window.requestAnimationFrame(() => (neighbour ? document.getElementById(linkId(neighbour.id)) : heading.current)?.focus());
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          Favorites
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">The messages you starred in your conversations, newest first.</p>
      </div>
      {favorites.isPending ? (
        <CardListSkeleton label="Loading your favorites…" />
      ) : favorites.isError ? (
        <LoadError message={errorMessage(favorites.error, 'Your favorites could not be loaded.')} onRetry={() => void favorites.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          Icon={Star}
          title="No favorites yet"
          action={
            <ButtonLink to="/chat" className="mt-2">
              <MessageCircle className="size-4" aria-hidden="true" />
              Go to the chat
            </ButtonLink>
          }
        >
          Tap the star under a message in the chat to keep it here, so you can come back to the words that helped you.
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {all.map((item) => (
              <FavoriteRow key={item.id} item={item} now={now} onUnfavorite={() => unfavorite(item)} />
            ))}
          </ul>
          <LoadMore
            pages={favorites}
            label="Load more favorites"
            doneLabel={all.length > 3 ? 'That’s all your favorites.' : ''}
          />
        </>
      )}
    </div>
  );
}

function FavoriteRow({ item, now, onUnfavorite }: { item: FavoriteMessage; now: Date; onUnfavorite: () => void }) {
  const { appName } = useAppConfig();
  const who = item.sender === 'user' ? 'You' : appName;
  return (
    <li>
      <article className="relative flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 transition-colors has-[a:hover]:bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40 dark:has-[a:hover]:bg-slate-900">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {who}
            <span aria-hidden="true"> · </span>
            <time dateTime={item.timestamp} title={formatFull(item.timestamp)}>
              {formatWhen(item.timestamp, now)}
            </time>
          </p>
          <Link
            id={linkId(item.id)}
            to={`/favorites/${item.id}`}
            className="mt-1 line-clamp-4 break-words text-slate-900 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500 dark:text-slate-100"
          >
            {plainExcerpt(item.content)}
          </Link>
          <p className="mt-2 truncate text-xs text-slate-500 dark:text-slate-400">
            From <span className="font-medium text-slate-700 dark:text-slate-300">{item.sessionTitle}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={onUnfavorite}
          aria-label="Remove from favorites"
          title="Remove from favorites"
          className="relative z-10 -mt-1 -mr-1 rounded-lg p-2.5 text-amber-500 hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-amber-400/10"
        >
          <Star className="size-5 fill-amber-400" aria-hidden="true" />
        </button>
      </article>
    </li>
  );
}
