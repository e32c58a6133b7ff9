import {
  isRichTextLink,
  namesVariable,
  type LocalizedText,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import sanitizeHtml from 'sanitize-html';
import { ApiError } from '../errors.js';

/**
 * The HTML a touchpoint's rich texts may hold: text structure, emphasis, lists and links. No script,
 * style, event handler, frame, form or image reaches a patient's page or inbox; links may only go to
 * https, mailto and tel addresses (or the patient's link, `{{link}}`), and open safely.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // `target` and `rel` are always set here, never taken from the input; a relative address goes.
    a: (tagName, attribs) => {
      const kept: Record<string, string> = { target: '_blank', rel: 'noopener noreferrer' };
      const href = attribs.href?.trim();
      if (href !== undefined && isRichTextLink(href)) kept.href = href;
      if (attribs.title) kept.title = attribs.title;
      return { tagName, attribs: kept };
    },
  },
};

const withTarget: sanitizeHtml.IOptions = {
  ...allowed,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
};

/** One rich text made safe; variables (`{{name}}`) pass through as text and are escaped when filled. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, withTarget).trim();
}

function sanitizeEach(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, sanitizeRichText(html)]),
  );
}

/** The link targets (`href`s) of one rich text, as written. */
function linkTargets(html: string): string[] {
  const targets: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a' && frame.attribs.href !== undefined) targets.push(frame.attribs.href);
      return false;
    },
  });
  return targets;
}

/**
 * Refuses (UNSAFE_LINK) content whose rich-text link leads to a variable other than the patient's
 * link: a name or phone number filled in as a link target could be a `javascript:` address, or carry
 * patient details to another site. What an author saves is refused, so they learn why; other
 * addresses the sanitiser does not keep (and such links in copies of older content) are dropped.
 */
export function refuseVariableLinks(content: TouchpointContent): void {
  const texts = [
    content.landing_page.body,
    content.email.html,
    ...content.chapters.map((chapter) => chapter.notes),
  ];
  for (const html of texts.flatMap((text) => Object.values(text))) {
    for (const href of linkTargets(html)) {
      if (namesVariable(href) && !isRichTextLink(href)) throw new ApiError('UNSAFE_LINK');
    }
  }
}

/** The content with every rich text sanitised: what is stored is already safe to show. */
export function sanitizeContent(content: TouchpointContent): TouchpointContent {
  return {
    ...content,
    landing_page: { ...content.landing_page, body: sanitizeEach(content.landing_page.body) },
    email: { ...content.email, html: sanitizeEach(content.email.html) },
    chapters: content.chapters.map((chapter) => ({ ...chapter, notes: sanitizeEach(chapter.notes) })),
  };
}
