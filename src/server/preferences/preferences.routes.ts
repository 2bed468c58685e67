import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import { preferencesPatchSchema, preferencesSchema } from '../../shared/schemas/preferences.ts';
import { requireUser } from '../auth/auth.middleware.ts';
import type { Database } from '../db/schema.ts';
import { createRouter } from '../http/router.ts';
import type { SignedInEnv } from '../http/types.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

const unauthenticated = { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } };

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['preferences'],
  summary: "The signed-in user's theme, bubble colours and current chat session",
  middleware: [requireUser] as const,
  responses: {
    200: { description: 'Preferences, with defaults for anything never saved', content: { 'application/json': { schema: preferencesSchema } } },
    401: unauthenticated,
  },
});

const patchPreferencesRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['preferences'],
  summary: 'Change some preferences (insert the row when none exists)',
  middleware: [requireUser] as const,
  request: { body: { required: true, content: { 'application/json': { schema: preferencesPatchSchema } } } },
  responses: {
    200: { description: 'The preferences after the change', content: { 'application/json': { schema: preferencesSchema } } },
    400: { description: 'Invalid change', content: { 'application/json': { schema: apiErrorSchema } } },
    401: unauthenticated,
  },
});

export function preferencesRoutes(db: Kysely<Database>) {
  return createRouter<SignedInEnv>()
    .openapi(getPreferencesRoute, async (c) => c.json(await getPreferences(db, c.var.user.id), 200))
    .openapi(patchPreferencesRoute, async (c) =>
      c.json(await updatePreferences(db, c.var.user.id, c.req.valid('json')), 200),
    );
}
