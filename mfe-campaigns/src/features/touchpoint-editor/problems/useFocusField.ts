import { useEffect, type RefObject } from 'react';

/** A request to bring a field into view; `at` tells two requests for the same field apart. */
export interface FieldTarget {
  path: string;
  at: number;
}

// A rich text field loads a moment after its step: the nearest part is focused meanwhile.
const NEAREST_AFTER_MS = 400;
const WAIT_MS = 3000;

// Paths are made of letters, digits, '_' and '.', so they need no escaping in a selector.

/** The element of a field, or of the nearest part around it that is marked (a chapter, a button). */
function findField(container: HTMLElement, path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const wanted = parts.slice(0, length).join('.');
    const found = container.querySelector<HTMLElement>(`[data-field="${wanted}"]`);
    if (found) return found;
  }
  return null;
}

function bringIntoView(element: HTMLElement): void {
  // Not every environment scrolls (a test's DOM has no layout).
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to the field of `target` and focuses it once its step has rendered it (a rich text field
 * loads a moment later, so it waits for the field to appear); without one, the step's heading.
 */
export function useFocusField(target: FieldTarget | null, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!target || !root) return undefined;
    const exact = () => root.querySelector<HTMLElement>(`[data-field="${target.path}"]`);
    const now = exact();
    if (now) {
      bringIntoView(now);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const found = exact();
      if (!found) return;
      stop();
      bringIntoView(found);
    });
    const nearest = setTimeout(() => {
      const found = findField(root, target.path) ?? root.querySelector<HTMLElement>('h2');
      if (found) bringIntoView(found);
    }, NEAREST_AFTER_MS);
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(nearest);
      clearTimeout(giveUp);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [target, container]);
}
