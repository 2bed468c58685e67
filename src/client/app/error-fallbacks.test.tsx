import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TIMING } from '../../shared/limits.ts';
import { ERROR_FALLBACK } from '../../shared/messages.ts';
import * as navigation from '../lib/navigation.ts';
import {
  AppErrorBoundary,
  BibleErrorBoundary,
  ChatErrorBoundary,
  GenericErrorBoundary,
  RouterErrorFallback,
} from './error-fallbacks.tsx';

vi.mock('../lib/navigation.ts', () => ({ reloadPage: vi.fn(), goHome: vi.fn() }));

/** A child that fails while `state.broken` is true, like a page whose data was bad. */
const state = { broken: true };
function Fragile() {
  if (state.broken) throw new Error('chapter data was malformed');
  return <p>Recovered content</p>;
}

function inRouter(children: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  state.broken = true;
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(navigation.reloadPage).mockClear();
  vi.mocked(navigation.goHome).mockClear();
});

/** Clicks the button, checks nothing happens before the spec's 100 ms, then that the page is back. */
async function expectRecoveryAfterDelay(buttonName: string) {
  state.broken = false;
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  await act(async () => vi.advanceTimersByTime(UI_TIMING.errorBoundaryResetDelayMs - 1));
  expect(screen.queryByText('Recovered content')).toBeNull();
  await act(async () => vi.advanceTimersByTime(1));
  expect(screen.getByText('Recovered content')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('error boundaries', () => {
  it('chat: shows Chat Error and Refresh Chat brings the chat back', async () => {
    inRouter(
      <ChatErrorBoundary>
        <Fragile />
      </ChatErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_FALLBACK.chatTitle })).toBeTruthy();
    await expectRecoveryAfterDelay(ERROR_FALLBACK.chatAction);
  });

  it('Bible: shows the spec title and text, and Refresh Bible brings the reader back', async () => {
    inRouter(
      <BibleErrorBoundary>
        <Fragile />
      </BibleErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_FALLBACK.bibleTitle })).toBeTruthy();
    expect(screen.getByText(ERROR_FALLBACK.bibleBody)).toBeTruthy();
    await expectRecoveryAfterDelay(ERROR_FALLBACK.bibleAction);
  });

  it('generic: offers Try Again (recovers) and Go Home', async () => {
    inRouter(
      <GenericErrorBoundary>
        <Fragile />
      </GenericErrorBoundary>,
    );
    expect(screen.getByText('chapter data was malformed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ERROR_FALLBACK.goHome }));
    expect(navigation.goHome).toHaveBeenCalledTimes(1);
    await expectRecoveryAfterDelay(ERROR_FALLBACK.tryAgain);
  });

  it('whole app: shows Something went wrong with Refresh Page and Go Home', () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_FALLBACK.appTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ERROR_FALLBACK.refreshPage }));
    expect(navigation.reloadPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: ERROR_FALLBACK.goHome }));
    expect(navigation.goHome).toHaveBeenCalledTimes(1);
  });

  it("router: a route that throws outside a page boundary shows 'Unexpected Application Error!'", async () => {
    const router = createMemoryRouter([{ path: '/', element: <Fragile />, errorElement: <RouterErrorFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: ERROR_FALLBACK.routerTitle })).toBeTruthy();
    expect(screen.getByText('chapter data was malformed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ERROR_FALLBACK.tryAgain }));
    await act(async () => vi.advanceTimersByTime(UI_TIMING.errorBoundaryResetDelayMs));
    expect(navigation.reloadPage).toHaveBeenCalledTimes(1);
  });
});
