import { SESSION_DELETE } from '../../../shared/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

/** SPEC.md section 8: the server's refusal as the reason, anything else (network, a bad answer) as unexpected. */
export function deleteFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError ? SESSION_DELETE.failed(error.message) : SESSION_DELETE.unexpected;
}

/** The confirmation word for deleting all history, as the server asks for it. */
export const DELETE_ALL_WORD = 'DELETE';

/** The delete-all button enables only on the exact word (no trimming, no other case). */
export function deleteAllConfirmed(typed: string): boolean {
  return typed === DELETE_ALL_WORD;
}
