import { Palette, SunMoon } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ThemeSwitcher } from '../theme/theme-switcher.tsx';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <section aria-labelledby="theme-heading" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 id="theme-heading" className="flex items-center gap-2 font-semibold">
          <SunMoon className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          Theme
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
          Light, dark, or follow this device. Your choice is saved to your account and follows you to other devices.
        </p>
        <ThemeSwitcher showLabels />
      </section>
      <section aria-labelledby="bubbles-heading" className="rounded-2xl border border-dashed border-slate-300 p-5 dark:border-slate-700">
        <h2 id="bubbles-heading" className="flex items-center gap-2 font-semibold">
          <Palette className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          Chat bubble colours
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Choosing the colours of your and your companion’s chat bubbles arrives with the chat. Not available yet.
        </p>
      </section>
    </div>
  );
}
