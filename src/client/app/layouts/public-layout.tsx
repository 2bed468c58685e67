import { Link, NavLink, Outlet } from 'react-router';
import { Suspense } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { ThemeSwitcher } from '../../features/theme/theme-switcher.tsx';
import { cn } from '../../lib/cn.ts';
import { useAppConfig } from '../app-config.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-2 py-1 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700 dark:text-white' : 'text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white',
  );

export function PublicLayout() {
  const { appName } = useAppConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <BrandMark />
          <nav aria-label="Main" className="ml-auto hidden items-center gap-2 sm:flex">
            <NavLink to="/about" className={navLinkClass}>
              About
            </NavLink>
            <NavLink to="/login" className={navLinkClass}>
              Sign in
            </NavLink>
          </nav>
          <div className="ml-auto hidden items-center gap-2 sm:ml-2 sm:flex">
            <ThemeSwitcher />
            <ButtonLink to="/register" size="sm">
              Get started
            </ButtonLink>
          </div>
          <div className="ml-auto sm:hidden">
            <ButtonLink to="/login" size="sm" variant="secondary">
              Sign in
            </ButtonLink>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-300">
          <p>
            © {new Date().getFullYear()} {appName}. Guidance for inspiration, grounded in Scripture.
          </p>
          <div className="sm:hidden">
            <ThemeSwitcher showLabels />
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link className="hover:text-brand-700 hover:underline dark:hover:text-white" to="/about">About</Link>
            <Link className="hover:text-brand-700 hover:underline dark:hover:text-white" to="/privacy-policy">Privacy Policy</Link>
            <Link className="hover:text-brand-700 hover:underline dark:hover:text-white" to="/terms-of-service">Terms of Service</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
