import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  /** The label stays for screen readers but is not shown (the choice speaks for itself). */
  hideLabel?: boolean;
}

/** A labelled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SelectField({ label, onValueChange, children, hideLabel = false, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className={cn('block text-xs font-medium text-slate-700 dark:text-slate-300', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          onChange={(event) => onValueChange(event.target.value)}
          className="block h-11 w-full appearance-none truncate rounded-xl border border-slate-300 bg-white pr-9 pl-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:opacity-60 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-300"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
