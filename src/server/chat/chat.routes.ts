import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { CHAT, CREDIT_MESSAGES } from '../../shared/messages.ts';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import { CREDIT_ERROR_CODES } from '../../shared/schemas/credits.ts';
import {
  CHAT_ERROR_CODES,
  chatMessageSchema,
  chatSessionStateSchema,
  favoriteUpdateSchema,
  regenerateSchema,
  sendMessageSchema,
  sessionIdSchema,
} from '../../shared/schemas/chat.ts';
import { requireUser } from '../auth/auth.middleware.ts';
import { errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { timeZoneOf } from '../http/time-zone.ts';
import type { SignedInEnv } from '../http/types.ts';
import type { ChatService, Generation, SendRefusal } from './chat.service.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(apiErrorSchema) });
const sessionParam = z.object({ sessionId: sessionIdSchema });
const idParam = z.object({ id: z.string().min(1).max(64) });
const eventStream = {
  description:
    'Server-Sent Events: `start` {userMessage, generationId, responder}, then `token` {text}…, then `done` {assistantMessage, balance} or `error` {code, message}',
  content: { 'text/event-stream': { schema: z.string() } },
};
const sendRefusals = {
  400: error('Blank message, or invalid body'),
  401: error('Not signed in'),
  402: error("Not enough credits (nothing is sent or stored)"),
  404: error('No such session of yours'),
  409: error('`replaces` is not the last user message, or nothing to regenerate'),
  500: error('The message could not be stored (the credit is given back)'),
};

const routes = {
  init: createRoute({
    method: 'post',
    path: '/init',
    tags: ['chat'],
    summary: 'Chat initialisation: the current session (with the daily rollover), or a new one with its welcome message',
    middleware: [requireUser] as const,
    responses: { 200: { description: 'The current conversation', content: json(chatSessionStateSchema) }, 401: error('Not signed in') },
  }),
  newSession: createRoute({
    method: 'post',
    path: '/sessions',
    tags: ['chat'],
    summary: 'Start a new chat (the current one becomes history)',
    middleware: [requireUser] as const,
    responses: { 200: { description: 'The new conversation', content: json(chatSessionStateSchema) }, 401: error('Not signed in') },
  }),
  continueSession: createRoute({
    method: 'post',
    path: '/sessions/{sessionId}/continue',
    tags: ['chat'],
    summary: 'Make a past session the current one',
    middleware: [requireUser] as const,
    request: { params: sessionParam },
    responses: { 200: { description: 'The conversation', content: json(chatSessionStateSchema) }, 401: error('Not signed in'), 404: error('No such session of yours') },
  }),
  messages: createRoute({
    method: 'get',
    path: '/sessions/{sessionId}/messages',
    tags: ['chat'],
    summary: "A session's messages, in order (a reply still being written is not among them)",
    middleware: [requireUser] as const,
    request: { params: sessionParam },
    responses: { 200: { description: 'Messages', content: json(z.array(chatMessageSchema)) }, 401: error('Not signed in'), 404: error('No such session of yours') },
  }),
  send: createRoute({
    method: 'post',
    path: '/sessions/{sessionId}/messages',
    tags: ['chat'],
    summary: 'Send a message: one credit is spent, the message stored, and the reply streamed and stored',
    middleware: [requireUser] as const,
    request: { params: sessionParam, body: { required: true, content: json(sendMessageSchema) } },
    responses: { 200: eventStream, ...sendRefusals },
  }),
  regenerate: createRoute({
    method: 'post',
    path: '/sessions/{sessionId}/regenerate',
    tags: ['chat'],
    summary: 'Write the last reply again (spends a credit like a send)',
    middleware: [requireUser] as const,
    request: { params: sessionParam, body: { required: false, content: json(regenerateSchema) } },
    responses: { 200: eventStream, ...sendRefusals },
  }),
  stop: createRoute({
    method: 'post',
    path: '/generations/{id}/stop',
    tags: ['chat'],
    summary: 'Stop a reply being written; what was written is kept',
    middleware: [requireUser] as const,
    request: { params: idParam },
    responses: { 204: { description: 'Stopped' }, 401: error('Not signed in'), 404: error('No reply of yours is being written with that id') },
  }),
  favorite: createRoute({
    method: 'patch',
    path: '/messages/{id}',
    tags: ['chat'],
    summary: 'Mark or unmark a message as a favourite',
    middleware: [requireUser] as const,
    request: { params: idParam, body: { required: true, content: json(favoriteUpdateSchema) } },
    responses: { 200: { description: 'The message', content: json(chatMessageSchema) }, 400: error('Invalid body'), 401: error('Not signed in'), 404: error('No such message of yours') },
  }),
};

function refusal(reason: SendRefusal) {
  switch (reason) {
    case 'blank':
      return { status: 400 as const, body: errorBody(CHAT_ERROR_CODES.blank, 'Please type a message first.') };
    case 'insufficient':
      return { status: 402 as const, body: errorBody(CREDIT_ERROR_CODES.insufficient, CREDIT_MESSAGES.insufficient) };
    case 'not_found':
      return { status: 404 as const, body: errorBody('not_found', 'Not found.') };
    case 'not_last':
      return { status: 409 as const, body: errorBody(CHAT_ERROR_CODES.notLast, 'Only your last message can be edited.') };
    case 'nothing_to_regenerate':
      return { status: 409 as const, body: errorBody(CHAT_ERROR_CODES.notLast, 'There is no reply to write again yet.') };
    case 'save_failed':
      return { status: 500 as const, body: errorBody('save_failed', CHAT.saveFailed) };
  }
}

type StreamContext = Parameters<Parameters<typeof streamSSE>[1]>[0];

/**
 * Follows a Generation as Server-Sent Events. If the browser goes away the loop ends, but the
 * Generation goes on and stores the reply.
 */
async function relay(stream: StreamContext, generation: Generation): Promise<void> {
  const gone = new AbortController();
  stream.onAbort(() => gone.abort());
  for await (const { event, data } of generation.follow(gone.signal)) {
    if (gone.signal.aborted) return;
    await stream.writeSSE({ event, data: JSON.stringify(data) });
  }
}

export function chatRoutes(chat: ChatService) {
  return createRouter<SignedInEnv>()
    .openapi(routes.init, async (c) => c.json(await chat.initialise(c.var.user.id, timeZoneOf(c)), 200))
    .openapi(routes.newSession, async (c) => c.json(await chat.startSession(c.var.user.id), 200))
    .openapi(routes.continueSession, async (c) => {
      const state = await chat.continueSession(c.var.user.id, c.req.valid('param').sessionId);
      return state ? c.json(state, 200) : c.json(errorBody('not_found', 'Not found.'), 404);
    })
    .openapi(routes.messages, async (c) => {
      const messages = await chat.messages(c.var.user.id, c.req.valid('param').sessionId);
      return messages ? c.json(messages, 200) : c.json(errorBody('not_found', 'Not found.'), 404);
    })
    .openapi(routes.send, async (c) => {
      const result = await chat.send(c.var.user.id, c.req.valid('param').sessionId, c.req.valid('json'), timeZoneOf(c));
      if (!result.ok) {
        const { status, body } = refusal(result.reason);
        return c.json(body, status);
      }
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, (stream) => relay(stream, result.generation)) as never;
    })
    .openapi(routes.regenerate, async (c) => {
      const body = c.req.valid('json') as { translation?: string } | undefined;
      const result = await chat.regenerate(c.var.user.id, c.req.valid('param').sessionId, body ?? {}, timeZoneOf(c));
      if (!result.ok) {
        const { status, body: refusalBody } = refusal(result.reason);
        return c.json(refusalBody, status);
      }
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, (stream) => relay(stream, result.generation)) as never;
    })
    .openapi(routes.stop, async (c) =>
      (await chat.stop(c.var.user.id, c.req.valid('param').id)) ? c.body(null, 204) : c.json(errorBody('not_found', 'Not found.'), 404),
    )
    .openapi(routes.favorite, async (c) => {
      const message = await chat.setFavorite(c.var.user.id, c.req.valid('param').id, c.req.valid('json').isFavorite);
      return message ? c.json(message, 200) : c.json(errorBody('not_found', 'Not found.'), 404);
    });
}
