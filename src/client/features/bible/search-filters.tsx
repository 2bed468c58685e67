import type { Book, Translation } from '../../../shared/schemas/bible.ts';
import { SelectField } from './select-field.tsx';

export type Testament = 'OT' | 'NT';

export function parseTestament(param: string | null): Testament | undefined {
  return param === 'OT' || param === 'NT' ? param : undefined;
}

interface SearchFiltersProps {
  translations: Translation[] | undefined;
  books: Book[] | undefined;
  version: string;
  testament: Testament | undefined;
  book: number | null;
  onChange: (change: { version?: string; testament?: Testament | null; book?: number | null }) => void;
}

/** Version, testament and book: each change searches again at once. */
export function SearchFilters({ translations, books, version, testament, book, onChange }: SearchFiltersProps) {
  const choices = books?.filter((candidate) => !testament || candidate.testament === testament) ?? [];
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <SelectField label="Version" value={version} onValueChange={(value) => onChange({ version: value })} className="col-span-2 sm:col-span-1">
        {(translations ?? [{ id: version, abbreviation: version.toUpperCase(), name: '' }]).map((translation) => (
          <option key={translation.id} value={translation.id}>
            {translation.abbreviation}
            {translation.name ? ` — ${translation.name}` : ''}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Testament"
        value={testament ?? ''}
        onValueChange={(value) => {
          const next = parseTestament(value) ?? null;
          const current = books?.find((candidate) => candidate.number === book);
          // A book from the other testament would find nothing: let it go.
          onChange(next && current && current.testament !== next ? { testament: next, book: null } : { testament: next });
        }}
      >
        <option value="">All</option>
        <option value="OT">Old Testament</option>
        <option value="NT">New Testament</option>
      </SelectField>
      <SelectField label="Book" value={book === null ? '' : String(book)} onValueChange={(value) => onChange({ book: value ? Number(value) : null })}>
        <option value="">All books</option>
        {choices.map((candidate) => (
          <option key={candidate.number} value={candidate.number}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
