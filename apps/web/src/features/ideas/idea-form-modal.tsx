import { Stack, TextInput } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import { ZIdeaRequest, type TMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { useSaveIdea } from './ideas.mutations.ts';
import { SimilarIdeas } from './similar-ideas.tsx';

interface IdeaFormModalProps {
  opened: boolean;
  /** null: a new idea. */
  idea: TMyIdea | null;
  onClose: () => void;
}

/** Create or edit one of my ideas (/idea); similar existing ideas show while the title is typed. */
export function IdeaFormModal({ opened, idea, onClose }: IdeaFormModalProps) {
  const save = useSaveIdea();
  const record = useRecordForm({
    schema: ZIdeaRequest,
    initial: {
      title: idea?.title ?? '',
      content: idea?.content ?? '',
      department_id: idea?.department?.public_id ?? (null as string | null),
    },
    save: (body) => save.mutateAsync({ id: idea?.public_id, body }),
    updating: Boolean(idea),
    onSaved: onClose,
  });
  const { form } = record;
  return (
    <FormModal opened={opened} onClose={onClose} title={idea ? 'Editar idea' : 'Nueva idea'} record={record} size="lg">
      <Stack gap="md">
        <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
        <SimilarIdeas title={form.values.title} excludeId={idea?.public_id ?? ''} />
        <DepartmentSelect
          label="Departamento"
          description="A quién va dirigida: las personas de ese departamento, o todos si lo deja vacío."
          placeholder={MSG.allDepartments}
          current={idea?.department}
          {...form.getInputProps('department_id')}
        />
        <RichTextEditor
          label="Descripción"
          placeholder="Explique la idea y el beneficio que espera"
          minHeight={160}
          value={form.values.content}
          onChange={(html) => {
            form.setFieldValue('content', html);
            form.clearFieldError('content');
          }}
          error={form.errors.content}
        />
      </Stack>
    </FormModal>
  );
}
