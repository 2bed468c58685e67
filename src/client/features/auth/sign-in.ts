import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { authClient } from '../../lib/auth-client.ts';
import { setSigningOut } from '../../app/sign-out-state.ts';

export async function signIn(input: LoginInput) {
  return readJson(await api.api.auth['sign-in'].email.$post({ json: input }));
}

/** Signs in, then tells the session store to reload so that guarded pages see the new session. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    retry: false,
    onSuccess: () => {
      setSigningOut(false);
      authClient.$store.notify('$sessionSignal');
    },
  });
}
