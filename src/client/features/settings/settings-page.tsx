import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Palette, RotateCcw, SunMoon, UserCog } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BUBBLE_COLORS_DEFAULT } from '../../../shared/limits.ts';
import type { Preferences } from '../../../shared/schemas/preferences.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { haptics } from '../../lib/haptics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { preferencesQueryOptions, usePreferences } from '../preferences/get-preferences.ts';
import { useUpdatePreferences } from '../preferences/update-preferences.ts';
import { ThemeSwitcher } from '../theme/theme-switcher.tsx';

type BubbleColors = Preferences['bubbleColors'];
type BubbleKey = keyof BubbleColors;

/** How long typing in a hex field rests before the colour is saved. */
const SAVE_DELAY_MS = 400;
const SAVED_MESSAGE = 'Bubble colours saved';
const HEX_ERROR = 'Enter a colour as # and six hex digits, like #7B93FF.';

const bubbleLabels: Record<BubbleKey, { legend: string; short: string }> = {
  user: { legend: 'Your messages', short: 'your messages' },
  bot: { legend: 'The companion’s messages', short: 'the companion’s messages' },
};

/** '#7b93ff', '7B93FF' or ' #7B93FF ' → '#7B93FF'; anything else → null. */
function normalizeHex(text: string): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(text.trim());
  return match?.[1] ? `#${match[1].toUpperCase()}` : null;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Black or white, whichever contrasts more with the bubble. */
function readableTextOn(hex: string): '#000000' | '#FFFFFF' {
  const l = luminance(hex);
  const withBlack = (l + 0.05) / 0.05;
  const withWhite = 1.05 / (l + 0.05);
  return withBlack >= withWhite ? '#000000' : '#FFFFFF';
}

function sameColours(a: BubbleColors, b: BubbleColors): boolean {
  return a.user.toUpperCase() === b.user.toUpperCase() && a.bot.toUpperCase() === b.bot.toUpperCase();
}

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
      <BubbleColoursSection />
      <Link
        to="/account-settings"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 p-5 transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-800 dark:hover:bg-slate-900"
      >
        <UserCog className="size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        <span className="flex-1">
          <span className="block font-semibold">Account settings</span>
          <span className="block text-sm text-slate-600 dark:text-slate-300">Name, password, delete account</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      </Link>
    </div>
  );
}

function BubbleColoursSection() {
  const preferences = usePreferences({ enabled: true });
  return (
    <section aria-labelledby="bubbles-heading" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="bubbles-heading" className="flex items-center gap-2 font-semibold">
        <Palette className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        Chat bubble colours
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
        Choose the colours of your messages and your companion’s in the chat. Changes are saved as you go.
      </p>
      {preferences.isPending ? (
        <div role="status" aria-live="polite" className="space-y-3">
          <span className="sr-only">Loading your colours…</span>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
          <Skeleton className="h-32" />
        </div>
      ) : preferences.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
          <span>Your colours could not be loaded.</span>
          <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <BubbleColoursEditor saved={preferences.data.bubbleColors} />
      )}
    </section>
  );
}

function BubbleColoursEditor({ saved }: { saved: BubbleColors }) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdatePreferences();
  /** What is typed in a hex field and not yet saved (or not valid). */
  const [drafts, setDrafts] = useState<Partial<Record<BubbleKey, string>>>({});
  /** Fields left with an invalid value: their error shows (not while someone is still typing). */
  const [left, setLeft] = useState<Partial<Record<BubbleKey, boolean>>>({});
  const waiting = useRef<Partial<BubbleColors>>({});
  const timer = useRef<number | undefined>(undefined);

  const save = useCallback(
    (changes: Partial<BubbleColors>) => {
      // The freshest colours: an earlier save may have changed the other one in the meantime.
      const current = queryClient.getQueryData(preferencesQueryOptions().queryKey)?.bubbleColors ?? BUBBLE_COLORS_DEFAULT;
      const next: BubbleColors = { ...current, ...changes };
      const keys = Object.keys(changes) as BubbleKey[];
      mutateAsync({ bubbleColors: next }).then(
        () => {
          haptics.success();
          toast.success(SAVED_MESSAGE, { id: 'bubble-colours-saved' });
          setDrafts((shown) => {
            const kept = { ...shown };
            for (const key of keys) if (normalizeHex(kept[key] ?? '') === next[key]) delete kept[key];
            return kept;
          });
        },
        (error: unknown) => {
          haptics.error();
          toast.error(error instanceof ApiRequestError ? error.message : 'Your colours could not be saved. Please try again.');
          // The saved colours are back in place; show them rather than what failed.
          setDrafts((shown) => {
            const kept = { ...shown };
            for (const key of keys) delete kept[key];
            return kept;
          });
        },
      );
    },
    [queryClient, mutateAsync],
  );

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const changes = waiting.current;
    waiting.current = {};
    if (Object.keys(changes).length > 0) save(changes);
  }, [save]);

  // Leaving the page within the typing pause still saves what was typed.
  useEffect(() => flush, [flush]);

  const wait = (key: BubbleKey, hex: string | null) => {
    const rest = { ...waiting.current };
    delete rest[key];
    waiting.current = hex === null || hex === saved[key].toUpperCase() ? rest : { ...rest, [key]: hex };
    window.clearTimeout(timer.current);
    timer.current = Object.keys(waiting.current).length > 0 ? window.setTimeout(flush, SAVE_DELAY_MS) : undefined;
  };

  const type = (key: BubbleKey, text: string) => {
    setDrafts((shown) => ({ ...shown, [key]: text }));
    setLeft((shown) => ({ ...shown, [key]: false }));
    wait(key, normalizeHex(text));
  };

  const pick = (key: BubbleKey, value: string) => {
    const hex = normalizeHex(value);
    if (!hex) return;
    setDrafts((shown) => ({ ...shown, [key]: hex }));
    setLeft((shown) => ({ ...shown, [key]: false }));
    wait(key, hex);
  };

  const reset = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    waiting.current = {};
    setDrafts({});
    setLeft({});
    save({ ...BUBBLE_COLORS_DEFAULT });
  };

  const colourOf = (key: BubbleKey) => normalizeHex(drafts[key] ?? '') ?? saved[key].toUpperCase();
  const shown: BubbleColors = { user: colourOf('user'), bot: colourOf('bot') };
  const hasInvalidDraft = (['user', 'bot'] as const).some((key) => drafts[key] !== undefined && normalizeHex(drafts[key]) === null);
  const atDefaults = sameColours(shown, BUBBLE_COLORS_DEFAULT) && !hasInvalidDraft;

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['user', 'bot'] as const).map((key) => (
          <ColourChooser
            key={key}
            which={key}
            text={drafts[key] ?? saved[key].toUpperCase()}
            colour={shown[key]}
            invalid={normalizeHex(drafts[key] ?? saved[key]) === null}
            showError={left[key] === true}
            onType={(text) => type(key, text)}
            onPick={(value) => pick(key, value)}
            onLeave={() => setLeft((state) => ({ ...state, [key]: true }))}
          />
        ))}
      </div>
      <BubblePreview colours={shown} />
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={reset} disabled={atDefaults}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset to defaults
        </Button>
      </div>
    </div>
  );
}

interface ColourChooserProps {
  which: BubbleKey;
  text: string;
  colour: string;
  invalid: boolean;
  showError: boolean;
  onType: (text: string) => void;
  onPick: (value: string) => void;
  onLeave: () => void;
}

function ColourChooser({ which, text, colour, invalid, showError, onType, onPick, onLeave }: ColourChooserProps) {
  const id = useId();
  const { legend, short } = bubbleLabels[which];
  const errorShown = invalid && showError;
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex items-end gap-3">
        <input
          type="color"
          value={colour.toLowerCase()}
          onChange={(event) => onPick(event.target.value)}
          aria-label={`Colour picker for ${short}`}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-hex`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
            Hex code<span className="sr-only"> for {short}</span>
          </label>
          <input
            id={`${id}-hex`}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={7}
            value={text}
            onChange={(event) => onType(event.target.value)}
            onBlur={onLeave}
            aria-invalid={errorShown ? true : undefined}
            aria-describedby={errorShown ? `${id}-error` : undefined}
            className={cn(inputClasses, 'font-mono uppercase')}
          />
        </div>
      </div>
      {errorShown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {HEX_ERROR}
        </p>
      )}
    </fieldset>
  );
}

function BubblePreview({ colours }: { colours: BubbleColors }) {
  return (
    <figure className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
      <figcaption className="mb-3 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">Preview</figcaption>
      <div className="space-y-3">
        <div className="flex justify-end">
          <p
            data-testid="bubble-preview-user"
            className="max-w-[85%] rounded-2xl rounded-br-md px-4 py-2.5 text-sm leading-relaxed shadow-sm"
            style={{ backgroundColor: colours.user, color: readableTextOn(colours.user) }}
          >
            <span className="sr-only">You: </span>I have been anxious about tomorrow. Is there a verse for that?
          </p>
        </div>
        <div className="flex justify-start">
          <p
            data-testid="bubble-preview-bot"
            className="max-w-[85%] rounded-2xl rounded-bl-md px-4 py-2.5 text-sm leading-relaxed shadow-sm"
            style={{ backgroundColor: colours.bot, color: readableTextOn(colours.bot) }}
          >
            <span className="sr-only">Companion: </span>“Do not worry about tomorrow, for tomorrow will worry about itself.” (Matthew 6:34)
            You are not carrying it alone.
          </p>
        </div>
      </div>
    </figure>
  );
}
