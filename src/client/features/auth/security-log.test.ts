import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SECURITY } from '../../../shared/limits.ts';
import type * as SecurityLog from './security-log.ts';

const EVENTS_KEY = 'faith-companion-security-log';
const CRITICAL_KEY = 'faith-companion-security-log-critical';

type SecurityLogModule = typeof SecurityLog;

/** A fresh copy of the module, as after a page load: its memory is empty until it reads storage. */
async function loadModule(): Promise<SecurityLogModule> {
  vi.resetModules();
  return import('./security-log.ts');
}

function storedList(key: string): unknown[] {
  const raw = localStorage.getItem(key);
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  return Array.isArray(parsed) ? parsed : [];
}

let log: SecurityLogModule;
beforeEach(async () => {
  log = await loadModule();
});

describe('security log', () => {
  it('records type, normalised email, severity, details, timestamp and user agent', () => {
    const event = log.logSecurityEvent('login_attempt', { email: '  Ruth@Example.COM ', details: 'from the login page' });
    expect(event).toEqual({
      type: 'login_attempt',
      email: 'ruth@example.com',
      severity: 'low',
      details: 'from the login page',
      timestamp: expect.any(String),
      userAgent: navigator.userAgent,
    });
    expect(new Date(event.timestamp).toISOString()).toBe(event.timestamp);
    expect(log.getSecurityEvents()).toEqual([event]);
    expect(storedList(EVENTS_KEY)).toEqual([event]);
  });

  it('stores a missing or blank email as null', () => {
    expect(log.logSecurityEvent('logout', {}).email).toBeNull();
    expect(log.logSecurityEvent('logout', { email: '   ' }).email).toBeNull();
    expect(log.logSecurityEvent('logout', { email: null }).email).toBeNull();
  });

  it('defaults severity by type: failures medium, suspicious high, others low', () => {
    expect(log.logSecurityEvent('login_attempt', {}).severity).toBe('low');
    expect(log.logSecurityEvent('login_failure', {}).severity).toBe('medium');
    expect(log.logSecurityEvent('login_success', {}).severity).toBe('low');
    expect(log.logSecurityEvent('registration_attempt', {}).severity).toBe('low');
    expect(log.logSecurityEvent('registration_success', {}).severity).toBe('low');
    expect(log.logSecurityEvent('suspicious_activity', {}).severity).toBe('high');
    expect(log.logSecurityEvent('logout', {}).severity).toBe('low');
    expect(log.logSecurityEvent('login_attempt', { severity: 'high' }).severity).toBe('high');
  });

  it(`keeps ${SESSION_SECURITY.securityLogInMemory} events in memory and ${SESSION_SECURITY.securityLogStored} on the device`, () => {
    const total = SESSION_SECURITY.securityLogInMemory + 1;
    for (let i = 0; i < total; i += 1) log.logSecurityEvent('login_attempt', { details: `attempt ${i}` });

    const events = log.getSecurityEvents();
    expect(events).toHaveLength(SESSION_SECURITY.securityLogInMemory);
    expect(events[0]?.details).toBe('attempt 1');
    expect(events.at(-1)?.details).toBe(`attempt ${total - 1}`);

    const stored = storedList(EVENTS_KEY);
    expect(stored).toHaveLength(SESSION_SECURITY.securityLogStored);
    expect(stored.at(-1)).toMatchObject({ details: `attempt ${total - 1}` });
  });

  it('keeps critical events apart, so a flood of low events never pushes them out', () => {
    for (let i = 0; i < 60; i += 1) log.logSecurityEvent('suspicious_activity', { details: `suspicious ${i}` });
    for (let i = 0; i < 200; i += 1) log.logSecurityEvent('login_attempt', {});

    const critical = log.getCriticalSecurityEvents();
    expect(critical).toHaveLength(SESSION_SECURITY.securityLogCritical);
    expect(critical[0]?.details).toBe('suspicious 10');
    expect(critical.at(-1)?.details).toBe('suspicious 59');
    expect(critical.every((event) => event.severity === 'high')).toBe(true);

    // The main stored list now holds only low events; the critical ones survive in their own key.
    expect(storedList(EVENTS_KEY).every((event) => (event as { severity: string }).severity === 'low')).toBe(true);
    expect(storedList(CRITICAL_KEY)).toHaveLength(SESSION_SECURITY.securityLogCritical);
  });

  it('restores both lists from the device after a reload', async () => {
    log.logSecurityEvent('login_failure', { email: 'a@example.com' });
    log.logSecurityEvent('suspicious_activity', { email: 'a@example.com', details: 'many user agents' });

    const reloaded = await loadModule();
    expect(reloaded.getSecurityEvents().map((event) => event.type)).toEqual(['login_failure', 'suspicious_activity']);
    expect(reloaded.getCriticalSecurityEvents()).toEqual([expect.objectContaining({ details: 'many user agents' })]);

    reloaded.logSecurityEvent('logout', {});
    expect(reloaded.getSecurityEvents()).toHaveLength(3);
  });

  it('starts empty when the stored value is damaged or not an array', async () => {
    localStorage.setItem(EVENTS_KEY, '{not json');
    localStorage.setItem(CRITICAL_KEY, JSON.stringify({ type: 'logout' }));
    let reloaded = await loadModule();
    expect(reloaded.getSecurityEvents()).toEqual([]);
    expect(reloaded.getCriticalSecurityEvents()).toEqual([]);
    reloaded.logSecurityEvent('logout', {});
    expect(storedList(EVENTS_KEY)).toHaveLength(1);

    localStorage.setItem(EVENTS_KEY, JSON.stringify([null, 42, { type: 'unknown' }, 'text']));
    reloaded = await loadModule();
    expect(reloaded.getSecurityEvents()).toEqual([]);
  });

  it('keeps working in memory when storage refuses (private mode, full quota)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const reloaded = await loadModule();
    reloaded.logSecurityEvent('suspicious_activity', {});
    expect(reloaded.getSecurityEvents()).toHaveLength(1);
    expect(reloaded.getCriticalSecurityEvents()).toHaveLength(1);
  });

  it('clears memory and the device', () => {
    log.logSecurityEvent('suspicious_activity', {});
    log.clearSecurityLog();
    expect(log.getSecurityEvents()).toEqual([]);
    expect(log.getCriticalSecurityEvents()).toEqual([]);
    expect(localStorage.getItem(EVENTS_KEY)).toBeNull();
    expect(localStorage.getItem(CRITICAL_KEY)).toBeNull();
  });
});
