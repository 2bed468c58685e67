import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesPatch } from '../../../shared/schemas/preferences.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { preferencesQueryOptions } from './get-preferences.ts';

export async function updatePreferences(patch: PreferencesPatch) {
  return readJson(await api.api.preferences.$patch({ json: patch }));
}

/** Saves a change, showing it at once and rolling it back if the server refuses. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQueryOptions();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Preferences>(queryKey);
      if (previous) queryClient.setQueryData<Preferences>(queryKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  });
}
