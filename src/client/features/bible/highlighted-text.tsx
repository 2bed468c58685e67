import { Fragment } from 'react';
import type { HighlightedText as Parts } from '../../../shared/schemas/bible.ts';

/** Plain text with the matched words in <mark>: built from the server's parts, never from HTML. */
export function HighlightedText({ parts }: { parts: Parts }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-gold-300/70 px-0.5 text-inherit dark:bg-gold-500/35 dark:text-white">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
