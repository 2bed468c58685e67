import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { validationError } from './errors.ts';

/** A router whose zod-validated routes answer bad input with our 400 (every field named). */
export function createRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => (result.success ? undefined : validationError(c, result.error)),
  });
}
