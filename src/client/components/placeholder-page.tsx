import type { LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface PlaceholderPageProps {
  title: string;
  Icon: LucideIcon;
  /** What this page will do, in a sentence the user can trust. */
  description: string;
}

/**
 * An honest stand-in for a signed-in page whose feature has not landed yet: the route, its lazy
 * loading and its error boundary are real; the page says plainly what is coming.
 */
export function PlaceholderPage({ title, Icon, description }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      <div aria-hidden="true" className="rounded-2xl bg-brand-50 p-4 text-brand-700 dark:bg-slate-900 dark:text-brand-300">
        <Icon className="size-8" />
      </div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{description}</p>
      <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
        Being built — not available yet
      </p>
    </div>
  );
}
