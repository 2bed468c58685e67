import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { INPUT_LIMITS } from '../../../shared/limits.ts';
import { LOGIN, REGISTRATION } from '../../../shared/messages.ts';
import { registerSchema, type Gender } from '../../../shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth-client.ts';
import { cn } from '../../lib/cn.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';
import { logSecurityEvent } from './security-log.ts';
import { useSignUp } from './sign-up.ts';

const genderOptions: Array<{ value: Gender; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

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
        <fieldset aria-describedby={errors.gender ? 'gender-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Gender</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {genderOptions.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm',
                  form.gender === option.value
                    ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-white'
                    : 'border-slate-300 dark:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="gender"
                  value={option.value}
                  checked={form.gender === option.value}
                  onChange={() => set('gender')(option.value)}
                  className="accent-brand-700"
                />
                {option.label}
              </label>
            ))}
          </div>
          {errors.gender && (
            <p id="gender-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              {errors.gender}
            </p>
          )}
        </fieldset>
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
