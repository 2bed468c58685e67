import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../../shared/limits.ts';

/** TanStack Query with the data-fetching defaults of SPEC.md section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchOnMount: QUERY_DEFAULTS.refetchOnMount,
      },
      mutations: {
        retry: QUERY_DEFAULTS.retry,
      },
    },
  });
}
