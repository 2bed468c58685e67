import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import {
  deleteAllSchema,
  deleteResultSchema,
  favoritePageSchema,
  messageContextSchema,
  pageQuerySchema,
  renameSessionSchema,
  searchQuerySchema,
  searchResultSchema,
  sessionIdSchema,
  sessionPageSchema,
  sessionSummarySchema,
} from '../../shared/schemas/chat.ts';
import { requireUser } from '../auth/auth.middleware.ts';
import { errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import type { SignedInEnv } from '../http/types.ts';
import type { ChatService } from './chat.service.ts';
import type { ChatHistory } from './history.service.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(apiErrorSchema) });
const sessionParam = z.object({ sessionId: sessionIdSchema });
const notFound = errorBody('not_found', 'Not found.');
const tags = ['chat history'];

const routes = {
  sessions: createRoute({ method: 'get', path: '/sessions', tags, summary: 'Your past conversations, most recent first, a page at a time', middleware: [requireUser] as const, request: { query: pageQuerySchema }, responses: { 200: { description: 'A page of sessions', content: json(sessionPageSchema) }, 400: error('Invalid query'), 401: error('Not signed in') } }),
  rename: createRoute({ method: 'patch', path: '/sessions/{sessionId}', tags, summary: 'Rename a conversation', middleware: [requireUser] as const, request: { params: sessionParam, body: { required: true, content: json(renameSessionSchema) } }, responses: { 200: { description: 'The session', content: json(sessionSummarySchema) }, 400: error('Invalid name'), 401: error('Not signed in'), 404: error('No such session of yours') } }),
  deleteOne: createRoute({ method: 'delete', path: '/sessions/{sessionId}', tags, summary: 'Delete a conversation and its messages (only yours; the count of removed messages)', middleware: [requireUser] as const, request: { params: sessionParam }, responses: { 200: { description: 'Removed', content: json(deleteResultSchema) }, 401: error('Not signed in') } }),
  deleteAll: createRoute({ method: 'delete', path: '/sessions', tags, summary: "Delete all your conversations (body: { confirm: 'DELETE' })", middleware: [requireUser] as const, request: { body: { required: true, content: json(deleteAllSchema) } }, responses: { 200: { description: 'Removed', content: json(deleteResultSchema) }, 400: error('Not confirmed'), 401: error('Not signed in') } }),
  exportOne: createRoute({ method: 'get', path: '/sessions/{sessionId}/export', tags, summary: 'Download a conversation as Markdown or JSON', middleware: [requireUser] as const, request: { params: sessionParam, query: z.object({ format: z.enum(['markdown', 'json']).default('markdown') }) }, responses: { 200: { description: 'The file', content: { 'text/markdown': { schema: z.string() }, 'application/json': { schema: z.unknown() } } }, 401: error('Not signed in'), 404: error('No such session of yours') } }),
  favorites: createRoute({ method: 'get', path: '/favorites', tags, summary: 'Your favourite messages, newest first', middleware: [requireUser] as const, request: { query: pageQuerySchema }, responses: { 200: { description: 'A page of favourites', content: json(favoritePageSchema) }, 400: error('Invalid query'), 401: error('Not signed in') } }),
  context: createRoute({ method: 'get', path: '/messages/{id}/context', tags, summary: 'A message with the conversation around it', middleware: [requireUser] as const, request: { params: z.object({ id: z.string().min(1).max(64) }) }, responses: { 200: { description: 'The message in context', content: json(messageContextSchema) }, 401: error('Not signed in'), 404: error('No such message of yours') } }),
  search: createRoute({ method: 'get', path: '/search', tags, summary: 'Search your own messages', middleware: [requireUser] as const, request: { query: searchQuerySchema }, responses: { 200: { description: 'Matches, newest first', content: json(searchResultSchema) }, 400: error('Invalid query'), 401: error('Not signed in') } }),
};

export function historyRoutes(history: ChatHistory, chat: ChatService) {
  return createRouter<SignedInEnv>()
    .openapi(routes.sessions, async (c) => c.json(await history.sessions(c.var.user.id, c.req.valid('query')), 200))
    .openapi(routes.rename, async (c) => {
      const summary = await history.rename(c.var.user.id, c.req.valid('param').sessionId, c.req.valid('json').title);
      return summary ? c.json(summary, 200) : c.json(notFound, 404);
    })
    .openapi(routes.deleteOne, async (c) => c.json({ deletedCount: await history.deleteSession(c.var.user.id, c.req.valid('param').sessionId) }, 200))
    .openapi(routes.deleteAll, async (c) => c.json({ deletedCount: await history.deleteAll(c.var.user.id) }, 200))
    .openapi(routes.exportOne, async (c) => {
      const { sessionId } = c.req.valid('param');
      const messages = await chat.messages(c.var.user.id, sessionId);
      const file = messages ? await history.export(c.var.user.id, sessionId, messages, c.req.valid('query').format) : undefined;
      if (!file) return c.json(notFound, 404);
      c.header('Content-Type', file.type);
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body, 200) as never;
    })
    .openapi(routes.favorites, async (c) => c.json(await history.favorites(c.var.user.id, c.req.valid('query')), 200))
    .openapi(routes.context, async (c) => {
      const found = await history.context(c.var.user.id, c.req.valid('param').id);
      return found ? c.json(found, 200) : c.json(notFound, 404);
    })
    .openapi(routes.search, async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json(await history.search(c.var.user.id, q, limit), 200);
    });
}
