import { THEMES, THEME_LOCAL_DEFAULT, type Theme } from '../../../shared/limits.ts';
import { getAppConfig } from '../../app/app-config.ts';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The theme remembered on this device (light until the person chooses). */
export function readDeviceTheme(): Theme {
  try {
    const stored = localStorage.getItem(getAppConfig().themeStorageKey);
    return isTheme(stored) ? stored : THEME_LOCAL_DEFAULT;
  } catch {
    return THEME_LOCAL_DEFAULT;
  }
}

export function writeDeviceTheme(theme: Theme): void {
  try {
    localStorage.setItem(getAppConfig().themeStorageKey, theme);
  } catch {
    // Private browsing or a full storage quota: the theme still applies for this visit.
  }
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Mirrors what /app-boot.js does before the first paint. */
export function applyResolvedTheme(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}
