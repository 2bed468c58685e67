import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { haptics } from '../../lib/haptics.ts';

const EMPTY = 'Type a word or phrase to search for, or a reference such as John 3:16.';

/** The search words; mount it with key={q} so that it shows what the URL asks for. */
export function SearchBox({ initial, onSearch, error }: { initial: string; onSearch: (q: string) => void; error: string | null }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const message = empty ? EMPTY : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setEmpty(q === '');
    if (q === '') {
      haptics.error();
      return;
    }
    onSearch(q);
  };

  return (
    <form role="search" noValidate onSubmit={submit} className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Words, a phrase or a reference
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="e.g. the lord is my shepherd"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={cn(inputClasses, 'min-w-0 flex-1')}
        />
        <Button type="submit" className="shrink-0">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
    </form>
  );
}
