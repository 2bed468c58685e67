import { useEffect, useState } from 'react';
import { haptics } from '../../lib/haptics.ts';
import type { VerseRange } from './bible-url.ts';

interface Selection extends VerseRange {
  /** The verse chosen first: shift-click extends from here. */
  anchor: number;
}

function span(anchor: number, verse: number): Selection {
  return { anchor, start: Math.min(anchor, verse), end: Math.max(anchor, verse) };
}

/**
 * Tap a verse to select it; shift-click, or a second tap on another verse, extends to a range; a
 * tap on the lone selected verse, or Escape, clears it. A third tap starts again.
 */
export function nextSelection(current: Selection | null, verse: number, extend: boolean): Selection | null {
  if (!current) return span(verse, verse);
  if (extend) return span(current.anchor, verse);
  if (current.start === current.end) return verse === current.start ? null : span(current.anchor, verse);
  return span(verse, verse);
}

export function useVerseSelection() {
  const [selection, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    if (!selection) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setSelection(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selection]);

  return {
    selected: selection ? { start: selection.start, end: selection.end } : null,
    select: (verse: number, extend: boolean) => {
      haptics.selection();
      setSelection((current) => nextSelection(current, verse, extend));
    },
    clear: () => setSelection(null),
  };
}
