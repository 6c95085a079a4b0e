import type { ReactNode } from 'react';
import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MSG } from '@gestora/contract/messages';
import { DepartmentSelect } from './lookup-selects.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { bindField } from './use-record-form.ts';

/** A text of the home page's boards (an information post, an idea), as its form starts from it. */
interface BoardEntry {
  title: string;
  content: string;
  department: { public_id: string; name: string } | null;
}

export interface BoardEntryValues extends Record<string, unknown> {
  title: string;
  content: string;
  /** null: addressed to every department. */
  department_id: string | null;
}

/** The form's values of a board text; empty for a new one. */
export const boardEntryValues = (entry: BoardEntry | null): BoardEntryValues => ({
  title: entry?.title ?? '',
  content: entry?.content ?? '',
  department_id: entry?.department?.public_id ?? null,
});

interface BoardEntryFieldsProps {
  form: UseFormReturnType<BoardEntryValues>;
  /** The text being edited; null for a new one. */
  entry: BoardEntry | null;
  /** Under 'Departamento': who the text reaches. */
  audience: string;
  /** The rich-text editor's label, placeholder and height. */
  content: { label: string; placeholder: string; minHeight: number };
  /** Shown under the title (the ideas that look like the one being typed). */
  afterTitle?: ReactNode;
}

/** The fields of a board text: its title, the department it is addressed to (every one when none), its content. */
export function BoardEntryFields({ form, entry, audience, content, afterTitle }: BoardEntryFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
      {afterTitle}
      <DepartmentSelect
        label="Departamento"
        description={audience}
        placeholder={MSG.allDepartments}
        current={entry?.department}
        {...form.getInputProps('department_id')}
      />
      <RichTextEditor {...content} {...bindField(form, 'content')} />
    </Stack>
  );
}
