import { Compass } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <div aria-hidden="true" className="rounded-2xl bg-brand-50 p-4 text-brand-700 dark:bg-slate-900 dark:text-brand-300">
        <Compass className="size-8" />
      </div>
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-gold-300">404</p>
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-300">
        There is no page at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all dark:bg-slate-800">{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p className="font-serif text-slate-700 italic dark:text-slate-300">
        “Ask, and it shall be given you; seek, and ye shall find.” — Matthew 7:7
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/chat" variant="secondary">
          Open the chat
        </ButtonLink>
      </div>
    </div>
  );
}
