import { Loader2 } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
      <Loader2 className="size-8 animate-spin text-brand-600 dark:text-brand-300" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
