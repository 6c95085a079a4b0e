import { useRef } from 'react';
import { Button, FileInput, Group, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { ZRagDocumentRequest, type TRagDocument } from '@gestora/contract/rag/rag.schema';
import { FormModal } from '../../components/form-modal.tsx';
import type { DialogProps } from '../../components/use-dialog.ts';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { notifyError, notifyUpdated } from '../../lib/notify.ts';
import {
  ragDocumentQuery,
  useRemoveRagFile,
  useSaveRagDocument,
  useUploadRagFile,
  type TRagListItem,
} from './rag.queries.ts';

interface RagDocumentModalProps extends DialogProps {
  /** null: a new document; otherwise the document to load (its id is enough, e.g. from /rag?doc=). */
  document: Pick<TRagListItem, 'public_id'> | null;
}

const ACCEPT =
  '.pdf,.docx,.txt,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown';

/** Create or edit a document: the editor's text and/or an uploaded file whose text the server extracts. */
export function RagDocumentModal({ document, ...dialog }: RagDocumentModalProps) {
  const detail = useQuery({
    ...ragDocumentQuery(document?.public_id ?? ''),
    enabled: dialog.opened && Boolean(document),
  });
  if (document && !detail.data) {
    return (
      <FormModal {...dialog} title="Editar documento" record={{ dirty: false, busy: true, submit: () => undefined }}>
        <Stack aria-busy>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={160} />
        </Stack>
      </FormModal>
    );
  }
  return <RagDocumentForm {...dialog} document={detail.data ?? null} />;
}

function RagDocumentForm({ document, ...dialog }: DialogProps & { document: TRagDocument | null }) {
  const save = useSaveRagDocument();
  const upload = useUploadRagFile();
  const removeFile = useRemoveRagFile();
  // A new document whose file was refused after its fields were saved: the next try updates it, never twice.
  const savedId = useRef<string | undefined>(document?.public_id);
  const record = useRecordForm({
    schema: ZRagDocumentRequest,
    initial: {
      title: document?.title ?? '',
      department_id: document?.department?.public_id ?? '',
      restricted: document?.restricted ?? false,
      content: document?.content ?? '',
      file: null as File | null,
    },
    save: async ({ file, ...body }) => {
      const saved = await save.mutateAsync({ id: savedId.current, body });
      savedId.current = saved.public_id;
      return file ? upload.mutateAsync({ id: saved.public_id, file }) : saved;
    },
    updating: Boolean(document),
    onSaved: dialog.onClose,
  });
  const { getInputProps, values, setFieldValue } = record.form;

  const dropFile = async () => {
    if (!document) return;
    try {
      await removeFile.mutateAsync(document.public_id);
      notifyUpdated();
      dialog.onClose();
    } catch {
      notifyError('No se pudo quitar el archivo.');
    }
  };

  return (
    <FormModal {...dialog} title={document ? 'Editar documento' : 'Nuevo documento'} record={record} size="xl">
      <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DepartmentSelect
          label="Área"
          placeholder="Todos"
          description="Vacío: el documento sirve a todas las áreas."
          current={document?.department ?? null}
          value={values.department_id || null}
          onChange={(v) => {
            setFieldValue('department_id', v ?? '');
            if (!v) setFieldValue('restricted', false);
          }}
          error={record.form.errors.department_id}
        />
        <Switch
          mt={{ base: 0, sm: 30 }}
          label="Solo para su área"
          description="Solo los usuarios del área (y quienes gestionan documentos) lo consultan en el Chat IA."
          disabled={!values.department_id}
          {...getInputProps('restricted', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <RichTextEditor
        label="Contenido"
        {...bindField(record.form, 'content')}
        placeholder="Escriba el contenido o adjunte un archivo"
        minHeight={160}
      />
      <Stack gap={6}>
        <FileInput
          label="Archivo fuente"
          description="PDF, DOCX, TXT o MD, hasta 10 MB: su texto se extrae y se indexa."
          placeholder={document?.file ? 'Reemplazar el archivo' : 'Elegir archivo'}
          accept={ACCEPT}
          clearable
          leftSection={<IconUpload size={16} />}
          {...bindField(record.form, 'file')}
        />
        {document?.file ? (
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={16} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Archivo actual: {document.file.name}
            </Text>
            <Button variant="subtle" color="red" size="compact-sm" onClick={dropFile} loading={removeFile.isPending}>
              Quitar archivo
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FormModal>
  );
}
