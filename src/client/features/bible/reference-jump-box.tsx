import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { haptics } from '../../lib/haptics.ts';
import { passageHref } from './bible-url.ts';
import { booksQueryOptions } from './get-books.ts';
import { errorMessage } from '../../components/load-error.tsx';
import { resolveReferenceQueryOptions } from './resolve-reference.ts';

export function notFoundHref(q: string): string {
  return `/bible/not-found?q=${encodeURIComponent(q)}`;
}

interface Problem {
  message: string;
  /** Offered when the text was not a reference at all. */
  searchFor?: string;
}

interface ReferenceJumpBoxProps {
  /** Kept when the reader opens (the version being read). */
  version?: string | null;
  defaultValue?: string;
  className?: string;
}

/** 'Go to a passage': a typed reference opens the reader there, or the page that explains what is wrong. */
export function ReferenceJumpBox({ version, defaultValue = '', className }: ReferenceJumpBoxProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') {
      setProblem({ message: 'Type a reference, such as John 3:16 or Psalm 23.' });
      haptics.error();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const [resolved, books] = await Promise.all([
        queryClient.fetchQuery(resolveReferenceQueryOptions(q)),
        queryClient.fetchQuery(booksQueryOptions()),
      ]);
      if (resolved.kind === 'passage') {
        haptics.selection();
        void navigate(passageHref(books, resolved.location, version));
      } else if (resolved.kind === 'invalid') {
        void navigate(notFoundHref(q));
      } else {
        haptics.error();
        setProblem({ message: `“${q}” is not a Bible reference. Try a book and chapter, like John 3 or Psalm 23:1.`, searchFor: q });
      }
    } catch (error) {
      haptics.error();
      setProblem({ message: errorMessage(error, 'The passage could not be looked up. Please try again.') });
    } finally {
      setPending(false);
    }
  };

  return (
    <form role="search" noValidate onSubmit={(event) => void submit(event)} className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Go to a passage
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="search"
          enterKeyHint="go"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. John 3:16"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={cn(inputClasses, 'min-w-0 flex-1')}
        />
        <Button type="submit" disabled={pending} className="shrink-0">
          {pending ? 'Going…' : 'Go'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem.message}{' '}
          {problem.searchFor && (
            <Link to={`/bible/search?q=${encodeURIComponent(problem.searchFor)}`} className="text-brand-700 underline dark:text-brand-300">
              Search for “{problem.searchFor}” instead
            </Link>
          )}
        </p>
      )}
    </form>
  );
}
