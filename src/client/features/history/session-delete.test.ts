import { describe, expect, it } from 'vitest';
import { SESSION_DELETE } from '../../../shared/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { deleteAllConfirmed, deleteFailureMessage } from './session-delete.ts';

describe('deleteFailureMessage', () => {
  it("gives the server's reason when the server refused", () => {
    expect(deleteFailureMessage(new ApiRequestError(404, 'Not found.', 'not_found'))).toBe(SESSION_DELETE.failed('Not found.'));
    expect(SESSION_DELETE.failed('Not found.')).toBe('Failed to delete chat history: Not found.');
  });

  it('is the unexpected-error message for a dropped connection or anything else', () => {
    expect(deleteFailureMessage(new TypeError('Failed to fetch'))).toBe(SESSION_DELETE.unexpected);
    expect(deleteFailureMessage('nope')).toBe(SESSION_DELETE.unexpected);
  });
});

describe('deleteAllConfirmed', () => {
  it('needs exactly DELETE', () => {
    expect(deleteAllConfirmed('DELETE')).toBe(true);
    for (const typed of ['', 'delete', 'DELET', ' DELETE', 'DELETE ', 'Delete']) expect(deleteAllConfirmed(typed)).toBe(false);
  });
});
