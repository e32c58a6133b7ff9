import { Editor } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { LinkMark } from './linkMark';

// ProseMirror measures the cursor to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('span').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('span').getBoundingClientRect();
});

function editorWith(content: string): Editor {
  return new Editor({ extensions: [Document, Paragraph, Text, LinkMark], content });
}

describe('links in rich text', () => {
  it('links the selected words to an https address, opening safely in a new tab', () => {
    const editor = editorWith('<p>Read more here</p>');
    editor.commands.setTextSelection({ from: 11, to: 15 });

    expect(editor.commands.setLink(' https://example.org/care ')).toBe(true);
    expect(editor.getHTML()).toBe(
      '<p>Read more <a href="https://example.org/care" target="_blank" rel="noopener noreferrer">here</a></p>',
    );

    editor.commands.setTextSelection(12);
    editor.commands.unsetLink();
    expect(editor.getHTML()).toBe('<p>Read more here</p>');
    editor.destroy();
  });

  it('takes a message variable such as {{link}} as the address', () => {
    const editor = editorWith('<p>Open your page</p>');
    editor.commands.setTextSelection({ from: 1, to: 15 });

    expect(editor.commands.setLink('{{link}}')).toBe(true);
    expect(editor.getHTML()).toContain('href="{{link}}"');
    editor.destroy();
  });

  it('makes no link to an address the server would not keep, and reads none from pasted HTML', () => {
    const editor = editorWith(
      '<p>Click <a href="javascript:alert(1)">me</a> or <a href="http://plain.example">me</a></p>',
    );
    expect(editor.getHTML()).toBe('<p>Click me or me</p>');

    editor.commands.setTextSelection({ from: 1, to: 6 });
    expect(editor.commands.setLink('javascript:alert(1)')).toBe(false);
    expect(editor.commands.setLink('/relative')).toBe(false);
    expect(editor.getHTML()).toBe('<p>Click me or me</p>');
    editor.destroy();
  });
});
