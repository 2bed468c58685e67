import { ApiRequestError } from '../../lib/api-client.ts';

type Params = Record<string, string | number | undefined>;

/** Until the typed client knows /api/bible: plain fetch with the same error handling as readJson. */
export async function bibleRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, params: Params = {}, body?: unknown): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const response = await fetch(`/api/bible${path}${query}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  if (response.ok) return (await response.json()) as T;
  let message = `Request failed (${response.status})`;
  try {
    const parsed = (await response.json()) as { error?: { message?: string } };
    if (parsed.error?.message) message = parsed.error.message;
  } catch {
    // Not JSON; keep the status message.
  }
  throw new ApiRequestError(response.status, message);
}
