import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '../../../shared/schemas/preferences.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getPreferences(): Promise<Preferences> {
  return readJson(await api.api.preferences.$get());
}

export const preferencesQueryOptions = () => queryOptions({ queryKey: ['preferences'], queryFn: getPreferences });

/** The signed-in user's preferences; pass `enabled: false` for an anonymous visitor. */
export function usePreferences({ enabled }: { enabled: boolean }) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
