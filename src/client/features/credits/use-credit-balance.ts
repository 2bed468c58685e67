import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditBalance } from '../../../shared/schemas/credits.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getCreditBalance(): Promise<CreditBalance> {
  return readJson(await api.api.credits.$get());
}

export const creditBalanceQueryOptions = () => queryOptions({ queryKey: ['credits', 'balance'], queryFn: getCreditBalance });

/** The signed-in user's balance (the chat header and /credits share it). */
export function useCreditBalance() {
  return useQuery(creditBalanceQueryOptions());
}
