import { useId, type ReactNode } from 'react';
import { GENDERS, type Gender } from '../../shared/schemas/auth.ts';
import { cn } from '../lib/cn.ts';

const labels: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  prefer_not_to_say: 'Prefer not to say',
};

interface GenderFieldsetProps {
  value: Gender | null;
  onChange: (gender: Gender) => void;
  hint?: ReactNode;
  error?: string | undefined;
}

/** The three gender choices of SPEC.md section 3, as large radio cards (registration and account settings). */
export function GenderFieldset({ value, onChange, hint, error }: GenderFieldsetProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Gender</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {GENDERS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === option
                ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-white'
                : 'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-900',
            )}
          >
            <input
              type="radio"
              name={`gender-${id}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700 dark:accent-brand-300"
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
