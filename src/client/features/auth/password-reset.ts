import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client.ts';

/** Path the e-mailed link returns to, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PAGE = '/reset-password';

export function useRequestPasswordReset() {
  return useMutation({
    retry: false,
    mutationFn: async (email: string) => {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: RESET_PAGE });
      if (error) throw new Error(error.message ?? 'Unable to send the reset link. Please try again.');
    },
  });
}

export function useResetPassword() {
  return useMutation({
    retry: false,
    mutationFn: async ({ token, newPassword }: { token: string; newPassword: string }) => {
      const { error } = await authClient.resetPassword({ token, newPassword });
      if (error) {
        throw new Error(
          error.code === 'INVALID_TOKEN'
            ? 'This reset link has expired or has already been used. Please ask for a new one.'
            : (error.message ?? 'Unable to change the password. Please try again.'),
        );
      }
    },
  });
}
