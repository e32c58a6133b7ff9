/**
 * Puts `token` where the cursor of a text field is (or in place of its selection), hands the new
 * text to `setText`, and puts the cursor after the token once the field shows the new text.
 */
export function insertAtCursor(
  element: HTMLInputElement | HTMLTextAreaElement | null,
  text: string,
  token: string,
  setText: (value: string) => void,
): void {
  const start = element?.selectionStart ?? text.length;
  const end = element?.selectionEnd ?? text.length;
  setText(text.slice(0, start) + token + text.slice(end));
  requestAnimationFrame(() => {
    element?.focus();
    element?.setSelectionRange(start + token.length, start + token.length);
  });
}
