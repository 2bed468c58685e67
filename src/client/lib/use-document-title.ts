import { useEffect } from 'react';
import { getAppConfig } from '../app/app-config.ts';

/** Sets the tab title to "<page> · <product>" (or the product name alone). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const { appName } = getAppConfig();
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);
}
