import { Mark, mergeAttributes } from '@tiptap/core';
import { isRichTextLink } from '@outreach/shared-contracts/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      /** Links the selection (or the link around the cursor) to `href`, if it is an address the sanitiser keeps. */
      setLink: (href: string) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

/**
 * Links in rich text, as a mark of Tiptap's own core API. Tiptap's link extension would do it too, but
 * brings a URL-detection library for auto-linking that the studio does not use (about 9 KB gzipped of
 * the builder's budget): links are made from the toolbar, to the addresses the server keeps.
 */
export const LinkMark = Mark.create({
  name: 'link',
  inclusive: false,
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => (isRichTextLink(element.getAttribute('href') ?? '') ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes, { target: '_blank', rel: 'noopener noreferrer' }), 0];
  },
  addCommands() {
    return {
      setLink:
        (href) =>
        ({ chain }) =>
          isRichTextLink(href) &&
          chain().extendMarkRange(this.name).setMark(this.name, { href: href.trim() }).run(),
      unsetLink:
        () =>
        ({ chain }) =>
          chain().extendMarkRange(this.name).unsetMark(this.name).run(),
    };
  },
});
