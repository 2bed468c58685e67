import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { SESSION_SECURITY } from '../../../shared/limits.ts';
import { getAppConfig } from '../../app/app-config.ts';

export interface InactivityTimeoutOptions {
  /** Only a signed-in person is watched; while false nothing is recorded or checked. */
  enabled: boolean;
  /** Called once per warning period, with the time left before expiry. */
  onWarn: (remainingMs: number) => void;
  /** Called once when the inactivity limit is reached; the stored last activity is already cleared. */
  onExpire: () => void;
  /** The clock, in epoch milliseconds (tests pass their own). */
  now?: () => number;
}

export interface InactivityTimeoutControls {
  /** Records activity now, as the warning's 'Stay Active' action does. */
  stayActive: () => void;
}

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;
// Scroll does not bubble, so the window hears element scrolls only in the capture phase.
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };
// Mouse moves arrive by the hundred per second; one storage write a second is plenty.
const WRITE_THROTTLE_MS = 1000;

function lastActivityKey(): string {
  return `${getAppConfig().themeStorageKey.replace(/-theme$/, '')}-last-activity`;
}

function readStoredActivity(): number | null {
  try {
    const raw = localStorage.getItem(lastActivityKey());
    if (raw === null) return null;
    const value = Number(raw);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeStoredActivity(at: number): void {
  try {
    localStorage.setItem(lastActivityKey(), String(at));
  } catch {
    // Private browsing or a full quota: this tab still keeps its own copy in memory.
  }
}

function removeStoredActivity(): void {
  try {
    localStorage.removeItem(lastActivityKey());
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/**
 * Signs a person out after a period without activity (SPEC.md section 4). Last activity lives in
 * localStorage, so activity in any tab keeps every tab alive; it is refreshed (at most once a
 * second) on mouse, key, scroll and touch events. A check runs every minute and whenever the page
 * becomes visible again: with five minutes or less left it calls `onWarn` once, and at thirty
 * minutes it calls `onExpire` once and forgets the stored time.
 */
export function useInactivityTimeout({
  enabled,
  onWarn,
  onExpire,
  now = Date.now,
}: InactivityTimeoutOptions): InactivityTimeoutControls {
  // This tab's own copy, used when storage is unavailable or was cleared by another tab.
  const lastSeenRef = useRef<number | null>(null);
  const lastWriteRef = useRef(Number.NEGATIVE_INFINITY);
  // The last-activity value a warning or expiry was raised for: a newer value opens a new period.
  const warnedForRef = useRef<number | null>(null);
  const expiredForRef = useRef<number | null>(null);

  const record = useCallback((at: number) => {
    lastSeenRef.current = latest(lastSeenRef.current, at);
    lastWriteRef.current = at;
    writeStoredActivity(at);
  }, []);

  const stayActive = useCallback(() => record(now()), [now, record]);

  const onActivity = useEffectEvent(() => {
    const at = now();
    if (at - lastWriteRef.current < WRITE_THROTTLE_MS) return;
    record(at);
  });

  const check = useEffectEvent(() => {
    const last = latest(readStoredActivity(), lastSeenRef.current);
    lastSeenRef.current = last;
    if (last === null || expiredForRef.current === last) return;

    const idleMs = now() - last;
    if (idleMs >= SESSION_SECURITY.inactivityTimeoutMs) {
      expiredForRef.current = last;
      lastSeenRef.current = null;
      removeStoredActivity();
      onExpire();
      return;
    }
    const remainingMs = SESSION_SECURITY.inactivityTimeoutMs - idleMs;
    if (remainingMs <= SESSION_SECURITY.inactivityWarningBeforeMs && warnedForRef.current !== last) {
      warnedForRef.current = last;
      onWarn(remainingMs);
    }
  });

  const start = useEffectEvent(() => {
    if (latest(readStoredActivity(), lastSeenRef.current) === null) record(now());
    // A time left behind by an earlier visit may already be past the limit.
    check();
  });

  useEffect(() => {
    if (!enabled) return;
    start();

    const interval = window.setInterval(() => check(), SESSION_SECURITY.inactivityCheckEveryMs);
    // Background tabs throttle timers, so look again as soon as the page is back in view.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    const handleActivity = () => onActivity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, handleActivity, LISTENER_OPTIONS);
    document.addEventListener('visibilitychange', onVisibilityChange);

    return () => {
      window.clearInterval(interval);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity, LISTENER_OPTIONS);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      // Leaving the signed-in area (sign-out included) forgets the time, so that signing in again
      // later does not inherit an old one and expire at once. A closed tab runs no cleanup, so a
      // reopened app still sees its last activity.
      lastSeenRef.current = null;
      warnedForRef.current = null;
      expiredForRef.current = null;
      lastWriteRef.current = Number.NEGATIVE_INFINITY;
      removeStoredActivity();
    };
  }, [enabled]);

  return { stayActive };
}
