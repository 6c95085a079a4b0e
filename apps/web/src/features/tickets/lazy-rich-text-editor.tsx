import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { RichTextEditorProps } from '../../components/rich-text-editor.tsx';

// Tiptap is the heaviest part of these screens and only a form or the work panel shows it: the ticket lists load
// without it, and it comes when a form opens.
const Editor = lazy(() => import('../../components/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

/** The shared rich text editor, loaded on first use; a placeholder of its size meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton h={(props.minHeight ?? 120) + 70} radius="sm" aria-label={props.label} />}>
      <Editor {...props} />
    </Suspense>
  );
}
