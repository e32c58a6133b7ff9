/**
 * The addresses a link in rich text may have: https, mailto and tel, or a message variable such as
 * `{{link}}`. The server's sanitiser drops any other, and the studio's editor makes no other.
 */
export const RICH_TEXT_LINK_PATTERN = /^(?:https:|mailto:|tel:|\{\{\s*[a-z_]+\s*\}\}$)/i;

export function isRichTextLink(href: string): boolean {
  return RICH_TEXT_LINK_PATTERN.test(href.trim());
}
