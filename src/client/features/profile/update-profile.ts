import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gender, Profile } from '../../../shared/schemas/auth.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { profileQueryOptions } from './get-profile.ts';

export interface ProfilePatch {
  name?: string;
  gender?: Gender;
}

export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return readJson(await api.api.profile.$patch({ json: patch }));
}

/** Saves a change of name or gender; the answer becomes the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A refusal (400, 401, 404) will not change on a second try; a network or server failure might.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
