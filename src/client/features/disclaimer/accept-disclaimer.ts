import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { profileQueryOptions } from '../profile/get-profile.ts';

export async function acceptDisclaimer() {
  return readJson(await api.api.profile.disclaimer.$post());
}

export function useAcceptDisclaimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDisclaimer,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
