import { ZIdeaRequest, type TMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { BoardEntryFields, boardEntryValues } from '../../components/board-entry-fields.tsx';
import { FormModal } from '../../components/form-modal.tsx';
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
    initial: boardEntryValues(idea),
    save: (body) => save.mutateAsync({ id: idea?.public_id, body }),
    updating: Boolean(idea),
    onSaved: onClose,
  });
  const { form } = record;
  return (
    <FormModal opened={opened} onClose={onClose} title={idea ? 'Editar idea' : 'Nueva idea'} record={record} size="lg">
      <BoardEntryFields
        form={form}
        entry={idea}
        audience="A quién va dirigida: las personas de ese departamento, o todos si lo deja vacío."
        content={{ label: 'Descripción', placeholder: 'Explique la idea y el beneficio que espera', minHeight: 160 }}
        afterTitle={<SimilarIdeas title={form.values.title} excludeId={idea?.public_id ?? ''} />}
      />
    </FormModal>
  );
}
