import { useCallback, useEffect, useRef } from 'react';
import { rememberVersion } from './remembered-version.ts';
import { useSaveReadingProgress, type SaveReadingProgress } from './use-save-reading-progress.ts';

/** How long a chapter stays open before it counts as the reading place (turning pages quickly saves once). */
const SAVE_DELAY_MS = 800;

/**
 * Saves the reading place (version, book, chapter, verse) for the signed-in user once the reader
 * rests on it, and on leaving the reader. `place` is null while the chapter is not shown.
 */
export function useProgressAutosave(place: SaveReadingProgress | null): void {
  const { mutate } = useSaveReadingProgress();
  const waiting = useRef<SaveReadingProgress | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const next = waiting.current;
    waiting.current = null;
    // Saving is a convenience: a failure is not worth interrupting the reading for.
    if (next) mutate(next);
  }, [mutate]);

  const translation = place?.translation;
  const book = place?.book;
  const chapter = place?.chapter;
  const verse = place?.verse ?? null;
  useEffect(() => {
    if (translation === undefined || book === undefined || chapter === undefined) return;
    rememberVersion(translation);
    waiting.current = { translation, book, chapter, verse };
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
  }, [flush, translation, book, chapter, verse]);

  useEffect(() => flush, [flush]);
}
