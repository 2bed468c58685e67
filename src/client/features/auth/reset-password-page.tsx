import { KeyRound, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { newPasswordSchema, requestPasswordResetSchema } from '../../../shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';
import { useRequestPasswordReset, useResetPassword } from './password-reset.ts';

const EXPIRED_LINK = 'This reset link has expired or has already been used. Please ask for a new one.';

function RequestLinkForm({ linkProblem }: { linkProblem: boolean }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = requestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      haptics.error();
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.email, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (failure) => toast.error(failure.message),
    });
  };

  if (sentTo) {
    return (
      <FormAlert tone="success">
        If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way. It works once, for one hour.
      </FormAlert>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {linkProblem && <FormAlert>{EXPIRED_LINK}</FormAlert>}
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        required
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        <Mail className="size-5" aria-hidden="true" />
        {request.isPending ? 'Sending…' : 'Send me a reset link'}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setErrors({ password: parsed.error.issues[0]?.message });
      haptics.error();
      return;
    }
    if (password !== confirmation) {
      setErrors({ confirmation: 'The passwords do not match.' });
      haptics.error();
      return;
    }
    setErrors({});
    reset.mutate(
      { token, newPassword: parsed.data },
      {
        onSuccess: () => {
          haptics.success();
          toast.success('Your password has been changed. Please sign in with it.');
          void navigate('/login', { replace: true });
        },
        onError: (failure) => {
          setFormError(failure.message);
          haptics.error();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint="At least 12 characters."
        required
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
        required
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        <KeyRound className="size-5" aria-hidden="true" />
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

/** Ask for a link by e-mail; the link returns here with a token to choose a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkProblem = params.get('error') !== null;
  return (
    <AuthCard
      title="Reset your password"
      subtitle={token ? 'Choose a new password for your account.' : 'We will e-mail you a link to choose a new password.'}
      footer={
        <Link to="/login" className="font-medium text-brand-700 underline dark:text-brand-300">
          Back to sign in
        </Link>
      }
    >
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm linkProblem={linkProblem} />}
    </AuthCard>
  );
}
