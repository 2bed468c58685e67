/**
 * What the server tells the browser before React starts (served as /app-boot.js and read from
 * `window.__APP_CONFIG__`): the product name, which an operator may change with APP_NAME, and the
 * device key under which the theme is remembered.
 */
export interface PublicAppConfig {
  appName: string;
  themeStorageKey: string;
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'app' : slug;
}

export function publicAppConfig(appName: string): PublicAppConfig {
  return { appName, themeStorageKey: `${slugify(appName)}-theme` };
}
