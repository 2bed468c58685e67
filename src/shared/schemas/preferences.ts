import { z } from 'zod';
import { THEMES } from '../limits.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #7B93FF');

export const sessionIdSchema = z.string().regex(/^session-\d{10,16}$/, "must look like 'session-' and a time stamp");

export const bubbleColorsSchema = z.object({ user: hexColor, bot: hexColor });

export const preferencesSchema = z.object({
  theme: z.enum(THEMES),
  bubbleColors: bubbleColorsSchema,
  currentSessionId: sessionIdSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Any subset of the preferences; `currentSessionId: null` clears the current session marker. */
export const preferencesPatchSchema = z
  .object({
    theme: z.enum(THEMES),
    bubbleColors: bubbleColorsSchema,
    currentSessionId: sessionIdSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
