import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Bookmark, FavoriteVerse, ReadingProgress } from '../../shared/schemas/bible.ts';
import type { Database } from '../db/schema.ts';
import { toDate } from '../db/values.ts';
import {
  deleteBookmarkRow,
  deleteFavoriteVerseRow,
  findProgressRow,
  insertBookmarkRow,
  insertFavoriteVerseRow,
  listBookmarkRows,
  listFavoriteVerseRows,
  upsertProgressRow,
} from './bible-library.repo.ts';
import type { BibleService } from './bible.service.ts';

/** Lists are short by nature; this keeps a single answer bounded. */
const LIST_LIMIT = 200;

export type LibraryResult<T> = { ok: true; value: T } | { ok: false; reason: 'unknown_reference' | 'unknown_translation' };

/** A user's bookmarks, favourite verses and reading position; every query is filtered by their id. */
export class BibleLibrary {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bible: BibleService,
  ) {}

  async bookmarks(userId: string): Promise<Bookmark[]> {
    const rows = await listBookmarkRows(this.db, userId, LIST_LIMIT);
    return rows.flatMap((row) => {
      const place = this.bible.parseOsis(row.reference);
      return place ? [{ id: row.id, reference: row.reference, label: place.label, location: place.location, createdAt: toDate(row.created_at).toISOString() }] : [];
    });
  }

  async addBookmark(userId: string, reference: string, now = new Date()): Promise<LibraryResult<Bookmark>> {
    const place = this.bible.parseOsis(reference);
    if (!place) return { ok: false, reason: 'unknown_reference' };
    const row = await insertBookmarkRow(this.db, { id: randomUUID(), user_id: userId, reference, created_at: now.toISOString() });
    return { ok: true, value: { id: row.id, reference, label: place.label, location: place.location, createdAt: toDate(row.created_at).toISOString() } };
  }

  async removeBookmark(userId: string, id: string): Promise<boolean> {
    return (await deleteBookmarkRow(this.db, userId, id)) > 0;
  }

  async favoriteVerses(userId: string): Promise<FavoriteVerse[]> {
    const rows = await listFavoriteVerseRows(this.db, userId, LIST_LIMIT);
    return rows.flatMap((row) => {
      const place = this.bible.parseOsis(row.reference);
      if (!place) return [];
      const translation = this.bible.translations().find((candidate) => candidate.id === row.translation_id);
      return [
        {
          id: row.id,
          reference: row.reference,
          label: place.label,
          location: place.location,
          verseText: row.verse_text,
          translation: translation?.abbreviation ?? row.translation_id.toUpperCase(),
          createdAt: toDate(row.created_at).toISOString(),
        },
      ];
    });
  }

  /** Saves the verse with its words in that translation, so the favourite reads the same later. */
  async addFavoriteVerse(userId: string, reference: string, translationId: string, now = new Date()): Promise<LibraryResult<FavoriteVerse>> {
    const place = this.bible.parseOsis(reference);
    if (!place) return { ok: false, reason: 'unknown_reference' };
    const translation = this.bible.translations().find((candidate) => candidate.id === translationId);
    if (!translation) return { ok: false, reason: 'unknown_translation' };
    const verseText = this.bible.passageText(translationId, place.location);
    const row = await insertFavoriteVerseRow(this.db, {
      id: randomUUID(),
      user_id: userId,
      reference,
      translation_id: translationId,
      verse_text: verseText,
      created_at: now.toISOString(),
    });
    return {
      ok: true,
      value: {
        id: row.id,
        reference,
        label: place.label,
        location: place.location,
        verseText: row.verse_text,
        translation: translation.abbreviation,
        createdAt: toDate(row.created_at).toISOString(),
      },
    };
  }

  async removeFavoriteVerse(userId: string, id: string): Promise<boolean> {
    return (await deleteFavoriteVerseRow(this.db, userId, id)) > 0;
  }

  async progress(userId: string): Promise<ReadingProgress | null> {
    const row = await findProgressRow(this.db, userId);
    if (!row) return null;
    return { translation: row.translation_id, book: row.book, chapter: row.chapter, verse: row.verse, updatedAt: toDate(row.updated_at).toISOString() };
  }

  async saveProgress(
    userId: string,
    position: { translation: string; book: number; chapter: number; verse: number | null },
    now = new Date(),
  ): Promise<LibraryResult<ReadingProgress>> {
    if (!this.bible.hasTranslation(position.translation)) return { ok: false, reason: 'unknown_translation' };
    const book = this.bible.bookByNumber(position.book);
    const verses = this.bible.verseCount(position.book, position.chapter);
    if (!book || verses === undefined || (position.verse !== null && position.verse > verses)) return { ok: false, reason: 'unknown_reference' };
    await upsertProgressRow(this.db, {
      user_id: userId,
      translation_id: position.translation,
      book: position.book,
      chapter: position.chapter,
      verse: position.verse,
      updated_at: now.toISOString(),
    });
    return { ok: true, value: { ...position, updatedAt: now.toISOString() } };
  }
}
