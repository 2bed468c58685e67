import { Fragment } from 'react';
import type { Chapter } from '../../../shared/schemas/bible.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { VerseRange } from './bible-url.ts';
import { VerseButton } from './verse-button.tsx';

export interface VerseMarks {
  highlighted: VerseRange | null;
  selected: VerseRange | null;
  onSelect: (verse: number, extend: boolean) => void;
}

const within = (range: VerseRange | null, verse: number) => range !== null && verse >= range.start && verse <= range.end;

/** Headings (psalm titles) keyed by the verse they stand before; any before the first verse go with it. */
function headingsByVerse(chapter: Chapter): Map<number, string[]> {
  const first = chapter.verses[0]?.verse ?? 1;
  const map = new Map<number, string[]>();
  for (const heading of chapter.headings) {
    const at = Math.max(heading.beforeVerse, first);
    map.set(at, [...(map.get(at) ?? []), heading.text]);
  }
  return map;
}

function Headings({ texts }: { texts: string[] | undefined }) {
  return texts?.map((text, index) => (
    <h2 key={index} className="mt-4 mb-2 text-center text-base font-normal text-slate-600 italic first:mt-0 dark:text-slate-300">
      {text}
    </h2>
  ));
}

const reading = 'font-serif text-[1.1875rem] leading-[1.8] text-slate-900 dark:text-slate-200';

/** One version's chapter, a verse to a line. */
export function ChapterText({ chapter, marks }: { chapter: Chapter; marks: VerseMarks }) {
  const headings = headingsByVerse(chapter);
  return (
    <div className={`${reading} mx-auto max-w-[68ch] space-y-0.5`}>
      {chapter.verses.map(({ verse, text }) => (
        <Fragment key={verse}>
          <Headings texts={headings.get(verse)} />
          <VerseButton
            id={`v${verse}`}
            verse={verse}
            text={text}
            highlighted={within(marks.highlighted, verse)}
            selected={within(marks.selected, verse)}
            onSelect={marks.onSelect}
          />
        </Fragment>
      ))}
    </div>
  );
}

interface CompareTextProps {
  chapter: Chapter;
  /** Undefined while the second version loads. */
  other: Chapter | undefined;
  marks: VerseMarks;
}

/** Two versions: side by side on wide screens, alternating verse by verse on phones. */
export function CompareText({ chapter, other, marks }: CompareTextProps) {
  const headings = headingsByVerse(chapter);
  const otherText = new Map(other?.verses.map((verse) => [verse.verse, verse.text]));
  const numbers = [...new Set([...chapter.verses.map((verse) => verse.verse), ...(other?.verses.map((verse) => verse.verse) ?? [])])].sort((a, b) => a - b);
  const mainText = new Map(chapter.verses.map((verse) => [verse.verse, verse.text]));
  const first = chapter.translation.abbreviation;
  const second = other?.translation.abbreviation;
  return (
    <div className={reading}>
      <div aria-hidden="true" className="mb-2 hidden grid-cols-2 gap-8 border-b border-slate-200 pb-2 font-sans text-sm font-semibold text-slate-700 lg:grid dark:border-slate-800 dark:text-slate-300">
        <span>{chapter.translation.name}</span>
        <span>{other?.translation.name ?? 'Loading…'}</span>
      </div>
      {numbers.map((verse) => (
        <Fragment key={verse}>
          <Headings texts={headings.get(verse)} />
          <div className="grid gap-1 border-b border-slate-100 py-1.5 last:border-0 lg:grid-cols-2 lg:gap-8 lg:border-0 lg:py-0 dark:border-slate-900">
            <VerseButton
              id={`v${verse}`}
              verse={verse}
              text={mainText.get(verse) ?? '—'}
              versionLabel={first}
              highlighted={within(marks.highlighted, verse)}
              selected={within(marks.selected, verse)}
              onSelect={marks.onSelect}
            />
            {other ? (
              <VerseButton
                verse={verse}
                text={otherText.get(verse) ?? '—'}
                versionLabel={second}
                highlighted={within(marks.highlighted, verse)}
                selected={within(marks.selected, verse)}
                onSelect={marks.onSelect}
              />
            ) : (
              <Skeleton className="my-2 h-5 w-full" />
            )}
          </div>
        </Fragment>
      ))}
    </div>
  );
}
