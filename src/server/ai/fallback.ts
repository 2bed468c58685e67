/**
 * The reply given when the AI fails (SPEC.md section 8, 'AI failure'): an apology about trouble
 * connecting that quotes Proverbs 16:9. It must never fail itself, so every problem with the
 * lookup falls back to the KJV text written here.
 */

/** OSIS of the verse the fallback quotes. */
export const FALLBACK_REFERENCE = 'Prov.16.9';

const KJV_PASSAGE = { label: 'Proverbs 16:9', text: "A man's heart deviseth his way: but the LORD directeth his steps." } as const;

/** Looks a verse up by OSIS in the reader's translation; null when it cannot. */
export type PassageLookup = (osis: string) => { label: string; text: string } | null;

function lookUp(passage: PassageLookup): { label: string; text: string } {
  try {
    const found = passage(FALLBACK_REFERENCE);
    const label = found?.label.trim();
    const text = found?.text.replace(/\s+/g, ' ').trim();
    return label && text ? { label, text } : KJV_PASSAGE;
  } catch {
    return KJV_PASSAGE;
  }
}

/**
 * The fallback reply, quoting Proverbs 16:9 from `passage` (the chat passes a lookup in the
 * reader's translation), or from the KJV when the lookup returns null, empty text or throws.
 */
export function fallbackReply(passage: PassageLookup): string {
  const { label, text } = lookUp(passage);
  const quoted = /[.!?]$/.test(text) ? text : `${text}.`;
  return (
    "I'm sorry — I'm having trouble connecting right now. Even when plans are interrupted, God is still guiding you. " +
    `As ${label} reminds us, “${quoted}” Please try again in a moment.`
  );
}
