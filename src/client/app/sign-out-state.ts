/**
 * True while a deliberate sign-out (button, inactivity, account deletion) is under way, so that
 * the guard sends the person to a plain /login instead of remembering the page they left.
 */
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function setSigningOut(value: boolean): void {
  signingOut = value;
}
