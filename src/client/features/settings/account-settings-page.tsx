import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, Trash2, TriangleAlert, UserRound } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { VALIDATION } from '../../../shared/messages.ts';
import { setSigningOut } from '../../app/sign-out-state.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  firstIssueMessage,
  nameSchema,
  type Gender,
  type Profile,
} from '../../../shared/schemas/auth.ts';
import { GenderFieldset } from '../../components/gender-fieldset.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { authClient } from '../../lib/auth-client.ts';
import { cn } from '../../lib/cn.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useProfile } from '../profile/get-profile.ts';
import { useUpdateProfile } from '../profile/update-profile.ts';

const MESSAGES = {
  nameSaved: 'Your name has been updated',
  genderSaved: 'Your profile has been updated',
  saveFailed: 'Your change could not be saved. Please try again.',
  passwordChanged: 'Your password has been changed.',
  passwordsDiffer: 'The new passwords do not match.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordFailed: 'Your password could not be changed. Please try again.',
  deletePasswordWrong: 'That password is not correct.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted. We are grateful you walked with us.',
  tooManyAttempts: 'Too many attempts. Please wait a few seconds and try again.',
} as const;

const sectionClasses = 'rounded-2xl border border-slate-200 p-5 dark:border-slate-800';
const headingClasses = 'flex items-center gap-2 font-semibold';
const iconClasses = 'size-5 text-brand-700 dark:text-brand-300';

/** A refusal from Better Auth (`{ error }` of its client), with its status and code. */
class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string | undefined,
  ) {
    super(message ?? `Request failed (${status})`);
    this.name = 'AuthFailure';
  }
}

function failure(error: { status: number; code?: string | undefined; message?: string | undefined }): AuthFailure {
  return new AuthFailure(error.status, error.code, error.message);
}

/** Moves focus to a form's control by name (the field components keep their ids to themselves). */
function focusField(form: HTMLFormElement | null, name: string) {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLInputElement) control.focus();
}

/**
 * Wraps a field so that an error appearing under it is read out, whether it comes from the form's
 * own checks or from the server (the field components do not announce their errors themselves).
 */
function Announced({ children }: { children: ReactNode }) {
  return <div aria-live="polite">{children}</div>;
}

export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div>
        <Link
          to="/settings"
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Settings
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">Account settings</h1>
      </div>
      <ProfileSection />
      <ChangePasswordSection />
      <DeleteAccountSection />
    </div>
  );
}

function Section({ id, title, icon, children, className }: { id: string; title: string; icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn(sectionClasses, className)}>
      <h2 id={id} className={headingClasses}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProfileSection() {
  const profile = useProfile();
  return (
    <Section id="profile-heading" title="Profile" icon={<UserRound className={iconClasses} aria-hidden="true" />}>
      {profile.isPending ? (
        <div role="status" aria-live="polite" className="mt-4 space-y-4">
          <span className="sr-only">Loading your profile…</span>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-4 w-20" />
          <div className="grid gap-2 sm:grid-cols-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
          <Skeleton className="h-4 w-48" />
        </div>
      ) : profile.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert>Your profile could not be loaded. Please check your connection and try again.</FormAlert>
          <Button variant="secondary" size="sm" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            {profile.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <NameForm key={profile.data.id} profile={profile.data} />
          <GenderChoice saved={profile.data.gender} />
          <div>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200">E-mail</p>
            <p className="mt-1 break-all text-slate-900 dark:text-slate-100">{profile.data.email}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your e-mail address is used to sign in and cannot be changed here.</p>
          </div>
        </div>
      )}
    </Section>
  );
}

/** Collapses spaces the way the server does, so "unchanged" means what the server would keep. */
function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

function NameForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.name);
  const [error, setError] = useState<string | undefined>();
  const changed = tidyName(name) !== profile.name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    const form = event.currentTarget;
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      haptics.error();
      focusField(form, 'name');
      return;
    }
    setError(undefined);
    update.mutate(
      { name: parsed.data },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          haptics.success();
          toast.success(MESSAGES.nameSaved);
        },
        onError: (failed) => {
          haptics.error();
          const message = failed instanceof ApiRequestError ? failed.message : MESSAGES.saveFailed;
          if (failed instanceof ApiRequestError && failed.status === 400) {
            setError(message);
          } else {
            toast.error(message);
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Announced>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint="The name your companion uses when speaking with you."
          required
        />
      </Announced>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={!changed || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}

function GenderChoice({ saved }: { saved: Gender | null }) {
  const update = useUpdateProfile();
  // While a choice is being saved, show it; if saving fails, the saved one comes back.
  const [choice, setChoice] = useState<Gender | null>(null);
  const chosen = choice ?? saved;

  const choose = (gender: Gender) => {
    if (gender === chosen) return;
    haptics.selection();
    setChoice(gender);
    update.mutate(
      { gender },
      {
        onSettled: () => setChoice((current) => (current === gender ? null : current)),
        onSuccess: () => {
          haptics.success();
          toast.success(MESSAGES.genderSaved);
        },
        onError: (failed) => {
          haptics.error();
          toast.error(failed instanceof ApiRequestError ? failed.message : MESSAGES.saveFailed);
        },
      },
    );
  };

  return <GenderFieldset value={chosen} onChange={choose} hint="Helps your companion speak with you naturally. Saved as soon as you choose." />;
}

type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };
const emptyPasswords: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordSection() {
  const [values, setValues] = useState<PasswordFields>(emptyPasswords);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordFields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
      if (error) throw failure(error);
    },
    retry: false,
  });

  const set = (field: keyof PasswordFields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const parsed = changePasswordSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found: Partial<Record<keyof PasswordFields, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = MESSAGES.passwordsDiffer;
    setFormError(null);
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      haptics.error();
      const first = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find((field) => found[field]);
      if (first) focusField(form, first);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        haptics.success();
        setValues(emptyPasswords);
        toast.success(MESSAGES.passwordChanged);
      },
      onError: (failed) => {
        haptics.error();
        const code = failed instanceof AuthFailure ? failed.code : undefined;
        const status = failed instanceof AuthFailure ? failed.status : 0;
        if (code === 'INVALID_PASSWORD') {
          setErrors({ currentPassword: MESSAGES.currentPasswordWrong });
        } else if (code === 'PASSWORD_TOO_SHORT') {
          setErrors({ newPassword: VALIDATION.registerPassword });
        } else if (status === 429) {
          setFormError(MESSAGES.tooManyAttempts);
        } else {
          setFormError(MESSAGES.passwordFailed);
          toast.error(MESSAGES.passwordFailed);
        }
      },
    });
  };

  return (
    <Section id="password-heading" title="Change password" icon={<KeyRound className={iconClasses} aria-hidden="true" />}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Your other devices will be signed out. This device stays signed in.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Announced>
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => set('currentPassword')(event.target.value)}
            error={errors.currentPassword}
            required
          />
        </Announced>
        <Announced>
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => set('newPassword')(event.target.value)}
            error={errors.newPassword}
            hint="At least 12 characters. A short sentence you will remember works well."
            required
          />
        </Announced>
        <Announced>
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword')(event.target.value)}
            error={errors.confirmPassword}
            required
          />
        </Announced>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function DeleteAccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: async (confirmedWith: string) => {
      const { error: refused } = await authClient.deleteUser({ password: confirmedWith });
      if (refused) throw failure(refused);
      // Before the session refetch can reach the guard: it must lead home, not to /login?redirect=….
      setSigningOut(true, '/');
    },
    retry: false,
  });

  const openChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
      remove.reset();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    const form = event.currentTarget;
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      focusField(form, 'password');
      return;
    }
    setError(undefined);
    remove.mutate(parsed.data.password, {
      onSuccess: () => {
        haptics.success();
        queryClient.clear();
        authClient.$store.notify('$sessionSignal');
        toast.success(MESSAGES.deleted);
        void navigate('/', { replace: true });
      },
      onError: (failed) => {
        haptics.error();
        const code = failed instanceof AuthFailure ? failed.code : undefined;
        const status = failed instanceof AuthFailure ? failed.status : 0;
        const message =
          code === 'INVALID_PASSWORD' ? MESSAGES.deletePasswordWrong : status === 429 ? MESSAGES.tooManyAttempts : MESSAGES.deleteFailed;
        setError(message);
        focusField(form, 'password');
      },
    });
  };

  return (
    <Section
      id="delete-heading"
      title="Delete account"
      icon={<TriangleAlert className="size-5 text-red-700 dark:text-red-300" aria-hidden="true" />}
      className="border-red-200 bg-red-50/40 dark:border-red-900/70 dark:bg-red-950/20"
    >
      <div className="mt-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Deleting your account removes everything stored for you: every conversation, favourite, bookmark, credit and audio file.
          This cannot be undone, and nothing can be recovered afterwards.
        </p>
        <p>We will send you an e-mail to confirm that your account has been deleted.</p>
      </div>
      <AlertDialog.Root open={open} onOpenChange={openChange}>
        <AlertDialog.Trigger asChild>
          <Button variant="danger" className="mt-4">
            <Trash2 className="size-4" aria-hidden="true" />
            Delete my account
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
          <AlertDialog.Content
            onOpenAutoFocus={(event) => {
              // The password is the one thing to do here, so start there (Radix would pick Cancel).
              event.preventDefault();
              if (event.currentTarget instanceof HTMLElement) event.currentTarget.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
            }}
            onEscapeKeyDown={(event) => {
              if (remove.isPending) event.preventDefault();
            }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
          >
            <AlertDialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              <TriangleAlert className="size-5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
              Delete your account forever?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              Every conversation, favourite, bookmark, credit and audio file will be deleted and cannot be recovered. Enter your
              password to confirm.
            </AlertDialog.Description>
            <form noValidate onSubmit={submit} className="mt-5 space-y-5">
              <Announced>
                <PasswordField
                  label="Your password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setError(undefined);
                  }}
                  error={error}
                  required
                />
              </Announced>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary" disabled={remove.isPending}>
                    Keep my account
                  </Button>
                </AlertDialog.Cancel>
                <Button type="submit" variant="danger" disabled={password.length === 0 || remove.isPending}>
                  {remove.isPending ? 'Deleting…' : 'Delete my account forever'}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Section>
  );
}
