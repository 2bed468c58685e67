import { Bookmark as BookmarkIcon, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Bookmark } from '../../../shared/schemas/bible.ts';
import { haptics } from '../../lib/haptics.ts';
import { passageHref } from './bible-url.ts';
import { newestFirst, useBookmarks } from './get-bookmarks.ts';
import { useBooks } from './get-books.ts';
import { EmptyNote, HomeSection, ListSkeleton } from './home-section.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { useRemoveBookmark } from './use-remove-bookmark.ts';

const SHOWN = 5;

/** The five newest bookmarks, each opening the reader at its verse. */
export function RecentBookmarks({ version }: { version: string | null }) {
  const bookmarks = useBookmarks();
  const books = useBooks();
  const remove = useRemoveBookmark();

  const removeOne = (bookmark: Bookmark) => {
    remove.mutate(bookmark.id, {
      onSuccess: () => toast.success(`Removed the bookmark for ${bookmark.label}`),
      onError: (error) => {
        haptics.error();
        toast.error(errorMessage(error, 'The bookmark could not be removed. Please try again.'));
      },
    });
  };

  return (
    <HomeSection title="Bookmarks" Icon={BookmarkIcon}>
      {bookmarks.isError ? (
        <LoadError message={errorMessage(bookmarks.error, 'Your bookmarks could not be loaded.')} onRetry={() => void bookmarks.refetch()} />
      ) : bookmarks.isPending ? (
        <ListSkeleton label="Loading your bookmarks…" />
      ) : bookmarks.data.length === 0 ? (
        <EmptyNote>No bookmarks yet — select a verse while reading to bookmark it.</EmptyNote>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {newestFirst(bookmarks.data)
            .slice(0, SHOWN)
            .map((bookmark) => (
              <li key={bookmark.id} className="flex items-center gap-2 py-1">
                <Link
                  to={passageHref(books.data, bookmark.location, version)}
                  className="min-w-0 flex-1 truncate rounded-lg px-2 py-2.5 font-medium text-brand-800 hover:bg-slate-100 dark:text-brand-200 dark:hover:bg-slate-900"
                >
                  {bookmark.label}
                </Link>
                <button
                  type="button"
                  onClick={() => removeOne(bookmark)}
                  aria-label={`Remove bookmark ${bookmark.label}`}
                  title="Remove bookmark"
                  className="rounded-lg p-2.5 text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950/50 dark:hover:text-red-300"
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
