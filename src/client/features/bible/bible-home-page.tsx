import { Search } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BookGrid } from './book-grid.tsx';
import { ContinueReadingCard } from './continue-reading-card.tsx';
import { RecentBookmarks } from './recent-bookmarks.tsx';
import { RecentFavoriteVerses } from './recent-favorite-verses.tsx';
import { ReferenceJumpBox } from './reference-jump-box.tsx';
import { useRememberedVersion } from './use-remembered-version.ts';
import { VerseOfTheDayCard } from './verse-of-the-day-card.tsx';

export function BibleHomePage() {
  useDocumentTitle('Bible');
  const version = useRememberedVersion();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold">Bible</h1>
        <ButtonLink to="/bible/search" variant="secondary" size="sm">
          <Search className="size-4" aria-hidden="true" />
          Search the Bible
        </ButtonLink>
      </div>
      <ReferenceJumpBox version={version} className="max-w-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <VerseOfTheDayCard version={version} />
        <ContinueReadingCard />
        <RecentBookmarks version={version} />
        <RecentFavoriteVerses />
      </div>
      <BookGrid />
    </div>
  );
}
