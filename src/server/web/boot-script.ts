import { THEME_LOCAL_DEFAULT } from '../../shared/limits.ts';
import type { PublicAppConfig } from '../../shared/app-config.ts';

/**
 * A tiny blocking script in <head>: it publishes the public configuration and applies the
 * remembered theme before the first paint, so a dark-mode reader never sees a white flash. It is
 * a file of our origin rather than an inline script, so the CSP needs no 'unsafe-inline'.
 */
export function bootScript(config: PublicAppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function () {
  var config = ${json};
  window.__APP_CONFIG__ = config;
  var theme = ${JSON.stringify(THEME_LOCAL_DEFAULT)};
  try { theme = localStorage.getItem(config.themeStorageKey) || theme; } catch (error) {}
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
`;
}
