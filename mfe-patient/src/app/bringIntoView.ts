/**
 * Scrolls an element to the top of the screen and gives it the focus, so a patient on a phone sees
 * what just appeared and a screen reader reads it. The element needs `tabIndex={-1}` unless it is a
 * control. Motion follows the phone's reduced-motion setting.
 */
export function bringIntoView(element: HTMLElement | null): void {
  if (!element) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // jsdom has no scrolling: the focus is what a test can see.
  element.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
