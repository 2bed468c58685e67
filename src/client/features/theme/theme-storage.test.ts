import { describe, expect, it } from 'vitest';
import { readDeviceTheme, resolveTheme, writeDeviceTheme } from './theme-storage.ts';

describe('theme on the device', () => {
  it('starts light on a device that never chose', () => {
    expect(readDeviceTheme()).toBe('light');
  });

  it("remembers the choice under a key named after the product", () => {
    writeDeviceTheme('dark');
    expect(localStorage.getItem('faith-companion-theme')).toBe('dark');
    expect(readDeviceTheme()).toBe('dark');
  });

  it('ignores a damaged stored value', () => {
    localStorage.setItem('faith-companion-theme', 'sepia');
    expect(readDeviceTheme()).toBe('light');
  });

  it('resolves system from the device colour scheme', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
