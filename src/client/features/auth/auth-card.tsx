import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';

/** The frame of the sign-in, registration and reset pages. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="sm:hidden">
              <BrandMark />
            </span>
            <h1 className="text-2xl font-semibold">{title}</h1>
            <p className="text-slate-600 dark:text-slate-300">{subtitle}</p>
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
      </div>
    </div>
  );
}
