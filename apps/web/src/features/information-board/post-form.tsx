import { useNavigate } from '../../lib/router/history-router.tsx';
import { Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import {
  ZInformationPostRequest,
  type TMyInformationPost,
} from '@gestora/contract/information-board/information-board.schema';
import { FilesDropzone } from '../../components/files-dropzone.tsx';
import { usePendingFiles } from '../../components/use-pending-files.ts';
import { PageForm } from '../../components/form-page.tsx';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { SavedFilesTable } from '../../components/saved-files-table.tsx';
import { Section } from '../../components/section.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { notify, notifyError, notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { useSavePost } from './information-board.mutations.ts';
import { uploadPostFile } from './information-board.queries.ts';

/** The fields of /information_board/create and /edit/{id}; new attachments go up once the post is saved. */
export function PostForm({ post }: { post: TMyInformationPost | null }) {
  const navigate = useNavigate();
  const save = useSavePost();
  const { files, uploadAll, dropzone } = usePendingFiles((id, file) => uploadPostFile(id, file));

  const record = useRecordForm({
    schema: ZInformationPostRequest,
    initial: {
      title: post?.title ?? '',
      content: post?.content ?? '',
      department_id: post?.department?.public_id ?? (null as string | null),
    },
    save: async (body) => {
      const saved = await save.mutateAsync({ id: post?.public_id, body });
      return { saved, failed: files.length ? await uploadAll(saved.public_id) : 0 };
    },
    updating: Boolean(post),
    announce: ({ failed }) => {
      if (failed)
        notify(
          `La publicación se guardó, pero ${failed === 1 ? 'un archivo no se pudo subir' : `${failed} archivos no se pudieron subir`}.`,
          'info',
          post ? MSG.updated : MSG.saved,
        );
      else if (post) notifyUpdated();
      else notifySaved();
    },
    onSaved: () => '/information_board',
  });
  const { form } = record;

  return (
    <PageForm
      record={{ ...record, dirty: (record.dirty || files.length > 0) && !record.leaving }}
      onCancel={() => navigate('/information_board')}
      maw={900}
    >
      <Section title="Publicación">
        <Stack gap="md">
          <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
          <DepartmentSelect
            label="Departamento"
            description="Quién la verá en su tablero: las personas de ese departamento, o todos si lo deja vacío."
            placeholder={MSG.allDepartments}
            current={post?.department}
            {...form.getInputProps('department_id')}
          />
          <RichTextEditor
            label="Contenido"
            placeholder="Escriba el aviso"
            minHeight={180}
            value={form.values.content}
            onChange={(html) => {
              form.setFieldValue('content', html);
              form.clearFieldError('content');
            }}
            error={form.errors.content}
          />
        </Stack>
      </Section>
      <Section title="Archivos adjuntos">
        <Stack gap="md">
          {post?.files.length ? (
            <SavedFilesTable
              files={post.files}
              urlField="file"
              nameField="name"
              deleteRoute={`/api/information_board/${post.public_id}/files`}
            />
          ) : post ? (
            <Text c="dimmed" fz="sm">
              Esta publicación no tiene archivos.
            </Text>
          ) : null}
          <FilesDropzone {...dropzone} onReject={notifyError} disabled={record.busy} />
        </Stack>
      </Section>
    </PageForm>
  );
}
