import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client.ts';
import { errorMessage } from './load-error.tsx';

describe('the message shown when something could not load', () => {
  it("is the server's own message when it answered with one of its errors", () => {
    expect(errorMessage(new ApiRequestError(404, 'No such chapter in this book.', 'not_found'), 'Could not load.')).toBe('No such chapter in this book.');
  });

  it('is the plain sentence for a proxy error page, a dropped connection or anything else', () => {
    expect(errorMessage(new ApiRequestError(502, 'Request failed (502)'), 'Could not load.')).toBe('Could not load.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not load.')).toBe('Could not load.');
    expect(errorMessage(undefined, 'Could not load.')).toBe('Could not load.');
  });
});
