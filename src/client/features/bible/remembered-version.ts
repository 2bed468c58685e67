const KEY = 'faith-companion.bible.version';
export const DEFAULT_VERSION = 'kjv';

/** The version last read on this device (the saved reading progress wins when there is one). */
export function readRememberedVersion(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberVersion(version: string): void {
  try {
    window.localStorage.setItem(KEY, version);
  } catch {
    // Private mode or storage full: the server's reading progress still remembers it.
  }
}
