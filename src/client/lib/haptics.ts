import { HAPTICS } from '../../shared/limits.ts';

type Pattern = number | readonly number[];

function canVibrate(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.vibrate === 'function' &&
    typeof window !== 'undefined' &&
    window.matchMedia?.('(pointer: coarse)').matches === true
  );
}

function vibrate(pattern: Pattern): boolean {
  if (!canVibrate()) return false;
  try {
    return navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
  } catch {
    return false;
  }
}

/**
 * Short vibrations on touch devices (SPEC.md section 9); silent everywhere else. Each call returns
 * whether the device accepted the vibration.
 */
export const haptics = {
  light: () => vibrate(HAPTICS.light),
  medium: () => vibrate(HAPTICS.medium),
  heavy: () => vibrate(HAPTICS.heavy),
  selection: () => vibrate(HAPTICS.selection),
  success: () => vibrate(HAPTICS.success),
  error: () => vibrate(HAPTICS.error),
  refresh: () => vibrate(HAPTICS.refresh),
};
