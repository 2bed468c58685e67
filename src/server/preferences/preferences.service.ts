import type { Kysely } from 'kysely';
import { BUBBLE_COLORS_DEFAULT, THEME_PREFERENCE_DEFAULT } from '../../shared/limits.ts';
import {
  bubbleColorsSchema,
  preferencesSchema,
  type Preferences,
  type PreferencesPatch,
} from '../../shared/schemas/preferences.ts';
import type { Database } from '../db/schema.ts';
import { findPreferences, upsertPreferences, type PreferencesRow } from './preferences.repo.ts';

export const DEFAULT_PREFERENCES: Preferences = {
  theme: THEME_PREFERENCE_DEFAULT,
  bubbleColors: { ...BUBBLE_COLORS_DEFAULT },
  currentSessionId: null,
};

/** A user's preferences, with the spec's defaults for anything never saved (or saved damaged). */
export async function getPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await findPreferences(db, userId);
  return row === undefined ? DEFAULT_PREFERENCES : fromRow(row);
}

export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  patch: PreferencesPatch,
  now = new Date(),
): Promise<Preferences> {
  const row = toRow({ ...DEFAULT_PREFERENCES, ...patch });
  const changed: Partial<PreferencesRow> = {};
  if (patch.theme !== undefined) changed.theme = row.theme;
  if (patch.bubbleColors !== undefined) changed.bubble_colors = row.bubble_colors;
  if (patch.currentSessionId !== undefined) changed.current_session_id = row.current_session_id;
  await upsertPreferences(db, userId, row, changed, now);
  return getPreferences(db, userId);
}

function fromRow(row: PreferencesRow): Preferences {
  const parsed = preferencesSchema.safeParse({
    theme: row.theme,
    bubbleColors: parseColors(row.bubble_colors),
    currentSessionId: row.current_session_id,
  });
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

function parseColors(text: string): Preferences['bubbleColors'] {
  try {
    const parsed = bubbleColorsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES.bubbleColors;
  } catch {
    return DEFAULT_PREFERENCES.bubbleColors;
  }
}

function toRow(preferences: Preferences): PreferencesRow {
  return {
    theme: preferences.theme,
    bubble_colors: JSON.stringify(preferences.bubbleColors),
    current_session_id: preferences.currentSessionId,
  };
}
