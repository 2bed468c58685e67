import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './plain-excerpt.ts';

describe('plainExcerpt', () => {
  it('drops Markdown markers and keeps the words', () => {
    expect(plainExcerpt('## Peace\n\n> **Do not be anxious** about _anything_.\n\n- pray\n- give thanks')).toBe(
      'Peace Do not be anxious about anything. pray give thanks',
    );
  });

  it('keeps a link’s words and drops its address', () => {
    expect(plainExcerpt('Read [Philippians 4:6](/bible/read?book=Phil) today.')).toBe('Read Philippians 4:6 today.');
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(plainExcerpt('a_b_c and 2 * 3')).toBe('a_b_c and 2 * 3');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const long = 'word '.repeat(100);
    const excerpt = plainExcerpt(long, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('leaves a short text whole', () => {
    expect(plainExcerpt('Grace and peace.', 50)).toBe('Grace and peace.');
  });
});
