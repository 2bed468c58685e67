import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '../../../shared/limits.ts';
import { useSession } from '../../lib/auth-client.ts';
import { usePreferences } from '../preferences/get-preferences.ts';
import { useUpdatePreferences } from '../preferences/update-preferences.ts';
import { applyResolvedTheme, readDeviceTheme, resolveTheme, writeDeviceTheme } from './theme-storage.ts';

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function useSystemPrefersDark(): boolean {
  const query = '(prefers-color-scheme: dark)';
  const [prefersDark, setPrefersDark] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return prefersDark;
}

/**
 * Light / dark / system (SPEC.md sections 2 and 9). The device remembers the last choice so the
 * boot script can paint the right theme at once; when someone is signed in, their saved preference
 * wins and is written back to the device.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [deviceTheme, setDeviceTheme] = useState<Theme>(readDeviceTheme);
  const systemPrefersDark = useSystemPrefersDark();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const preferences = usePreferences({ enabled: signedIn });
  const updatePreferences = useUpdatePreferences();
  const theme = (signedIn ? preferences.data?.theme : undefined) ?? deviceTheme;

  useEffect(() => writeDeviceTheme(theme), [theme]);

  const resolvedTheme = resolveTheme(theme, systemPrefersDark);
  useLayoutEffect(() => applyResolvedTheme(resolvedTheme), [resolvedTheme]);

  const { mutate } = updatePreferences;
  const setTheme = useCallback(
    (next: Theme) => {
      setDeviceTheme(next);
      if (signedIn) mutate({ theme: next });
    },
    [signedIn, mutate],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (value === null) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
