import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Heading from '@tiptap/extension-heading';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { LinkMark } from './linkMark';
import { EditorBox, EditorLabel, ToolButton, Toolbar, LinkInput } from './RichTextEditor.styles';
import { FieldError, FieldNote } from './Fields.styles';
import { VariableButtons } from './VariableButtons';

export interface RichTextEditorProps {
  label: string;
  hint: string;
  value: string;
  onChange: (html: string) => void;
  path?: string;
  variables?: boolean;
}

// Only what the server's sanitiser keeps: paragraphs, bold, italic, lists, headings 2–3 and links. Each
// extension on its own rather than a starter kit: the editor loads with the builder, and every
// kilobyte left out is one less on a slow line.
const extensions = [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  Heading.configure({ levels: [2, 3] }),
  HardBreak,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  LinkMark,
];

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The rich text editor, loaded only when a step with rich text opens. */
export function RichTextEditor({ label, hint, value, onChange, path, variables }: RichTextEditorProps) {
  const { t } = useAreaTranslation();
  const labelId = useId();
  const hintId = useId();
  const [href, setHref] = useState('https://');
  const [linkRefused, setLinkRefused] = useState(false);
  const linkNoteId = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        ...(path ? { 'data-field': path } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  // Another language's text, or a reload, replaces the content without counting as an edit.
  useEffect(() => {
    // A hidden and shown-again tree runs this with an editor already torn down; its successor follows.
    if (editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const tools = [
    { key: 'bold', on: active?.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', on: active?.italic, run: () => chain().toggleItalic().run() },
    { key: 'heading2', on: active?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', on: active?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', on: active?.bullets, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', on: active?.numbers, run: () => chain().toggleOrderedList().run() },
  ] as const;

  return (
    <EditorBox>
      <EditorLabel id={labelId}>{label}</EditorLabel>
      <FieldNote id={hintId}>{hint}</FieldNote>
      <Toolbar role="toolbar" aria-label={t('fields.toolbar', { label })}>
        {tools.map((tool) => (
          <ToolButton key={tool.key} type="button" aria-pressed={tool.on ?? false} onClick={tool.run}>
            {t(`fields.${tool.key}`)}
          </ToolButton>
        ))}
        <LinkInput
          type="url"
          aria-label={t('fields.linkAddress')}
          aria-invalid={linkRefused || undefined}
          aria-describedby={linkRefused ? linkNoteId : undefined}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setLinkRefused(false);
          }}
        />
        {active?.link ? (
          <ToolButton type="button" onClick={() => chain().unsetLink().run()}>
            {t('fields.removeLink')}
          </ToolButton>
        ) : (
          <ToolButton type="button" onClick={() => setLinkRefused(!chain().setLink(href).run())}>
            {t('fields.addLink')}
          </ToolButton>
        )}
      </Toolbar>
      <div aria-live="polite">
        {linkRefused && (
          <FieldError id={linkNoteId} role="alert">
            {t('fields.linkRefused', { link: '{{link}}' })}
          </FieldError>
        )}
      </div>
      <EditorContent editor={editor} />
      {variables && (
        <VariableButtons field={label} onInsert={(token) => chain().insertContent(token).run()} />
      )}
    </EditorBox>
  );
}
