import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import { profilePatchSchema, profileSchema } from '../../shared/schemas/auth.ts';
import { requireUser } from '../auth/auth.middleware.ts';
import type { Database } from '../db/schema.ts';
import { errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import type { SignedInEnv } from '../http/types.ts';
import { acceptDisclaimer, getProfile, updateProfile } from './profiles.service.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const profileResponse = (description: string) => ({ description, content: json(profileSchema) });
const errors = {
  401: { description: 'Not signed in', content: json(apiErrorSchema) },
  404: { description: 'The account no longer exists', content: json(apiErrorSchema) },
};

const getProfileRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['profile'],
  summary: "The signed-in user's profile",
  middleware: [requireUser] as const,
  responses: { 200: profileResponse('The profile'), ...errors },
});

const patchProfileRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['profile'],
  summary: 'Change name or gender',
  middleware: [requireUser] as const,
  request: { body: { required: true, content: json(profilePatchSchema) } },
  responses: { 200: profileResponse('The profile after the change'), 400: { description: 'Invalid change', content: json(apiErrorSchema) }, ...errors },
});

const acceptDisclaimerRoute = createRoute({
  method: 'post',
  path: '/disclaimer',
  tags: ['profile'],
  summary: 'Accept the first-run disclaimer (once accepted, it stays accepted)',
  middleware: [requireUser] as const,
  responses: { 200: profileResponse('The profile, with disclaimerAccepted true'), ...errors },
});

export function profileRoutes(db: Kysely<Database>) {
  const gone = errorBody('not_found', 'Your account could not be found. Please sign in again.');
  return createRouter<SignedInEnv>()
    .openapi(getProfileRoute, async (c) => {
      const profile = await getProfile(db, c.var.user.id);
      return profile ? c.json(profile, 200) : c.json(gone, 404);
    })
    .openapi(patchProfileRoute, async (c) => {
      const profile = await updateProfile(db, c.var.user.id, c.req.valid('json'));
      return profile ? c.json(profile, 200) : c.json(gone, 404);
    })
    .openapi(acceptDisclaimerRoute, async (c) => {
      const profile = await acceptDisclaimer(db, c.var.user.id);
      return profile ? c.json(profile, 200) : c.json(gone, 404);
    });
}
