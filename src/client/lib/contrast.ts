/**
 * Near-black or white text, whichever contrasts more with a background colour given as #rrggbb
 * (WCAG relative luminance). The chat bubbles take their colours from the user's preferences.
 */
export function textColourOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  const againstDark = (luminance + 0.05) / (0.0091 + 0.05);
  const againstWhite = 1.05 / (luminance + 0.05);
  return againstDark >= againstWhite ? '#0f172a' : '#ffffff';
}
