import { Fragment } from 'react';
import { parseSnippet } from './snippet.ts';

/** A search snippet with the matched words in <mark>: built as text, never as HTML. */
export function SnippetText({ snippet }: { snippet: string }) {
  return parseSnippet(snippet).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-gold-300/70 px-0.5 text-inherit dark:bg-gold-500/35 dark:text-white">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
