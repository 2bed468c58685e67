import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '../../../shared/schemas/auth.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { authClient } from '../../lib/auth-client.ts';
import { setSigningOut } from '../../app/sign-out-state.ts';

export async function signUp(input: RegisterInput) {
  return readJson(await api.api.auth['sign-up'].email.$post({ json: input }));
}

export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    retry: false,
    onSuccess: (result) => {
      if (!result.token) return;
      setSigningOut(false);
      authClient.$store.notify('$sessionSignal');
    },
  });
}
