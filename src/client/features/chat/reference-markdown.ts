import type { VerifiedReference } from '../../../shared/schemas/chat.ts';
import { readerHref } from '../bible/bible-url.ts';

/** The href prefix that marks a reference link in rewritten Markdown ('#ref-3' is references[3]). */
export const REFERENCE_HREF = '#ref-';

/**
 * Rewrites each reference span of a reply into a Markdown link to `#ref-N`, from the last to the
 * first so that earlier offsets stay right. The message renderer turns those links into reader
 * links (valid) or quiet unlinked notes (invalid).
 */
export function linkReferences(content: string, references: readonly VerifiedReference[]): string {
  let text = content;
  const ordered = references.map((reference, index) => ({ reference, index })).sort((a, b) => b.reference.start - a.reference.start);
  for (const { reference, index } of ordered) {
    if (text.slice(reference.start, reference.end) !== reference.text) continue;
    const label = reference.text.replace(/[[\]]/g, '');
    text = `${text.slice(0, reference.start)}[${label}](${REFERENCE_HREF}${index})${text.slice(reference.end)}`;
  }
  return text;
}

/** The reader at an OSIS reference ('John.3.16', 'Phil.4.6-Phil.4.7', 'Ps.23'), in a version. */
export function osisHref(osis: string, version: string): string | null {
  const [from = '', to = ''] = osis.split('-');
  const start = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/.exec(from);
  if (!start) return null;
  const [, book = '', chapter = '1', verse] = start;
  const end = /^[1-3]?[A-Za-z]+\.(\d+)\.(\d+)$/.exec(to);
  const verses =
    verse === undefined ? null : { start: Number(verse), end: end && end[1] === chapter ? Number(end[2]) : Number(verse) };
  return readerHref({ version, book, chapter: Number(chapter), verses });
}
