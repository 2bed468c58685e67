import { createAuthClient } from 'better-auth/react';

/** Better Auth's browser client; sessions live in an http-only cookie set by our server. */
export const authClient = createAuthClient({ basePath: '/api/auth' });

export function useSession() {
  return authClient.useSession();
}
