import { KeyRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../app/require-auth.tsx';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div aria-hidden="true" className="rounded-2xl bg-brand-50 p-4 text-brand-700 dark:bg-slate-900 dark:text-brand-300">
        <KeyRound className="size-8" />
      </div>
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <p className="text-slate-600 dark:text-slate-300">Sign in with your e-mail and password to continue your conversation.</p>
      {redirect !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="redirect-target">
          After signing in you will return to <code className="break-all">{safeRedirectTarget(redirect)}</code>.
        </p>
      )}
      <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
        Being built — not available yet
      </p>
      <Link to="/" className="text-brand-700 underline dark:text-brand-300">Back to the home page</Link>
    </div>
  );
}
