import { z } from 'zod';
import { INPUT_LIMITS } from '../limits.ts';
import { VALIDATION } from '../messages.ts';

/**
 * SPEC.md section 5: trimmed, stripped of angle brackets, quotes, 'javascript:' and 'data:', then
 * cut to 1000 characters. The same function runs in the form and on the server.
 */
export function sanitizeEmail(raw: string): string {
  let previous: string;
  let clean = raw;
  // Repeat until nothing changes: removing one 'javascript:' can join the halves of another
  // ('jajavascript:vascript:'), and an attacker will try exactly that.
  do {
    previous = clean;
    clean = clean.trim().replace(/[<>"'`]/g, '').replace(/javascript:/gi, '').replace(/data:/gi, '');
  } while (clean !== previous);
  return clean.slice(0, INPUT_LIMITS.emailRawMax).trim();
}

/** A standard address: something@domain.tld, no spaces, one @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]{2,}$/;

export const emailSchema = z
  .string({ error: VALIDATION.email })
  .transform(sanitizeEmail)
  .pipe(
    z
      .string()
      .min(INPUT_LIMITS.emailMin, VALIDATION.email)
      .max(INPUT_LIMITS.emailMax, VALIDATION.email)
      .regex(EMAIL_PATTERN, VALIDATION.email),
  );

/** Long enough for any passphrase, short enough that hashing it cannot be used to stall the server. */
const PASSWORD_MAX = 128;

export const loginPasswordSchema = z
  .string({ error: VALIDATION.loginPassword })
  .min(INPUT_LIMITS.loginPasswordMin, VALIDATION.loginPassword)
  .max(PASSWORD_MAX, 'Password must be at most 128 characters long.');

export const newPasswordSchema = z
  .string({ error: VALIDATION.registerPassword })
  .min(INPUT_LIMITS.registerPasswordMin, VALIDATION.registerPassword)
  .max(PASSWORD_MAX, 'Password must be at most 128 characters long.');

export const nameSchema = z
  .string({ error: VALIDATION.name })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(INPUT_LIMITS.nameMin, VALIDATION.name).max(INPUT_LIMITS.nameMax, VALIDATION.name));

export const GENDERS = ['male', 'female', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS, { error: 'Please choose one of the options.' });

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  gender: genderSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.').max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});

export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Please enter your password to confirm.').max(PASSWORD_MAX),
});

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  gender: genderSchema.nullable(),
  disclaimerAccepted: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profilePatchSchema = z
  .object({ name: nameSchema, gender: genderSchema })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

/** The first message of a failed validation, for a form that shows one line. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request was not valid.';
}
