import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';

interface VerseButtonProps {
  verse: number;
  text: string;
  /** The verse the link pointed at (the `verse` parameter). */
  highlighted: boolean;
  selected: boolean;
  onSelect: (verse: number, extend: boolean) => void;
  /** Set on the first column only, so that #v16 is unique. */
  id?: string | undefined;
  /** Shown on phones in the side-by-side view, where the versions alternate ('KJV'). */
  versionLabel?: string | undefined;
}

/**
 * One verse: a toggle button (aria-pressed) so that it can be selected by tap, click or keyboard,
 * with its number as a superscript. The text stays selectable with the mouse.
 */
export function VerseButton({ verse, text, highlighted, selected, onSelect, id, versionLabel }: VerseButtonProps) {
  const click = (event: MouseEvent) => {
    // Dragging to select words is reading, not choosing a verse.
    if (window.getSelection()?.toString()) return;
    onSelect(verse, event.shiftKey);
  };
  const key = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(verse, event.shiftKey);
  };
  return (
    <div
      id={id}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-current={highlighted ? 'true' : undefined}
      data-verse={verse}
      onClick={click}
      onKeyDown={key}
      className={cn(
        '-mx-2 cursor-pointer scroll-mt-24 scroll-mb-40 rounded-lg border-l-4 border-transparent px-2 py-1 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        highlighted && !selected && 'border-gold-500 bg-amber-50 dark:border-gold-400 dark:bg-amber-300/10',
        selected
          ? 'border-brand-600 bg-brand-100 dark:border-brand-300 dark:bg-brand-900/70'
          : 'hover:bg-slate-100 dark:hover:bg-slate-900',
      )}
    >
      {versionLabel && (
        <span className="mr-1 rounded bg-slate-200 px-1.5 py-0.5 align-[0.15em] font-sans text-[11px] font-semibold tracking-wide text-slate-700 lg:sr-only dark:bg-slate-800 dark:text-slate-300">
          {versionLabel}
        </span>
      )}
      {versionLabel && ' '}
      <sup className="font-sans text-[0.7em] font-semibold text-brand-700 select-none dark:text-brand-300">{verse}</sup> {text}
    </div>
  );
}
