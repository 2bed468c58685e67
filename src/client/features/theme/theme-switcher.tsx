import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '../../../shared/limits.ts';
import { cn } from '../../lib/cn.ts';
import { haptics } from '../../lib/haptics.ts';
import { useTheme } from './theme-provider.tsx';

const options: Array<{ value: Theme; label: string; Icon: typeof Sun }> = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** Three-way theme choice as a radio group (arrow keys move between options). */
export function ThemeSwitcher({ showLabels = false }: { showLabels?: boolean }) {
  const { theme, setTheme } = useTheme();
  return (
    <div role="radiogroup" aria-label="Theme" className="inline-flex rounded-xl border border-slate-200 bg-slate-50 p-0.5 dark:border-slate-700 dark:bg-slate-900">
      {options.map(({ value, label, Icon }, index) => {
        const checked = theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={showLabels ? undefined : label}
            title={label}
            tabIndex={checked ? 0 : -1}
            onClick={() => {
              haptics.selection();
              setTheme(value);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              event.preventDefault();
              const step = event.key === 'ArrowRight' ? 1 : options.length - 1;
              const next = options[(index + step) % options.length];
              if (!next) return;
              setTheme(next.value);
              const group = event.currentTarget.parentElement;
              group?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[options.indexOf(next)]?.focus();
            }}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-[10px] px-2 text-sm transition-colors',
              checked
                ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-700 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {showLabels && <span>{label}</span>}
          </button>
        );
      })}
    </div>
  );
}
