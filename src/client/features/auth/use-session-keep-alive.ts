import { useEffect } from 'react';
import { authClient } from '../../lib/auth-client.ts';

/** The server ends a session after 30 idle minutes; a busy reader renews it this often at most. */
const RENEW_AT_MOST_EVERY_MS = 4 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Someone reading or typing without sending anything is active, but the server only sees
 * requests. On activity, at most every few minutes, ask for the session so the server slides its
 * idle expiry forward, the same rule the inactivity guard applies on the device.
 */
export function useSessionKeepAlive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let lastRenewal = Date.now();
    const onActivity = () => {
      if (Date.now() - lastRenewal < RENEW_AT_MOST_EVERY_MS) return;
      lastRenewal = Date.now();
      void authClient.getSession();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [enabled]);
}
