import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../shared/schemas/auth.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getProfile(): Promise<Profile> {
  return readJson(await api.api.profile.$get());
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

/** The signed-in user's profile: name, e-mail, gender and whether the disclaimer was accepted. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
