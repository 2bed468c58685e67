import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { LOGIN } from '../../../shared/messages.ts';
import { loginSchema } from '../../../shared/schemas/auth.ts';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../app/require-auth.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth-client.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';
import { logSecurityEvent } from './security-log.ts';
import { useSignIn } from './sign-in.ts';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const requested = params.get(REDIRECT_PARAM);
  const target = safeRedirectTarget(requested);
  const session = useSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (session.data) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      haptics.error();
      return;
    }
    setErrors({});
    setFormError(null);
    logSecurityEvent('login_attempt', { email: parsed.data.email });
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        logSecurityEvent('login_success', { email: parsed.data.email });
        haptics.success();
        toast.success(LOGIN.success);
      },
      onError: (error) => {
        const message = error instanceof ApiRequestError ? error.message : LOGIN.failed;
        const suspicious = message === LOGIN.suspicious;
        logSecurityEvent(suspicious ? 'suspicious_activity' : 'login_failure', { email: parsed.data.email, details: message });
        haptics.error();
        setFormError(message);
        toast.error(message);
      },
    });
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to continue your conversation."
      footer={
        <>
          New here?{' '}
          <Link to="/register" className="font-medium text-brand-700 underline dark:text-brand-300">
            Create a free account
          </Link>
        </>
      }
    >
      {requested !== null && (
        <p className="mb-4 text-center text-sm text-slate-600 dark:text-slate-300" data-testid="redirect-target">
          After signing in you will return to <code className="break-all">{target}</code>.
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
        />
        <div className="flex justify-end">
          <Link to="/reset-password" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          <LogIn className="size-5" aria-hidden="true" />
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
