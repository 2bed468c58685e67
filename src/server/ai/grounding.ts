import type { BibleService } from '../bible/bible.service.ts';
import { detectSituations, GENERAL } from './situations.ts';
import type { CandidateVerse } from './types.ts';

/**
 * Grounding (DESIGN.md section 5): before a reply is written, verses that fit the message are
 * taken from the corpus — first those of the pastoral situations it speaks of, then the best
 * full-text matches of its words — with their text in the reader's translation.
 */

/** Words too common to search on. */
const STOP_WORDS = new Set(
  'a about after again all am an and any are as at be because been but by can could did do does for from get got had has have he her him his how i if in into is it its just me more my no not now of on or our out really so some than that the their them then there these they this to too up us very was we were what when where which who why will with would you your im ive dont cant feel want need know think like help god lord jesus please'.split(' '),
);

/** The label and text of one OSIS reference or range, or null when it is not in the corpus. */
export function passageOf(bible: BibleService, osis: string, translationId: string): CandidateVerse | null {
  const place = bible.parseOsis(osis);
  if (!place) return null;
  const translation = bible.hasTranslation(translationId) ? translationId : bible.defaultTranslation();
  const text = bible.passageText(translation, place.location);
  return text ? { osis, label: place.label, text } : null;
}

/** Verses for a message: its situations' verses first, then full-text matches; no duplicates. */
export function retrieveCandidates(bible: BibleService, message: string, translationId: string, limit = 6): CandidateVerse[] {
  const translation = bible.hasTranslation(translationId) ? translationId : bible.defaultTranslation();
  const candidates: CandidateVerse[] = [];
  const seen = new Set<string>();
  const add = (verse: CandidateVerse | null) => {
    if (verse && !seen.has(verse.osis) && candidates.length < limit) {
      seen.add(verse.osis);
      candidates.push(verse);
    }
  };
  const situations = detectSituations(message);
  for (const situation of situations.slice(0, 2)) {
    for (const osis of situation.verses.slice(0, situations.length > 1 ? 3 : 4)) add(passageOf(bible, osis, translation));
  }
  const words = message
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .slice(0, 5);
  if (words.length > 0 && candidates.length < limit) {
    try {
      for (const result of bible.bestMatches(words.join(' '), translation, limit)) {
        const book = bible.bookByNumber(result.book);
        if (book) add(passageOf(bible, `${book.osis}.${result.chapter}.${result.verse}`, translation));
      }
    } catch {
      // A query the search cannot take (odd characters) only means fewer candidates.
    }
  }
  if (candidates.length === 0) for (const osis of GENERAL.verses.slice(0, 3)) add(passageOf(bible, osis, translation));
  return candidates;
}
