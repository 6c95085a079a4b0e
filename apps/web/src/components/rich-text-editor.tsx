import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import classes from './rich-text.module.css';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Placeholder from '@tiptap/extension-placeholder';

/** Spanish names (aria-label and title) for the controls of the compact toolbar and the link editor. */
export const EDITOR_LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrita',
  italicControlLabel: 'Cursiva',
  underlineControlLabel: 'Subrayado',
  strikeControlLabel: 'Tachado',
  bulletListControlLabel: 'Lista con viñetas',
  orderedListControlLabel: 'Lista numerada',
  linkControlLabel: 'Enlace',
  unlinkControlLabel: 'Quitar enlace',
  undoControlLabel: 'Deshacer',
  redoControlLabel: 'Rehacer',
  linkEditorInputLabel: 'Dirección del enlace',
  linkEditorInputPlaceholder: 'https://ejemplo.com',
  linkEditorExternalLink: 'Abrir el enlace en una pestaña nueva',
  linkEditorInternalLink: 'Abrir el enlace en la misma pestaña',
  linkEditorSave: 'Guardar',
};

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: ReactNode;
  placeholder?: string;
  /** Height of the editable area in px, so that an empty editor still looks like a place to write. */
  minHeight?: number;
}

/** An empty document serialises as '<p></p>'; forms and the API treat that as no text at all. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Mantine's Tiptap editor as a form field: label, error, placeholder and a controlled HTML value. */
export function RichTextEditor({ value, onChange, label, error, placeholder, minHeight = 120 }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  // The editor is created once; its update handler reads the latest callback through this ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The HTML the editor last reported (or was given): a different `value` comes from outside (a reset).
  const known = useRef(value);

  const placeholderRef = useRef(placeholder ?? '');
  placeholderRef.current = placeholder ?? '';
  // Options that stay the same object from render to render: useEditor re-applies changed options to the
  // view on every render, which redraws it mid-typing.
  const [setup] = useState(() => ({
    extensions: [
      // Mantine's Link replaces the kit's own link mark; the server keeps h1–h4 only; no empty paragraph is
      // appended after a list (the trailing node), so the stored HTML is what the user wrote.
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, trailingNode: false }),
      Link,
      Placeholder.configure({ placeholder: () => placeholderRef.current }),
    ],
    content: value,
  }));
  const editor = useEditor({
    ...setup,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      known.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The contenteditable is the field: it carries the label, the error and the height.
  const invalid = Boolean(error);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          style: `min-height: ${minHeight}px`,
        },
      },
    });
  }, [editor, invalid, labelId, errorId, minHeight]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <MantineEditor
        editor={editor}
        labels={EDITOR_LABELS}
        mt={label ? 4 : undefined}
        style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content className={classes.editor} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
