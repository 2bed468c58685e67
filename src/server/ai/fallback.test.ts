import { describe, expect, it } from 'vitest';
import { FALLBACK_REFERENCE, fallbackReply } from './fallback.ts';

const KJV = "A man's heart deviseth his way: but the LORD directeth his steps.";

describe('fallbackReply', () => {
  it('asks the lookup for Proverbs 16:9 and quotes what it returns', () => {
    const asked: string[] = [];
    const reply = fallbackReply((osis) => {
      asked.push(osis);
      return { label: 'Proverbs 16:9', text: 'A man’s heart plans his course, but Yahweh directs his steps.' };
    });
    expect(FALLBACK_REFERENCE).toBe('Prov.16.9');
    expect(asked).toEqual([FALLBACK_REFERENCE]);
    expect(reply).toMatch(/^I'm sorry — I'm having trouble connecting right now\./);
    expect(reply).toContain('As Proverbs 16:9 reminds us, “A man’s heart plans his course, but Yahweh directs his steps.”');
    expect(reply).toMatch(/Please try again in a moment\.$/);
    expect(reply).not.toContain('deviseth');
  });

  it('quotes the KJV when the lookup finds nothing', () => {
    const reply = fallbackReply(() => null);
    expect(reply).toContain(`As Proverbs 16:9 reminds us, “${KJV}”`);
    expect(reply).toMatch(/trouble connecting/);
  });

  it('quotes the KJV when the lookup returns empty text or throws', () => {
    expect(fallbackReply(() => ({ label: 'Proverbs 16:9', text: '  ' }))).toContain(KJV);
    expect(
      fallbackReply(() => {
        throw new Error('corpus unavailable');
      }),
    ).toContain(KJV);
  });

  it('closes a quotation that has no final punctuation and flattens line breaks', () => {
    const reply = fallbackReply(() => ({ label: 'Proverbs 16:9', text: 'The heart of man plans his way,\nbut the LORD establishes his steps' }));
    expect(reply).toContain('“The heart of man plans his way, but the LORD establishes his steps.”');
  });
});
