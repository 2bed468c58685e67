import { useEffect, useEffectEvent } from 'react';

/** Where arrow keys already mean something: typing, choosing, or moving within a widget. */
const OWNS_ARROWS =
  'input, select, textarea, [contenteditable=""], [contenteditable="true"], [role="toolbar"], [role="radiogroup"], [role="listbox"], [role="menu"], [role="slider"], [role="tablist"], [role="dialog"], [role="alertdialog"]';

function arrowsBelongElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target;
  if (target instanceof Element && target.closest(OWNS_ARROWS)) return true;
  // A modal (the disclaimer, a confirmation) has the page's attention.
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/** ArrowLeft / ArrowRight turn the page, unless focus is in a field or a widget that uses arrows itself. */
export function useChapterArrowKeys(onPrevious: (() => void) | null, onNext: (() => void) | null): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (arrowsBelongElsewhere(event)) return;
    const turn = event.key === 'ArrowLeft' ? onPrevious : onNext;
    if (!turn) return;
    event.preventDefault();
    turn();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
