import { publicAppConfig, type PublicAppConfig } from '../../shared/app-config.ts';

declare global {
  interface Window {
    __APP_CONFIG__?: PublicAppConfig;
  }
}

const DEFAULT_APP_NAME = 'Faith Companion';

/** The public configuration published by /app-boot.js (product name, theme key), with a safe fallback. */
export function getAppConfig(): PublicAppConfig {
  return (typeof window !== 'undefined' && window.__APP_CONFIG__) || publicAppConfig(DEFAULT_APP_NAME);
}

export function useAppConfig(): PublicAppConfig {
  return getAppConfig();
}
