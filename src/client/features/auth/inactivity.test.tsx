import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SECURITY } from '../../../shared/limits.ts';
import { INACTIVITY } from '../../../shared/messages.ts';
import { InactivityGuard } from './inactivity-guard.tsx';
import { useInactivityTimeout } from './use-inactivity-timeout.ts';

const KEY = 'faith-companion-last-activity';
const MINUTE = 60_000;
const START = Date.UTC(2025, 0, 1, 8, 0, 0);

/** Fake timers also drive Date, so the clock handed to the hook moves with the scheduled checks. */
const now = () => Date.now();

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Moves the clock to `minutes` after the start, running every check on the way. */
function advanceTo(minutes: number): void {
  advance(START + minutes * MINUTE - Date.now());
}

function renderTimeout(enabled = true) {
  const onWarn = vi.fn<(remainingMs: number) => void>();
  const onExpire = vi.fn<() => void>();
  const view = renderHook(({ on }: { on: boolean }) => useInactivityTimeout({ enabled: on, onWarn, onExpire, now }), {
    initialProps: { on: enabled },
  });
  return { onWarn, onExpire, ...view };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('useInactivityTimeout', () => {
  it('records the start of the session on the device', () => {
    renderTimeout();
    expect(localStorage.getItem(KEY)).toBe(String(START));
  });

  it('does not warn before 25 minutes, then warns once at the first check with 5 minutes left', () => {
    const { onWarn, onExpire } = renderTimeout();
    advance(SESSION_SECURITY.inactivityTimeoutMs - SESSION_SECURITY.inactivityWarningBeforeMs - 1);
    expect(onWarn).not.toHaveBeenCalled();

    advance(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledWith(SESSION_SECURITY.inactivityWarningBeforeMs);

    advanceTo(29);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires at 30 minutes exactly once and forgets the stored time', () => {
    const { onExpire } = renderTimeout();
    advanceTo(30);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();

    advanceTo(90);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('Stay Active starts a new period', () => {
    const { onWarn, onExpire, result } = renderTimeout();
    advanceTo(26);
    expect(onWarn).toHaveBeenCalledTimes(1);

    act(() => result.current.stayActive());
    advanceTo(50);
    expect(onExpire).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledTimes(1);

    advanceTo(51);
    expect(onWarn).toHaveBeenCalledTimes(2);
    advanceTo(56);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('key and mouse activity reset the timer', () => {
    const { onWarn, onExpire } = renderTimeout();
    advanceTo(20);
    fireEvent.keyDown(window, { key: 'a' });
    expect(localStorage.getItem(KEY)).toBe(String(START + 20 * MINUTE));
    advanceTo(44);
    expect(onWarn).not.toHaveBeenCalled();

    fireEvent.mouseMove(window);
    advanceTo(68);
    expect(onWarn).not.toHaveBeenCalled();
    advanceTo(69);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('writes activity at most once a second', () => {
    renderTimeout();
    advance(5_000);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    fireEvent.mouseMove(window);
    advance(400);
    fireEvent.mouseMove(window);
    fireEvent.scroll(window);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBe(String(START + 5_000));

    advance(600);
    fireEvent.touchStart(window);
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  it('counts activity recorded by another tab', () => {
    const { onWarn } = renderTimeout();
    advanceTo(20);
    localStorage.setItem(KEY, String(Date.now()));
    advanceTo(44);
    expect(onWarn).not.toHaveBeenCalled();
    advanceTo(45);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('keeps an earlier stored time, and expires it at once if it is already too old', () => {
    localStorage.setItem(KEY, String(START - 40 * MINUTE));
    const { onExpire } = renderTimeout();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('checks again when a background tab becomes visible', () => {
    const { onExpire } = renderTimeout();
    advanceTo(29);
    // A background tab's timers may not run: jump the clock without firing them.
    vi.setSystemTime(START + 31 * MINUTE - 1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled, and forgets the time when disabled', () => {
    const { onWarn, onExpire, rerender } = renderTimeout(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    advanceTo(60);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();

    rerender({ on: true });
    expect(localStorage.getItem(KEY)).toBe(String(Date.now()));
    rerender({ on: false });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('InactivityGuard', () => {
  // Sonner hands a new toast to its Toaster on a zero-delay timer, which fake timers run a tick later.
  const flushToasts = () => advance(1);

  function renderGuard() {
    const onExpire = vi.fn<() => void>();
    render(
      <>
        <Toaster />
        <InactivityGuard onExpire={onExpire} />
      </>,
    );
    return onExpire;
  }

  it('shows a 10-second warning whose Stay Active action prevents expiry', () => {
    const warning = vi.spyOn(toast, 'warning');
    const onExpire = renderGuard();
    advanceTo(25);
    flushToasts();
    expect(warning).toHaveBeenCalledWith('You will be signed out soon because of inactivity.', {
      id: 'inactivity-warning',
      duration: SESSION_SECURITY.inactivityWarningShownMs,
      action: { label: INACTIVITY.stayActive, onClick: expect.any(Function) },
    });
    expect(screen.getByText('You will be signed out soon because of inactivity.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: INACTIVITY.stayActive }));
    advanceTo(30);
    expect(onExpire).not.toHaveBeenCalled();
    // Clicked a moment after 25:00, so the first check past the new 30 minutes is at 56:00.
    advanceTo(55);
    expect(onExpire).not.toHaveBeenCalled();
    advanceTo(56);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('the warning disappears after 10 seconds', () => {
    renderGuard();
    advanceTo(25);
    flushToasts();
    expect(screen.queryByRole('button', { name: INACTIVITY.stayActive })).not.toBeNull();
    advance(SESSION_SECURITY.inactivityWarningShownMs + 1_000);
    expect(screen.queryByRole('button', { name: INACTIVITY.stayActive })).toBeNull();
  });

  it('at the limit, dismisses the warning and hands over to the caller once', () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    const onExpire = renderGuard();
    advanceTo(30);
    expect(dismiss).toHaveBeenCalledWith('inactivity-warning');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
