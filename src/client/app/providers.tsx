import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOASTS } from '../../shared/limits.ts';
import { ThemeProvider, useTheme } from '../features/theme/theme-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';

function Notifications() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position={TOASTS.position}
      duration={TOASTS.durationMs}
      visibleToasts={TOASTS.visibleMax}
      gap={TOASTS.gapPx}
      closeButton
      richColors
      theme={resolvedTheme}
      style={{ '--width': `${TOASTS.widthPx}px` } as React.CSSProperties}
      containerAriaLabel="Notifications"
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Notifications />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
