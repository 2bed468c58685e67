import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('data fetching defaults (SPEC.md section 9)', () => {
  it('retry once, 5 min stale, 10 min gc, no refetch on focus, refetch on mount', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: 1,
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: true,
    });
    expect(defaults.mutations).toMatchObject({ retry: 1 });
  });
});
