import { describe, expect, it } from 'vitest';
import type { VerifiedReference } from '../../../shared/schemas/chat.ts';
import { linkReferences, osisHref } from './reference-markdown.ts';

const reference = (text: string, start: number, valid = true): VerifiedReference => ({
  text,
  start,
  end: start + text.length,
  valid,
  osis: valid ? 'John.3.16' : null,
  label: valid ? 'John 3:16' : null,
  translationId: 'kjv',
  verseText: valid ? 'For God so loved the world' : null,
  misquote: null,
});

describe('reference links in a reply', () => {
  it('turns each reference span into a #ref-N link, valid or not, keeping the rest of the text', () => {
    const content = 'See John 3:16 and Hezekiah 4:2.';
    expect(linkReferences(content, [reference('John 3:16', 4), reference('Hezekiah 4:2', 18, false)])).toBe('See [John 3:16](#ref-0) and [Hezekiah 4:2](#ref-1).');
  });

  it('leaves a span alone when the offsets no longer match the text', () => {
    expect(linkReferences('Changed text', [reference('John 3:16', 4)])).toBe('Changed text');
  });

  it('opens the reader at a verse, a range or a chapter', () => {
    expect(osisHref('John.3.16', 'kjv')).toBe('/bible/read?version=kjv&book=John&chapter=3&verse=16');
    expect(osisHref('Phil.4.6-Phil.4.7', 'web')).toBe('/bible/read?version=web&book=Phil&chapter=4&verse=6-7');
    expect(osisHref('Ps.23', 'kjv')).toBe('/bible/read?version=kjv&book=Ps&chapter=23');
    expect(osisHref('nonsense', 'kjv')).toBeNull();
  });
});
