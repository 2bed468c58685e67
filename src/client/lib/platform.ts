/** iPhone, iPad and iPod, including iPadOS that reports itself as a Mac with touch. */
export function isIOS(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/**
 * SPEC.md section 2: on iOS pinch zoom is disabled (maximum scale 1) and touch-action is
 * manipulation. Other platforms keep zoom, which people with low vision rely on.
 */
export function applyIOSViewportRules(): void {
  if (!isIOS()) return;
  document.documentElement.classList.add('ios');
  const viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (viewport) viewport.content = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';
}
