import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HAPTICS } from '../../shared/limits.ts';
import { haptics } from './haptics.ts';

function deviceWithTouch(coarsePointer: boolean) {
  const vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: coarsePointer && query === '(pointer: coarse)' }) as MediaQueryList,
  );
  return vibrate;
}

describe('haptics', () => {
  beforeEach(() => {
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('vibrates for the spec durations on a touch device', () => {
    const vibrate = deviceWithTouch(true);
    haptics.light();
    haptics.medium();
    haptics.heavy();
    haptics.selection();
    expect(vibrate.mock.calls).toEqual([[10], [20], [40], [5]]);
  });

  it('plays the success, error and refresh patterns', () => {
    const vibrate = deviceWithTouch(true);
    haptics.success();
    haptics.error();
    haptics.refresh();
    expect(vibrate.mock.calls).toEqual([[[...HAPTICS.success]], [[...HAPTICS.error]], [[...HAPTICS.refresh]]]);
  });

  it('stays silent with a mouse, and where vibration does not exist', () => {
    const vibrate = deviceWithTouch(false);
    expect(haptics.medium()).toBe(false);
    expect(vibrate).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'vibrate');
    expect(haptics.medium()).toBe(false);
  });
});
