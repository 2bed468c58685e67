import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface HomeSectionProps {
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
  className?: string;
}

/** A titled card on the Bible home page. */
export function HomeSection({ title, Icon, children, className }: HomeSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-slate-200 p-5 dark:border-slate-800', className)}>
      <h2 id={id} className="mb-3 flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>;
}
