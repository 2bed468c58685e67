import { INPUT_LIMITS } from '../../shared/limits.ts';

/**
 * Name capture (SPEC.md section 4): 'my name is X', "I'm X" / 'I am X', 'call me X', or a message
 * that is only a capitalised name. The name must be 2 to 50 letters or spaces. Answers the name in
 * title case, or null.
 */
export function detectName(message: string): string | null {
  const text = message.trim().replace(/[.!]+$/, '').trim();
  const introduced =
    /\bmy name is\s+([\p{L} ]+)$/iu.exec(text) ??
    /\b(?:call me|i'm|i’m|i am)\s+([\p{L} ]+)$/iu.exec(text) ??
    /^((?:\p{Lu}[\p{Ll}]+)(?: \p{Lu}[\p{Ll}]+)?)$/u.exec(text);
  const candidate = introduced?.[1]?.trim().replace(/\s+/g, ' ');
  if (!candidate) return null;
  if (candidate.length < INPUT_LIMITS.chatNameMin || candidate.length > INPUT_LIMITS.chatNameMax) return null;
  if (!/^[\p{L} ]+$/u.test(candidate)) return null;
  // "I'm tired", "I am sad": a state, not a name. Introductions other than 'my name is' and
  // 'call me' must look like a name (capitalised, at most three words, not a common feeling word).
  const explicit = /\bmy name is\b|\bcall me\b/i.test(text);
  if (!explicit) {
    const words = candidate.split(' ');
    if (words.length > 3 || !words.every((word) => /^\p{Lu}/u.test(word))) return null;
    if (NOT_NAMES.has(candidate.toLowerCase())) return null;
  }
  return candidate
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Lone capitalised words people send that are not names. */
const NOT_NAMES = new Set([
  'hello', 'hi', 'hey', 'thanks', 'thank you', 'amen', 'yes', 'no', 'okay', 'ok', 'please', 'help', 'jesus', 'god', 'lord',
  'christ', 'father', 'hallelujah', 'good morning', 'good night', 'good evening', 'good afternoon', 'sorry', 'sad', 'tired',
  'fine', 'great', 'blessed', 'grateful', 'lost', 'scared', 'afraid', 'lonely', 'angry', 'happy', 'sure', 'bye', 'goodbye',
]);
