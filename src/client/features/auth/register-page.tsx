import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { INPUT_LIMITS } from '../../../shared/limits.ts';
import { LOGIN, REGISTRATION } from '../../../shared/messages.ts';
import { registerSchema, type Gender } from '../../../shared/schemas/auth.ts';
import { GenderFieldset } from '../../components/gender-fieldset.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth-client.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';
import { logSecurityEvent } from './security-log.ts';
import { useSignUp } from './sign-up.ts';

export function RegisterPage() {
  useDocumentTitle('Create your account');
  const session = useSession();
  const signUp = useSignUp();
  const [form, setForm] = useState({ name: '', email: '', password: '', gender: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);

  if (session.data) return <Navigate to="/chat" replace />;

  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      haptics.error();
      return;
    }
    setErrors({});
    setFormError(null);
    logSecurityEvent('registration_attempt', { email: parsed.data.email });
    signUp.mutate(parsed.data, {
      onSuccess: (result) => {
        logSecurityEvent('registration_success', { email: parsed.data.email });
        haptics.success();
        toast.success(REGISTRATION.success);
        if (!result.token) setAwaitingConfirmation(parsed.data.email);
      },
      onError: (error) => {
        const message = error instanceof ApiRequestError ? error.message : REGISTRATION.failed;
        haptics.error();
        setFormError(message);
        toast.error(message);
      },
    });
  };

  if (awaitingConfirmation) {
    return (
      <AuthCard title="Check your e-mail" subtitle={`We have sent a confirmation link to ${awaitingConfirmation}.`}>
        <FormAlert tone="info">{LOGIN.emailNotConfirmed}</FormAlert>
        <Link to="/login" className="mt-6 block text-center font-medium text-brand-700 underline dark:text-brand-300">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start with 20 credits, and receive a free credit every day."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 underline dark:text-brand-300">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(event) => set('name')(event.target.value)}
          error={errors.name}
          maxLength={INPUT_LIMITS.nameMax + 20}
          required
        />
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={(event) => set('email')(event.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => set('password')(event.target.value)}
          error={errors.password}
          hint="At least 12 characters. A short sentence is easy to remember and hard to guess."
          required
        />
        <GenderFieldset value={(form.gender || null) as Gender | null} onChange={(gender) => set('gender')(gender)} error={errors.gender} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          By creating an account you accept the{' '}
          <Link to="/terms-of-service" className="underline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          <UserPlus className="size-5" aria-hidden="true" />
          {signUp.isPending ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
