import { escapeHtml, fillVariables, type MessageVariable } from '@outreach/shared-contracts';

/** A paragraph that holds `{{link}}` and nothing else: where the author wants the button. */
const linkParagraph = /<p>\s*\{\{\s*link\s*\}\}\s*<\/p>/;
const linkPlaceholder = /\{\{\s*link\s*\}\}/g;
/** Tags and the text between them: a sanitised rich text has no `<` or `>` but in its tags. */
const tagOrText = /(<[^>]*>)/;

/** The author's body around the button: the HTML before it and the HTML after it, values filled. */
export interface PlacedBody {
  before: string;
  after: string;
}

/**
 * Where `{{link}}` stands in a sentence it becomes a short link saying `label` (the raw address would
 * run off a phone's screen), or the label alone inside a link of the author's own; in an address
 * (`href="{{link}}"`) it stays the address. Every other variable is filled escaped.
 */
function fillPart(html: string, values: Record<MessageVariable, string>, label: string): string {
  let inLink = false;
  const parts = html.split(tagOrText).map((part, index) => {
    if (index % 2 === 1) {
      if (/^<a[\s>]/i.test(part)) inLink = true;
      else if (/^<\/a>/i.test(part)) inLink = false;
      return part;
    }
    const shortLink = inLink
      ? escapeHtml(label)
      : `<a href="${escapeHtml(values.link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`;
    return part.replace(linkPlaceholder, () => shortLink);
  });
  return fillVariables(parts.join(''), values, { html: true });
}

/**
 * The author's sanitised body split where the button goes: at the first paragraph that holds
 * `{{link}}` alone, or after the whole body when there is none, so every e-mail has its button once.
 */
export function placeButton(
  safeHtml: string,
  values: Record<MessageVariable, string>,
  label: string,
): PlacedBody {
  const match = linkParagraph.exec(safeHtml);
  const before = match ? safeHtml.slice(0, match.index) : safeHtml;
  const after = match ? safeHtml.slice(match.index + match[0].length) : '';
  return { before: fillPart(before, values, label), after: fillPart(after, values, label) };
}

const PREHEADER_MAX_LENGTH = 110;

/**
 * The preview line mail clients show beside the subject: the opening of the author's plain text, its
 * address left out, or the button's words when the text says nothing else. Only what the author wrote
 * is there, so it tells no more than the e-mail itself.
 */
export function preheaderOf(text: string, values: Record<MessageVariable, string>, label: string): string {
  const words = fillVariables(text.replace(linkPlaceholder, ' '), values, { html: false })
    .replace(/\s+/g, ' ')
    .trim();
  if (words === '') return label;
  if (words.length <= PREHEADER_MAX_LENGTH) return words;
  const cut = words.slice(0, PREHEADER_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > PREHEADER_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
}
