/**
 * Set while a deliberate sign-out (button, inactivity, account deletion) is under way, so that the
 * guard sends the person where that sign-out leads (a plain /login, or the home page after an
 * account deletion) instead of to /login remembering the page they left.
 */
let destination: string | null = null;

export function isSigningOut(): boolean {
  return destination !== null;
}

/** Where the guard sends someone whose session ended on purpose. */
export function signOutDestination(): string {
  return destination ?? '/login';
}

export function setSigningOut(value: boolean, to = '/login'): void {
  destination = value ? to : null;
}
