import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { Book, Chapter } from '../../../shared/schemas/bible.ts';
import { haptics } from '../../lib/haptics.ts';
import { osisReference, readerHref, versesLabel, type VerseRange } from './bible-url.ts';
import { CompareText, ChapterText } from './chapter-text.tsx';
import { copyText } from './clipboard.ts';
import { errorMessage } from '../../components/load-error.tsx';
import { useAddBookmark } from './use-add-bookmark.ts';
import { useAddFavoriteVerse } from './use-add-favorite-verse.ts';
import { useVerseSelection } from './use-verse-selection.ts';
import { VerseActionBar } from './verse-action-bar.tsx';

interface ChapterBodyProps {
  book: Book;
  chapter: Chapter;
  /** The second version, when comparing (undefined while it loads). */
  other: Chapter | undefined;
  comparing: boolean;
  highlighted: VerseRange | null;
}

function failed(error: unknown, fallback: string) {
  haptics.error();
  toast.error(errorMessage(error, fallback));
}

/** The verses of one chapter, their selection, and what can be done with it. */
export function ChapterBody({ book, chapter, other, comparing, highlighted }: ChapterBodyProps) {
  const { selected, select, clear } = useVerseSelection();
  const addBookmark = useAddBookmark();
  const addFavorite = useAddFavoriteVerse();
  const root = useRef<HTMLDivElement>(null);
  const version = chapter.translation.id;

  // A linked verse is brought into view once its chapter is shown.
  const target = highlighted?.start ?? null;
  useEffect(() => {
    if (target === null) return;
    root.current?.querySelector(`#v${target}`)?.scrollIntoView({ block: 'center' });
  }, [target]);

  const label = selected ? versesLabel(book.name, chapter.chapter, selected) : '';
  const reference = selected ? osisReference(book.osis, chapter.chapter, selected) : '';

  const bookmark = () =>
    addBookmark.mutate(reference, {
      onSuccess: () => {
        haptics.success();
        toast.success(`Bookmarked ${label}`);
      },
      onError: (error) => failed(error, 'The bookmark could not be saved. Please try again.'),
    });

  const favorite = () =>
    addFavorite.mutate(
      { reference, translation: version },
      {
        onSuccess: () => {
          haptics.success();
          toast.success('Saved to your favourite verses');
        },
        onError: (error) => failed(error, 'The verse could not be saved. Please try again.'),
      },
    );

  const copy = (text: string, done: string) =>
    copyText(text).then(
      () => {
        haptics.success();
        toast.success(done);
      },
      (error: unknown) => failed(error, 'Copying did not work in this browser.'),
    );

  const copyWithReference = () => {
    if (!selected) return;
    const words = chapter.verses
      .filter(({ verse }) => verse >= selected.start && verse <= selected.end)
      .map(({ text }) => text.trim())
      .join(' ');
    void copy(`“${words}” — ${label} (${chapter.translation.abbreviation})`, 'Copied');
  };

  const copyLink = () => {
    if (!selected) return;
    void copy(`${window.location.origin}${readerHref({ version, book: book.osis, chapter: chapter.chapter, verses: selected })}`, 'Link copied');
  };

  const marks = { highlighted, selected, onSelect: select };
  return (
    <div ref={root} className={selected ? 'pb-40' : undefined}>
      {comparing ? <CompareText chapter={chapter} other={other} marks={marks} /> : <ChapterText chapter={chapter} marks={marks} />}
      <p aria-live="polite" className="sr-only">
        {selected ? `${label} selected. The verse actions follow the chapter.` : ''}
      </p>
      {selected && (
        <VerseActionBar
          label={label}
          onBookmark={bookmark}
          onFavorite={favorite}
          onCopy={copyWithReference}
          onCopyLink={copyLink}
          onClose={clear}
          bookmarking={addBookmark.isPending}
          saving={addFavorite.isPending}
        />
      )}
    </div>
  );
}
