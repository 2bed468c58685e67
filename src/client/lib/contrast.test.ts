import { describe, expect, it } from 'vitest';
import { textColourOn } from './contrast.ts';

describe('text colour on a bubble', () => {
  it('is white on dark and saturated colours, near-black on light ones', () => {
    expect(textColourOn('#000000')).toBe('#ffffff');
    expect(textColourOn('#1e3a8a')).toBe('#ffffff');
    expect(textColourOn('#ffffff')).toBe('#0f172a');
    expect(textColourOn('#fde68a')).toBe('#0f172a');
    expect(textColourOn('#818cf8')).toBe('#0f172a');
  });
});
