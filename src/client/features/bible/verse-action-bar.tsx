import { Bookmark, Copy, Heart, Link2, X, type LucideIcon } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import type { ReactNode } from 'react';

interface VerseActionBarProps {
  /** 'John 3:16' or 'John 3:16–18'. */
  label: string;
  onBookmark: () => void;
  onFavorite: () => void;
  onCopy: () => void;
  onCopyLink: () => void;
  onClose: () => void;
  bookmarking: boolean;
  saving: boolean;
}

function Action({ Icon, onClick, disabled, children }: { Icon: LucideIcon; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Toolbar.Button
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-w-0 flex-1 flex-col items-center gap-0.5 rounded-xl px-1.5 py-1.5 text-[11px] leading-tight font-medium text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60 sm:flex-none sm:flex-row sm:gap-1.5 sm:px-3 sm:py-2 sm:text-sm dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />
      {children}
    </Toolbar.Button>
  );
}

/** What can be done with the selected verses: a toolbar (arrow keys move between its buttons). */
export function VerseActionBar({ label, onBookmark, onFavorite, onCopy, onCopyLink, onClose, bookmarking, saving }: VerseActionBarProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-20 flex justify-center px-2 md:bottom-6">
      <Toolbar.Root
        aria-label={`Actions for ${label}`}
        className="pointer-events-auto flex w-full max-w-3xl items-center gap-1 rounded-2xl border border-slate-200 bg-white/95 p-1.5 shadow-lg backdrop-blur sm:w-auto dark:border-slate-700 dark:bg-slate-900/95"
      >
        <span className="hidden px-2 font-serif text-sm font-semibold whitespace-nowrap text-brand-800 sm:inline dark:text-brand-200">{label}</span>
        <Action Icon={Bookmark} onClick={onBookmark} disabled={bookmarking}>
          Bookmark
        </Action>
        <Action Icon={Heart} onClick={onFavorite} disabled={saving}>
          <span className="sm:hidden">Favourite</span>
          <span className="hidden sm:inline">Save as favourite verse</span>
        </Action>
        <Action Icon={Copy} onClick={onCopy}>
          <span className="sm:hidden">Copy</span>
          <span className="hidden sm:inline">Copy with reference</span>
        </Action>
        <Action Icon={Link2} onClick={onCopyLink}>
          Copy link
        </Action>
        <Toolbar.Separator className="mx-0.5 h-8 w-px bg-slate-200 dark:bg-slate-700" />
        <Toolbar.Button
          onClick={onClose}
          aria-label="Clear selection"
          title="Clear selection (Esc)"
          className="rounded-xl p-2.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X className="size-5" aria-hidden="true" />
        </Toolbar.Button>
      </Toolbar.Root>
    </div>
  );
}
