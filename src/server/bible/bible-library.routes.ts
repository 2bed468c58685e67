import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import {
  bookmarkSchema,
  createBookmarkSchema,
  createFavoriteVerseSchema,
  favoriteVerseSchema,
  readingProgressSchema,
  saveReadingProgressSchema,
} from '../../shared/schemas/bible.ts';
import { requireUser } from '../auth/auth.middleware.ts';
import { errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import type { SignedInEnv } from '../http/types.ts';
import type { BibleLibrary, LibraryResult } from './bible-library.service.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const errors = {
  400: { description: 'Invalid request', content: json(apiErrorSchema) },
  401: { description: 'Not signed in', content: json(apiErrorSchema) },
};
const idParam = z.object({ id: z.string().min(1).max(64) });
const deleted = { 204: { description: 'Deleted' }, 404: { description: 'Not found (or not yours)', content: json(apiErrorSchema) }, 401: errors[401] };

const routes = {
  listBookmarks: createRoute({ method: 'get', path: '/bookmarks', tags: ['bible library'], summary: 'Your bookmarks, newest first', middleware: [requireUser] as const, responses: { 200: { description: 'Bookmarks', content: json(z.array(bookmarkSchema)) }, 401: errors[401] } }),
  addBookmark: createRoute({ method: 'post', path: '/bookmarks', tags: ['bible library'], summary: 'Bookmark a place (the same place twice keeps one bookmark)', middleware: [requireUser] as const, request: { body: { required: true, content: json(createBookmarkSchema) } }, responses: { 201: { description: 'The bookmark', content: json(bookmarkSchema) }, ...errors } }),
  removeBookmark: createRoute({ method: 'delete', path: '/bookmarks/{id}', tags: ['bible library'], summary: 'Remove one of your bookmarks', middleware: [requireUser] as const, request: { params: idParam }, responses: deleted }),
  listFavorites: createRoute({ method: 'get', path: '/favorite-verses', tags: ['bible library'], summary: 'Your favourite verses, newest first', middleware: [requireUser] as const, responses: { 200: { description: 'Favourite verses', content: json(z.array(favoriteVerseSchema)) }, 401: errors[401] } }),
  addFavorite: createRoute({ method: 'post', path: '/favorite-verses', tags: ['bible library'], summary: 'Save a verse (with its words in that version) as a favourite', middleware: [requireUser] as const, request: { body: { required: true, content: json(createFavoriteVerseSchema) } }, responses: { 201: { description: 'The favourite verse', content: json(favoriteVerseSchema) }, ...errors } }),
  removeFavorite: createRoute({ method: 'delete', path: '/favorite-verses/{id}', tags: ['bible library'], summary: 'Remove one of your favourite verses', middleware: [requireUser] as const, request: { params: idParam }, responses: deleted }),
  getProgress: createRoute({ method: 'get', path: '/progress', tags: ['bible library'], summary: 'Where you last read, or null', middleware: [requireUser] as const, responses: { 200: { description: 'Reading position', content: json(readingProgressSchema.nullable()) }, 401: errors[401] } }),
  saveProgress: createRoute({ method: 'put', path: '/progress', tags: ['bible library'], summary: 'Remember where you are reading', middleware: [requireUser] as const, request: { body: { required: true, content: json(saveReadingProgressSchema) } }, responses: { 200: { description: 'Saved position', content: json(readingProgressSchema) }, ...errors } }),
};

const refusal = (result: Extract<LibraryResult<unknown>, { ok: false }>) =>
  errorBody(result.reason, result.reason === 'unknown_translation' ? 'Unknown Bible version.' : 'That place is not in the Bible.');
const notYours = errorBody('not_found', 'Not found.');

export function bibleLibraryRoutes(library: BibleLibrary) {
  return createRouter<SignedInEnv>()
    .openapi(routes.listBookmarks, async (c) => c.json(await library.bookmarks(c.var.user.id), 200))
    .openapi(routes.addBookmark, async (c) => {
      const result = await library.addBookmark(c.var.user.id, c.req.valid('json').reference);
      return result.ok ? c.json(result.value, 201) : c.json(refusal(result), 400);
    })
    .openapi(routes.removeBookmark, async (c) =>
      (await library.removeBookmark(c.var.user.id, c.req.valid('param').id)) ? c.body(null, 204) : c.json(notYours, 404),
    )
    .openapi(routes.listFavorites, async (c) => c.json(await library.favoriteVerses(c.var.user.id), 200))
    .openapi(routes.addFavorite, async (c) => {
      const { reference, translation } = c.req.valid('json');
      const result = await library.addFavoriteVerse(c.var.user.id, reference, translation);
      return result.ok ? c.json(result.value, 201) : c.json(refusal(result), 400);
    })
    .openapi(routes.removeFavorite, async (c) =>
      (await library.removeFavoriteVerse(c.var.user.id, c.req.valid('param').id)) ? c.body(null, 204) : c.json(notYours, 404),
    )
    .openapi(routes.getProgress, async (c) => c.json(await library.progress(c.var.user.id), 200))
    .openapi(routes.saveProgress, async (c) => {
      const result = await library.saveProgress(c.var.user.id, c.req.valid('json'));
      return result.ok ? c.json(result.value, 200) : c.json(refusal(result), 400);
    });
}
