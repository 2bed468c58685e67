import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { haptics } from '../../lib/haptics.ts';
import { passageHref } from './bible-url.ts';
import { newestFirst } from './get-bookmarks.ts';
import { useBooks } from './get-books.ts';
import { useFavoriteVerses } from './get-favorite-verses.ts';
import { EmptyNote, HomeSection, ListSkeleton } from './home-section.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { useRemoveFavoriteVerse } from './use-remove-favorite-verse.ts';

const SHOWN = 5;

/** The newest favourite verses with their text, each opening the reader in the version it was saved from. */
export function RecentFavoriteVerses() {
  const favorites = useFavoriteVerses();
  const books = useBooks();
  const remove = useRemoveFavoriteVerse();

  const removeOne = (favorite: FavoriteVerse) => {
    remove.mutate(favorite.id, {
      onSuccess: () => toast.success(`Removed ${favorite.label} from your favourite verses`),
      onError: (error) => {
        haptics.error();
        toast.error(errorMessage(error, 'The verse could not be removed. Please try again.'));
      },
    });
  };

  return (
    <HomeSection title="Favourite verses" Icon={Heart}>
      {favorites.isError ? (
        <LoadError message={errorMessage(favorites.error, 'Your favourite verses could not be loaded.')} onRetry={() => void favorites.refetch()} />
      ) : favorites.isPending ? (
        <ListSkeleton label="Loading your favourite verses…" />
      ) : favorites.data.length === 0 ? (
        <EmptyNote>No favourite verses yet — select a verse while reading and save it.</EmptyNote>
      ) : (
        <ul className="space-y-2">
          {newestFirst(favorites.data)
            .slice(0, SHOWN)
            .map((favorite) => (
              <li key={favorite.id} className="flex items-start gap-2 rounded-xl bg-slate-50 dark:bg-slate-900">
                <Link
                  to={passageHref(books.data, favorite.location, favorite.translation)}
                  className="min-w-0 flex-1 rounded-xl px-3 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="block font-medium text-brand-800 dark:text-brand-200">
                    {favorite.label} <span className="text-xs font-normal text-slate-600 dark:text-slate-300">{favorite.translation.toUpperCase()}</span>
                  </span>{' '}
                  <span className="mt-0.5 line-clamp-2 block font-serif text-slate-700 dark:text-slate-300">{favorite.verseText}</span>
                </Link>
                <button
                  type="button"
                  onClick={() => removeOne(favorite)}
                  aria-label={`Remove favourite verse ${favorite.label}`}
                  title="Remove favourite verse"
                  className="m-1 rounded-lg p-2.5 text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950/50 dark:hover:text-red-300"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
        </ul>
      )}
    </HomeSection>
  );
}
