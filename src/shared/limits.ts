/**
 * Every business constant of SPEC.md section 9 (and the few the spec names elsewhere), once.
 * Server and client import these; tests import them instead of retyping numbers.
 */

export const CREDITS = {
  newUserTotal: 20,
  newUserFree: 2,
  perMessage: 1,
  dailyFreeTopUp: 1,
  perAdView: 2,
  giftCodeDefault: 20,
} as const;

export const SESSION_SECURITY = {
  inactivityTimeoutMs: 30 * 60_000,
  inactivityWarningBeforeMs: 5 * 60_000,
  inactivityWarningShownMs: 10_000,
  inactivityCheckEveryMs: 60_000,
  loginFailureLimit: 5,
  loginFailureWindowMs: 15 * 60_000,
  suspiciousWindowMs: 5 * 60_000,
  suspiciousMaxAttempts: 5,
  suspiciousMaxUserAgents: 2,
  suspiciousMaxFailures: 3,
  securityLogInMemory: 1000,
  securityLogStored: 100,
  securityLogCritical: 50,
} as const;

export const INPUT_LIMITS = {
  loginPasswordMin: 8,
  registerPasswordMin: 12,
  nameMin: 2,
  nameMax: 100,
  chatNameMin: 2,
  chatNameMax: 50,
  emailMin: 5,
  emailMax: 254,
  emailRawMax: 1000,
  messageMax: 1000,
} as const;

export const AI_CONTEXT = {
  historyMessages: 25,
  favouriteVerses: 5,
  favouriteVerseChars: 100,
  recentTopics: 5,
  bookmarkedBooks: 5,
  bookmarksScanned: 10,
} as const;

export const AUDIO = {
  signedUrlCacheCheckSeconds: 900,
  signedUrlAfterUploadSeconds: 3600,
  cacheControlSeconds: 3600,
  skipStepSeconds: 5,
} as const;

/** Notification (sonner) settings: the product's own duration, not the library's 4000 ms default. */
export const TOASTS = {
  durationMs: 3000,
  visibleMax: 3,
  gapPx: 14,
  widthPx: 356,
  position: 'top-center',
} as const;

export const GESTURES = {
  swipeDismissMinPx: 50,
  swipeDismissMinMs: 50,
  swipeDismissMaxMs: 500,
} as const;

export const UI_TIMING = {
  scrollToBottomDelayMs: 100,
  errorBoundaryResetDelayMs: 100,
} as const;

/** Vibration lengths in milliseconds; patterns alternate vibrate / pause. */
export const HAPTICS = {
  light: 10,
  medium: 20,
  heavy: 40,
  selection: 5,
  success: [10, 50, 20],
  error: [40, 60, 40, 60, 40],
  refresh: [5, 30, 10],
} as const;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** The saved preference defaults to system; a device that has never chosen starts light. */
export const THEME_PREFERENCE_DEFAULT: Theme = 'system';
export const THEME_LOCAL_DEFAULT: Theme = 'light';

export const BUBBLE_COLORS_DEFAULT = {
  user: '#848484',
  bot: '#7B93FF',
} as const;

/** TanStack Query defaults of SPEC.md section 9. */
export const QUERY_DEFAULTS = {
  retry: 1,
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  refetchOnWindowFocus: false,
  refetchOnMount: true,
} as const;
