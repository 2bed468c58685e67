import { Columns2 } from 'lucide-react';
import type { Book, Translation } from '../../../shared/schemas/bible.ts';
import { Button } from '../../components/ui/button.tsx';
import { haptics } from '../../lib/haptics.ts';
import { SelectField } from './select-field.tsx';

interface ReaderControlsProps {
  books: Book[];
  translations: Translation[] | undefined;
  book: Book;
  chapter: number;
  version: string;
  compare: string | null;
  onBook: (book: Book) => void;
  onChapter: (chapter: number) => void;
  onVersion: (version: string) => void;
  onCompare: (version: string | null) => void;
}

/** The second version offered first: the World English Bible beside the KJV, else the first other one. */
export function defaultCompareVersion(translations: Translation[] | undefined, version: string): string | null {
  const others = translations?.filter((translation) => translation.id !== version) ?? [];
  return (others.find((translation) => translation.id === (version === 'kjv' ? 'web' : 'kjv')) ?? others[0])?.id ?? null;
}

function VersionOptions({ translations, current }: { translations: Translation[] | undefined; current: string }) {
  if (!translations) return <option value={current}>{current.toUpperCase()}</option>;
  return translations.map((translation) => (
    <option key={translation.id} value={translation.id}>
      {translation.abbreviation} — {translation.name}
    </option>
  ));
}

/** Book, chapter and version pickers, and the side-by-side toggle. */
export function ReaderControls(props: ReaderControlsProps) {
  const { books, translations, book, chapter, version, compare } = props;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Book"
        value={String(book.number)}
        className="flex-[2_1_10rem]"
        onValueChange={(value) => {
          const next = books.find((candidate) => String(candidate.number) === value);
          if (next) props.onBook(next);
        }}
      >
        <optgroup label="Old Testament">
          {books.filter((candidate) => candidate.testament === 'OT').map((candidate) => (
            <option key={candidate.number} value={candidate.number}>{candidate.name}</option>
          ))}
        </optgroup>
        <optgroup label="New Testament">
          {books.filter((candidate) => candidate.testament === 'NT').map((candidate) => (
            <option key={candidate.number} value={candidate.number}>{candidate.name}</option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField label="Chapter" value={String(chapter)} className="w-24 flex-none" onValueChange={(value) => props.onChapter(Number(value))}>
        {Array.from({ length: book.chapters }, (_, index) => index + 1).map((number) => (
          <option key={number} value={number}>{number}</option>
        ))}
      </SelectField>
      <SelectField label="Version" value={version} className="flex-[2_1_12rem]" onValueChange={props.onVersion}>
        <VersionOptions translations={translations} current={version} />
      </SelectField>
      <Button
        variant={compare ? 'primary' : 'secondary'}
        aria-pressed={compare !== null}
        disabled={!translations || translations.length < 2}
        className="flex-none"
        onClick={() => {
          haptics.selection();
          props.onCompare(compare ? null : defaultCompareVersion(translations, version));
        }}
      >
        <Columns2 className="size-4" aria-hidden="true" />
        Compare
      </Button>
      {compare && (
        <SelectField label="Compare with" value={compare} className="flex-[2_1_12rem]" onValueChange={props.onCompare}>
          <VersionOptions translations={translations?.filter((translation) => translation.id !== version)} current={compare} />
        </SelectField>
      )}
    </div>
  );
}
