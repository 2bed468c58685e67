import { Trash2, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SESSION_DELETE } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { haptics } from '../../lib/haptics.ts';
import { useDeleteAllHistory } from './history-queries.ts';
import { DELETE_ALL_WORD, deleteAllConfirmed, deleteFailureMessage } from './session-delete.ts';

/** "Delete all history": the button enables only once DELETE is typed into the dialog. */
export function DeleteAllHistory({ onDeleted }: { onDeleted: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deleted = useRef(false);
  const remove = useDeleteAllHistory();
  const confirmed = deleteAllConfirmed(typed);

  const openChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (next) {
      setTyped('');
      deleted.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: (count) => {
        haptics.success();
        toast.success(SESSION_DELETE.success(count));
        deleted.current = true;
        setOpen(false);
      },
      onError: (failure) => {
        haptics.error();
        toast.error(deleteFailureMessage(failure));
      },
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" size="sm" className="text-red-700 dark:text-red-300">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete all history
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            // Typing the word is the one thing to do here, so start there (Radix would pick Cancel).
            event.preventDefault();
            document.getElementById(id)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // After deleting, the button is gone with the list: the page decides where focus goes.
            if (deleted.current) {
              event.preventDefault();
              onDeleted();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (remove.isPending) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <AlertDialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <TriangleAlert className="size-5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
            Delete all your history?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Every conversation and every message in it will be deleted, including the ones you saved to your favorites. This
            cannot be undone.
          </AlertDialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 space-y-5">
            <div className="space-y-1.5">
              <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
                Type {DELETE_ALL_WORD} to confirm
              </label>
              <input
                id={id}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                aria-describedby={`${id}-hint`}
                className={inputClasses}
              />
              <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                In capital letters, exactly as shown.
              </p>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={!confirmed || remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete all history'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
