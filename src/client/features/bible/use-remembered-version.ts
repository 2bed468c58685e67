import { useReadingProgress } from './get-reading-progress.ts';
import { DEFAULT_VERSION, readRememberedVersion } from './remembered-version.ts';

/**
 * The version to open when none is asked for: the saved reading progress, else this device's last
 * choice, else the King James Version. `null` while the progress is still loading.
 */
export function useRememberedVersion(): string | null {
  const progress = useReadingProgress();
  if (progress.isPending) return null;
  return progress.data?.translation ?? readRememberedVersion() ?? DEFAULT_VERSION;
}
