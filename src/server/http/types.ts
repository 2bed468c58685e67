import type { Logger } from '../infra/logger.ts';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** Values every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SignedInUser | null;
  };
}

/** The same, after requireUser has run: the user is certain. */
export interface SignedInEnv {
  Variables: AppEnv['Variables'] & { user: SignedInUser };
}
