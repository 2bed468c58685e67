import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Coins, History, LogOut, MessageCircle, Settings, Star, type LucideIcon } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { INACTIVITY, LOGOUT } from '../../../shared/messages.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { InactivityGuard } from '../../features/auth/inactivity-guard.tsx';
import { logSecurityEvent } from '../../features/auth/security-log.ts';
import { useSessionKeepAlive } from '../../features/auth/use-session-keep-alive.ts';
import { DisclaimerModal } from '../../features/disclaimer/disclaimer-modal.tsx';
import { ThemeSwitcher } from '../../features/theme/theme-switcher.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { cn } from '../../lib/cn.ts';
import { setSigningOut } from '../sign-out-state.ts';
import { haptics } from '../../lib/haptics.ts';

interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Shown in the phone's bottom bar (five fit); the rest stay in the top bar. */
  inTabBar: boolean;
}

const navItems: NavItem[] = [
  { to: '/chat', label: 'Chat', Icon: MessageCircle, inTabBar: true },
  { to: '/bible', label: 'Bible', Icon: BookOpen, inTabBar: true },
  { to: '/favorites', label: 'Favorites', Icon: Star, inTabBar: true },
  { to: '/history', label: 'History', Icon: History, inTabBar: true },
  { to: '/credits', label: 'Credits', Icon: Coins, inTabBar: false },
  { to: '/settings', label: 'Settings', Icon: Settings, inTabBar: true },
];

/** Ends the session on the server and on the device, then goes to /login with a notice. */
function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (notice: () => void) => {
      setSigningOut(true);
      try {
        await authClient.signOut();
      } finally {
        logSecurityEvent('logout', {});
        queryClient.clear();
        notice();
        // The flag stays set until the next sign-in: the page being left may render once more
        // after this navigation, and it must not add a redirect back to itself.
        await navigate('/login', { replace: true });
      }
    },
    [navigate, queryClient],
  );
}

function SignOutButton() {
  const signOutWith = useSignOut();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    await signOutWith(() => toast.success(LOGOUT.success));
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={pending} aria-label="Sign out" title="Sign out">
      <LogOut className="size-4" aria-hidden="true" />
      <span className="hidden lg:inline">Sign out</span>
    </Button>
  );
}

/** The signed-in shell: top bar with navigation, a bottom tab bar on phones, and the page. */
export function AppLayout() {
  const signOutWith = useSignOut();
  const expire = useCallback(() => {
    void signOutWith(() => toast.error(INACTIVITY.expired, { duration: 10_000 }));
  }, [signOutWith]);
  useSessionKeepAlive(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <InactivityGuard onExpire={expire} />
      <DisclaimerModal />
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-4">
          <BrandMark to="/chat" />
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {navItems.map(({ to, label, Icon }) => (
              <NavLink
                key={to}
                to={to}
                end={to === '/bible' ? false : undefined}
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-900',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <NavLink to="/credits" className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-900" aria-label="Credits">
              <Coins className="size-5" aria-hidden="true" />
            </NavLink>
            <div className="hidden md:block">
              <ThemeSwitcher />
            </div>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pb-20 focus:outline-none md:pb-0">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label="Sections"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <ul className="mx-auto grid max-w-md grid-cols-5">
          {navItems
            .filter((item) => item.inTabBar)
            .map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={() => haptics.selection()}
                  className={({ isActive }) =>
                    cn(
                      'flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium',
                      isActive ? 'text-brand-700 dark:text-white' : 'text-slate-600 dark:text-slate-400',
                    )
                  }
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
