import { SESSION_SECURITY } from '../../../shared/limits.ts';
import { getAppConfig } from '../../app/app-config.ts';

/**
 * The device-side security-event log (SPEC: "kept on the device only"). Nothing here is sent to
 * the server: it is a local trail of sign-in activity that the app can inspect.
 */

export type SecurityEventType =
  | 'login_attempt'
  | 'login_failure'
  | 'login_success'
  | 'registration_attempt'
  | 'registration_success'
  | 'suspicious_activity'
  | 'logout';

export type SecuritySeverity = 'low' | 'medium' | 'high';

export interface SecurityEvent {
  type: SecurityEventType;
  email: string | null;
  severity: SecuritySeverity;
  /** Free text from the caller; it is written to localStorage, so it must never hold a password or token. */
  details: string;
  /** ISO 8601. */
  timestamp: string;
  userAgent: string;
}

export interface SecurityEventInput {
  email?: string | null;
  /** Stored as given on the device: never pass a password, token or other secret here. */
  details?: string;
  severity?: SecuritySeverity;
}

const EVENT_TYPES: readonly SecurityEventType[] = [
  'login_attempt',
  'login_failure',
  'login_success',
  'registration_attempt',
  'registration_success',
  'suspicious_activity',
  'logout',
];
const SEVERITIES: readonly SecuritySeverity[] = ['low', 'medium', 'high'];

const DEFAULT_SEVERITY: Record<SecurityEventType, SecuritySeverity> = {
  login_attempt: 'low',
  login_failure: 'medium',
  login_success: 'low',
  registration_attempt: 'low',
  registration_success: 'low',
  suspicious_activity: 'high',
  logout: 'low',
};

let events: SecurityEvent[] = [];
let criticalEvents: SecurityEvent[] = [];
let restored = false;

function storageKeys(): { events: string; critical: string } {
  const prefix = getAppConfig().themeStorageKey.replace(/-theme$/, '');
  return { events: `${prefix}-security-log`, critical: `${prefix}-security-log-critical` };
}

function isSecurityEvent(value: unknown): value is SecurityEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.type === 'string' &&
    (EVENT_TYPES as readonly string[]).includes(v.type) &&
    (v.email === null || typeof v.email === 'string') &&
    typeof v.severity === 'string' &&
    (SEVERITIES as readonly string[]).includes(v.severity) &&
    typeof v.details === 'string' &&
    typeof v.timestamp === 'string' &&
    typeof v.userAgent === 'string'
  );
}

/** Reads one stored list; anything unreadable (private mode, damaged JSON, not an array) counts as empty. */
function readStored(key: string, max: number): SecurityEvent[] {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isSecurityEvent).slice(-max);
  } catch {
    return [];
  }
}

function writeStored(key: string, list: readonly SecurityEvent[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Private browsing or a full quota: the log keeps working in memory for this visit.
  }
}

function ensureRestored(): void {
  if (restored) return;
  restored = true;
  const keys = storageKeys();
  events = readStored(keys.events, SESSION_SECURITY.securityLogStored);
  criticalEvents = readStored(keys.critical, SESSION_SECURITY.securityLogCritical);
}

function normaliseEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Records a security event on this device and returns it. Severity defaults by type (failures
 * medium, suspicious activity high, everything else low). High-severity events are also kept in a
 * separate critical list so that a flood of routine events never pushes them out.
 *
 * `details` is stored verbatim in localStorage: callers must never put a password or token in it.
 */
export function logSecurityEvent(type: SecurityEventType, input: SecurityEventInput = {}): SecurityEvent {
  ensureRestored();
  const event: SecurityEvent = {
    type,
    email: normaliseEmail(input.email),
    severity: input.severity ?? DEFAULT_SEVERITY[type],
    details: input.details ?? '',
    timestamp: new Date().toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
  const keys = storageKeys();

  events.push(event);
  if (events.length > SESSION_SECURITY.securityLogInMemory) {
    events = events.slice(-SESSION_SECURITY.securityLogInMemory);
  }
  writeStored(keys.events, events.slice(-SESSION_SECURITY.securityLogStored));

  if (event.severity === 'high') {
    criticalEvents.push(event);
    if (criticalEvents.length > SESSION_SECURITY.securityLogCritical) {
      criticalEvents = criticalEvents.slice(-SESSION_SECURITY.securityLogCritical);
    }
    writeStored(keys.critical, criticalEvents);
  }
  return event;
}

/** Every event held in memory, oldest first (restored from the device on first use). */
export function getSecurityEvents(): SecurityEvent[] {
  ensureRestored();
  return [...events];
}

/** The high-severity events, oldest first, kept apart from the main log. */
export function getCriticalSecurityEvents(): SecurityEvent[] {
  ensureRestored();
  return [...criticalEvents];
}

/** Empties the log in memory and on the device. */
export function clearSecurityLog(): void {
  restored = true;
  events = [];
  criticalEvents = [];
  const keys = storageKeys();
  try {
    localStorage.removeItem(keys.events);
    localStorage.removeItem(keys.critical);
  } catch {
    // Storage unavailable: there is nothing stored to remove.
  }
}
