import { ChevronDown, Download, ExternalLink, MoreVertical, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SESSION_DELETE } from '../../../shared/messages.ts';
import { renameSessionSchema } from '../../../shared/schemas/chat.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { haptics } from '../../lib/haptics.ts';
import { exportHref, type ExportFormat } from './history-api.ts';
import { useDeleteSession, useRenameSession } from './history-queries.ts';
import { errorMessage } from '../../components/load-error.tsx';
import { deleteFailureMessage } from './session-delete.ts';

export interface SessionRef {
  id: string;
  title: string;
}

const RENAMED = 'Conversation renamed';
const RENAME_FAILED = 'The conversation could not be renamed. Please try again.';

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: 'markdown', label: 'Export as Markdown' },
  { format: 'json', label: 'Export as JSON' },
];

const menuContent =
  'z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900';
const menuItem =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * The conversation's name as an input: Enter saves, Escape cancels. An empty name is refused with
 * the rename schema's own message (the one the server answers with).
 */
export function RenameForm({
  session,
  onDone,
  className,
  large = false,
}: {
  session: SessionRef;
  /** Called after saving (true) or cancelling (false); the caller puts focus back. */
  onDone: (saved: boolean) => void;
  className?: string;
  large?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(session.title);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameSession();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const parsed = renameSessionSchema.safeParse({ title: text });
    if (!parsed.success) {
      haptics.error();
      setError(parsed.error.issues[0]?.message ?? RENAME_FAILED);
      input.current?.focus();
      return;
    }
    if (parsed.data.title === session.title) {
      onDone(false);
      return;
    }
    rename.mutate(
      { sessionId: session.id, title: parsed.data.title },
      {
        onSuccess: () => {
          haptics.success();
          toast.success(RENAMED);
          onDone(true);
        },
        onError: (failure) => {
          haptics.error();
          setError(errorMessage(failure, RENAME_FAILED));
          input.current?.focus();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDone(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="sr-only">
        Conversation name
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          name="title"
          value={text}
          maxLength={120}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(inputClasses, 'min-w-0 flex-1 basis-52', large ? 'text-lg font-semibold' : 'py-2 font-medium')}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDone(false)} disabled={rename.isPending}>
            Cancel
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="sr-only">
          Enter saves, Escape cancels.
        </p>
      )}
    </form>
  );
}

/**
 * Asks before deleting a conversation. Open while `session` is set; `onDeleted` runs once it is gone
 * (the caller moves focus or leaves the page), `onCancelled` when the user kept it.
 */
export function DeleteSessionDialog({
  session,
  onClose,
  onDeleted,
  onCancelled,
}: {
  session: SessionRef | null;
  onClose: () => void;
  onDeleted: (session: SessionRef) => void;
  onCancelled: (session: SessionRef) => void;
}) {
  const remove = useDeleteSession();
  const deleted = useRef(false);
  // The dialog's last conversation: focus is handed back after `session` is already cleared.
  const last = useRef<SessionRef | null>(null);
  useEffect(() => {
    if (session) last.current = session;
  }, [session]);

  const confirm = () => {
    if (!session || remove.isPending) return;
    deleted.current = false;
    remove.mutate(session.id, {
      onSuccess: (count) => {
        haptics.success();
        toast.success(SESSION_DELETE.success(count));
        deleted.current = true;
        onClose();
      },
      onError: (failure) => {
        haptics.error();
        toast.error(deleteFailureMessage(failure));
      },
    });
  };

  return (
    <AlertDialog.Root
      open={session !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const closed = last.current;
            if (closed) {
              if (deleted.current) onDeleted(closed);
              else onCancelled(closed);
            }
            deleted.current = false;
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <AlertDialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <TriangleAlert className="size-5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
            Delete this conversation?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">
            “{session?.title}” and all of its messages will be deleted, including any you saved to your favorites. This cannot be
            undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Keep it
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              <Trash2 className="size-4" aria-hidden="true" />
              {remove.isPending ? 'Deleting…' : 'Delete conversation'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ExportItems({ sessionId }: { sessionId: string }) {
  return EXPORTS.map(({ format, label }) => (
    <DropdownMenu.Item key={format} asChild className={menuItem}>
      <a href={exportHref(sessionId, format)} download>
        <Download className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {label}
      </a>
    </DropdownMenu.Item>
  ));
}

/** An "Export" button with its two formats, for the conversation page. */
export function ExportMenu({ sessionId }: { sessionId: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm">
          <Download className="size-4" aria-hidden="true" />
          Export
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} collisionPadding={12} className={menuContent}>
          <ExportItems sessionId={sessionId} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The attribute that finds a row's menu button again, to give it focus back. */
export const SESSION_MENU_ATTRIBUTE = 'data-session-menu';

/** A row's "⋮" menu: open, rename, export, delete. */
export function SessionActionsMenu({ session, onRename, onDelete }: { session: SessionRef; onRename: () => void; onDelete: () => void }) {
  // Rename moves focus into its input: the menu must not take it back to its button as it closes.
  const keepFocus = useRef(false);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          {...{ [SESSION_MENU_ATTRIBUTE]: session.id }}
          aria-label={`Actions for “${session.title}”`}
          className="relative z-10 rounded-lg p-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800"
        >
          <MoreVertical className="size-5" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={12}
          className={menuContent}
          onCloseAutoFocus={(event) => {
            if (keepFocus.current) event.preventDefault();
            keepFocus.current = false;
          }}
        >
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to={`/history/${session.id}`}>
              <ExternalLink className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              Open
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItem}
            onSelect={() => {
              keepFocus.current = true;
              onRename();
            }}
          >
            <Pencil className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            Rename
          </DropdownMenu.Item>
          <ExportItems sessionId={session.id} />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={cn(menuItem, 'text-red-700 data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-red-950/50')}
            onSelect={() => {
              keepFocus.current = true;
              onDelete();
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
