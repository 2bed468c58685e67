import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ApiError } from '../../shared/schemas/api.ts';
import { headersFor } from './security-headers.ts';

export function errorBody(code: string, message: string, issues?: ApiError['error']['issues']): ApiError {
  return { error: issues === undefined ? { code, message } : { code, message, issues } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

/** Turns a zod failure into a 400 that names each bad field in plain words. */
export function validationError(c: Context, error: ZodError) {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message }));
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return c.json(errorBody('invalid_request', `The request was not valid. ${message}`, issues), 400);
}

/**
 * Answers with JSON text that was serialised earlier (a cached chapter), typed as the JSON it
 * holds so that the typed client still knows its shape; the caller guarantees `json` is `T`.
 * The response is built here with every header in one plain object (security headers, request
 * id, the caller's extras), which the Node adapter writes without building a Headers object.
 */
export function preSerializedJson<T>(c: Context, json: string, extraHeaders: Record<string, string> = {}): TypedResponse<T, 200, 'json'> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8', ...extraHeaders };
  for (const [name, value] of headersFor(c.req.path)) headers[name] = value;
  const requestId = c.get('requestId') as string | undefined;
  if (requestId) headers['X-Request-Id'] = requestId;
  return new Response(json, { status: 200, headers }) as unknown as TypedResponse<T, 200, 'json'>;
}
