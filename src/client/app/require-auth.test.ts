import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './require-auth.tsx';

describe('the page to return to after sign-in', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirectTarget('/bible/read?book=John&chapter=3')).toBe('/bible/read?book=John&chapter=3');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'falls back to the chat for %j',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/chat');
    },
  );
});
